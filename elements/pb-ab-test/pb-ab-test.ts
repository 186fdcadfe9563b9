import { PbElement } from '../base/pb-element.js';
import { onDemand } from '../base/on-demand.js';
import { getConfig } from '../core/config.js';
import { isGranted, onConsentChange } from '../core/consent.js';
import { sameOriginUrl } from '../core/url.js';
import { setCookie } from './ab-cookies.js';
import { goalCookieName, readAbSettings, statsData, subjectFromClass, type Goal } from './ab-rules.js';
import type { Shown } from './conversions.js';
import { PbAbGoalEvent } from './events.js';

/** Read goal: the goal still in view this long after it came into view (spec §4). */
const READ_GOAL_MS = 3000;

const subjects = onDemand('pb-ab-test/cached-subjects', () => import('./cached-subjects.js'));
const conversions = onDemand('pb-ab-test/conversions', () => import('./conversions.js'));

/** Goals recorded, or waiting for consent, on this page (by cookie name): one count each, whatever the instances. */
const reached = new Set<string>();
/** Recordings waiting for analytics consent. */
const waiting: Array<() => void> = [];
const page: { owner?: Element } = {};

/**
 * A/B goal tracking (MARKUP.md §7; spec §3, §4, calls 3 and 4): finds the subject each of the page's tests shows,
 * records the goals the visitor reaches (`read_page`, `view_goal`, `read_goal`, `click_goal`, `con_goal`,
 * `con_short`) once per test per page with the theme's 365-day cookies, and posts each to the CMS's stats action
 * with `fetch` `keepalive` (a click that leaves the page still lands), to the page's own origin only. On a cached
 * page it asks the CMS which subject to show and swaps it into its placeholder before the modules inside upgrade.
 * Nothing is posted and no cookie written before analytics consent (TRUST.md #42, C12) unless the site turns on
 * the exempt mode; goals reached before consent are recorded once it comes. `autoload` adds one empty tag when
 * the page config lists tests.
 *
 * @summary A/B testing: subjects on cached pages, and goals recorded once, after consent.
 * @tag pb-ab-test
 * @event {PbAbGoalEvent} pb-ab-goal - After a goal is recorded; detail `{ test, subject, goal }`.
 */
export class PbAbTestElement extends PbElement {
  static override tagName = 'pb-ab-test';
  /** One a page, driving what the theme hides until it acts: renders at once (PbElement). */
  protected static override takesTurns = false;

  protected override connected(): void {
    // One instance does the page's work (autoload's, or one printed around a conversion marker).
    if (page.owner?.isConnected && page.owner !== this) return;
    page.owner = this;
    // The theme's settings: its global, with a `#pb-config` block's copy over it (a page under a strict CSP).
    const { ajaxUrl, nonces, theme, abTesting } = getConfig();
    const settings = readAbSettings(theme);
    const allowed = () => abTesting.consentExempt || isGranted('analytics');
    const url = sameOriginUrl(ajaxUrl) ?? void this.warn('foreign ajax URL: no A/B stats');

    /** Records `goal` once (not when this page or, by its cookie, an earlier visit did); held until consent. */
    const reach = ({ test, subject }: Shown, goal: Goal, after?: () => void) => {
      const name = goalCookieName(goal, test, subject);
      if (!url || reached.has(name)) return;
      reached.add(name);
      if (`; ${document.cookie}`.includes(`; ${name}=true`)) return;
      const record = () => {
        setCookie(name, 'true');
        // keepalive: a click goal that leaves the page still lands.
        fetch(url, {
          method: 'POST',
          body: new URLSearchParams({
            action: 'et_pb_update_stats_table',
            stats_data_array: statsData(goal, test, subject),
            et_ab_log_nonce: nonces.abLog ?? '',
          }),
          keepalive: true,
        }).catch(() => {});
        after?.();
        this.emit(new PbAbGoalEvent({ test: test.postId, subject, goal }));
      };
      if (allowed()) record();
      else waiting.push(record);
    };
    // With consent later, the goals reached so far are recorded, once each.
    this.connection.add(onConsentChange(() => allowed() && waiting.splice(0).forEach((record) => record())));

    const { tests } = settings;
    // Each test's subject: on a cached page the CMS's choice swapped in (the on-demand part), else the module
    // printed.
    void Promise.resolve(
      settings.cached
        ? subjects.load(this).then(
            (part) =>
              part.swapSubjects(
                ajaxUrl,
                nonces.frontend ?? '',
                tests.map((test) => test.postId),
              ),
            () => [],
          )
        : tests.map((test) =>
            subjectFromClass(
              document.querySelector(`[class*="et_pb_ab_subject_id-${test.postId}_"]`)?.getAttribute('class') ?? '',
              test.postId,
            ),
          ),
    ).then((ids) => {
      // The tests shown, with their goal (a page of older themes with one test marks it `et_pb_ab_goal` alone).
      const shown = tests.flatMap((test, i) =>
        ids[i]
          ? [
              {
                test,
                subject: ids[i],
                goal: document.querySelector(`.et_pb_ab_goal_id-${test.postId}${tests[1] ? '' : ',.et_pb_ab_goal'}`),
              },
            ]
          : [],
      );
      // Disconnected meanwhile: nothing to watch.
      if (!this.isConnected) return;
      const timer = setTimeout(() => shown.forEach((s) => reach(s, 'read_page')), settings.bounceMs);
      this.connection.add(() => clearTimeout(timer));
      // `view_goal` when a goal comes into view (the theme's 80 % offset), `read_goal` if still there 3 s later.
      for (const s of shown) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const io = new IntersectionObserver(
          ([entry]) => {
            clearTimeout(timer);
            if (entry?.isIntersecting) {
              reach(s, 'view_goal');
              timer = setTimeout(() => reach(s, 'read_goal'), READ_GOAL_MS);
            }
          },
          { rootMargin: '0px 0px -20% 0px' },
        );
        if (s.goal) io.observe(s.goal);
        this.connection.add(() => {
          io.disconnect();
          clearTimeout(timer);
        });
      }
      // The goal a node is in, or holds (an element printed around the goal module fires its form's events).
      const goalOf = (node: EventTarget | null) =>
        shown.find((s) => s.goal && (s.goal.contains(node as Node) || (node as Node).contains(s.goal)));
      // A click on a goal, and a successful contact form or newsletter in one (their `pb-form-submit`).
      for (const [type, goal] of [
        ['click', 'click_goal'],
        ['pb-form-submit', 'con_goal'],
      ] as const)
        this.connection.listen(document, type, (event) => {
          const s = goalOf(event.target);
          if (s) reach(s, goal);
        });
      // Shortcode, shop and comment conversions: only where the page has any of them.
      // (a comment goal's form, on the goal page and on the page that comes back after the post).
      if (
        settings.shortcodeTracking ||
        document.querySelector(
          '.et_pb_ab_split_track,.et_pb_ab_shop_conversion,.et_pb_ab_goal :is(form,.add_to_cart_button)',
        )
      )
        void conversions.load(this).then(
          (part) =>
            this.isConnected &&
            part.trackConversions({
              shown,
              settings,
              allowed,
              reach,
              goalOf,
              connection: this.connection,
            }),
          () => {},
        );
    });
  }
}
