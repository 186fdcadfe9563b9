import { PbElement } from '../base/pb-element.js';
import { onDemand } from '../base/on-demand.js';
import { getConfig } from '../core/config.js';
import { isGranted, onConsentChange } from '../core/consent.js';
import { getCookie, setCookie } from './ab-cookies.js';
import {
  goalCookieName,
  isRecord,
  readAbSettings,
  statsData,
  subjectFromClass,
  type AbTest,
  type Goal,
} from './ab-rules.js';
import type { Shown } from './conversions.js';
import { PbAbGoalEvent } from './events.js';

/** Read goal: the goal still in view this long after it came into view (spec §4). */
export const READ_GOAL_MS = 3000;

const subjects = onDemand('pb-ab-test/cached-subjects', () => import('./cached-subjects.js'));
const conversions = onDemand('pb-ab-test/conversions', () => import('./conversions.js'));

/** `url` on this page's own origin (TRUST.md #41), else undefined. */
function sameOrigin(url: string): URL | undefined {
  try {
    const resolved = new URL(url, document.baseURI);
    return resolved.origin === location.origin ? resolved : undefined;
  } catch {
    return undefined;
  }
}

/** Goals recorded (or found already recorded) on this page, by cookie name: one count each, whatever the instances. */
const recorded = new Set<string>();
/** The instance doing the page's A/B work (a second one, e.g. autoload's beside a printed tag, stays idle). */
let owner: PbAbTestElement | undefined;

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

  /** Goals reached while consent is missing, by cookie name, recorded once it comes. */
  readonly #waiting = new Map<string, () => void>();
  #allowed = () => false;
  #nonces = { abLog: '', frontend: '' };

  protected override connected(): void {
    if (owner?.isConnected && owner !== this) return;
    owner = this;
    this.connection.add(() => owner === this && (owner = undefined));
    // The theme's global, with the `#pb-config` block's copy over it (a page under a strict CSP prints it there).
    let block: Record<string, unknown> = {};
    try {
      block = JSON.parse(document.getElementById('pb-config')!.textContent!);
    } catch {
      // No block, or a malformed one (config.ts reports it).
    }
    const global = (globalThis as { et_pb_custom?: unknown }).et_pb_custom;
    const custom = {
      ...(isRecord(global) ? global : {}),
      ...(isRecord(block?.et_pb_custom) ? block.et_pb_custom : {}),
    };
    const settings = readAbSettings(custom);
    const exempt = isRecord(block?.abTesting) && block.abTesting.consentExempt === true;
    this.#allowed = () => exempt || isGranted('analytics');
    this.connection.add(onConsentChange(() => this.#allowed() && this.#flush()));
    const nonce = (key: string, theme: string) => getConfig().nonces[key] ?? String(custom[theme] ?? '');
    this.#nonces = { abLog: nonce('abLog', 'et_ab_log_nonce'), frontend: nonce('frontend', 'et_frontend_nonce') };
    let live = true;
    this.connection.add(() => (live = false));
    void this.#subjects(settings.active ? settings.tests : [], settings.cached).then((shown) => {
      if (!live) return;
      if (shown.length) {
        const timer = setTimeout(() => shown.forEach((s) => this.#reach(s, 'read_page')), settings.bounceMs);
        this.connection.add(() => clearTimeout(timer));
      }
      shown.forEach((s) => s.goal && this.#watchGoal(s));
      const goalOf = (node: EventTarget | null) =>
        node instanceof Node ? shown.find((s) => s.goal?.contains(node) || node.contains(s.goal!)) : undefined;
      // A click on a goal, and a successful contact form or newsletter in one (their `pb-form-submit`).
      for (const [type, goal] of [
        ['click', 'click_goal'],
        ['pb-form-submit', 'con_goal'],
      ] as const)
        this.connection.listen(document, type, (event) => {
          const s = goalOf(event.target);
          if (s) this.#reach(s, goal);
        });
      // Shortcode, shop and comment conversions: only where the page has any of them.
      if (
        settings.shortcodeTracking ||
        /et_pb_ab_(comment|shop)_log/.test(document.cookie) ||
        document.querySelector(
          '.et_pb_ab_split_track,.et_pb_ab_shop_conversion,.et_pb_ab_goal form,.et_pb_ab_goal .add_to_cart_button',
        )
      )
        void conversions.load(this).then(
          (part) =>
            live &&
            part.trackConversions({
              shown,
              shortcodeTracking: settings.shortcodeTracking,
              allowed: () => this.#allowed(),
              reach: (s, goal, after) => this.#reach(s, goal, after),
              goalOf,
              connection: this.connection,
            }),
          () => {},
        );
    });
  }

  /** Each test's subject: on a cached page the CMS's choice swapped in, else the subject module printed. */
  async #subjects(tests: AbTest[], cached: boolean): Promise<Shown[]> {
    const shown: Shown[] = [];
    for (const test of tests) {
      const subject = cached ? await this.#fetchSubject(test) : this.#printedSubject(test);
      if (subject === undefined) continue;
      const goal =
        document.querySelector(`.et_pb_ab_goal_id-${test.postId}`) ??
        (tests.length === 1 ? document.querySelector('.et_pb_ab_goal') : null);
      shown.push({ test, subject, goal: goal ?? undefined });
    }
    return shown;
  }

  #printedSubject(test: AbTest): string | undefined {
    const module = document.querySelector(`[class*="et_pb_ab_subject_id-${test.postId}_"]`);
    const subject = module ? subjectFromClass(module.className, test.postId) : undefined;
    if (subject === undefined) this.devWarn(`test ${test.postId} has no subject module on this page.`);
    return subject;
  }

  /** A cached page's subject for `test`, from the CMS (the on-demand part); undefined records nothing. */
  async #fetchSubject(test: AbTest): Promise<string | undefined> {
    const part = await subjects.load(this).catch(() => undefined);
    const subject = await part?.swapSubject({
      ajaxUrl: getConfig().ajaxUrl,
      nonce: this.#nonces.frontend,
      postId: test.postId,
    });
    if (subject === undefined) this.warn(`no subject for test ${test.postId}`);
    return subject;
  }

  /** `view_goal` when the goal comes into view (the theme's 80 % offset), `read_goal` if still there 3 s later. */
  #watchGoal(s: Shown): void {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const io = new IntersectionObserver(
      ([entry]) => {
        clearTimeout(timer);
        if (!entry?.isIntersecting) return;
        this.#reach(s, 'view_goal');
        timer = setTimeout(() => this.#reach(s, 'read_goal'), READ_GOAL_MS);
      },
      { rootMargin: '0px 0px -20% 0px' },
    );
    io.observe(s.goal!);
    this.connection.add(() => {
      io.disconnect();
      clearTimeout(timer);
    });
  }

  /**
   * Records `goal` once: not when this page (or, by its cookie, an earlier visit) already did; held until consent.
   * `after` runs once it is recorded.
   */
  #reach({ test, subject }: Shown, goal: Goal, after?: () => void): void {
    const name = goalCookieName(goal, test, subject);
    if (recorded.has(name) || this.#waiting.has(name)) return;
    if (getCookie(name) === 'true') return void recorded.add(name);
    const url = sameOrigin(getConfig().ajaxUrl);
    if (!url) return this.warn('ajax URL not on this site: no A/B stats.');
    const record = () => {
      recorded.add(name);
      setCookie(name, 'true');
      const body = new URLSearchParams({
        action: 'et_pb_update_stats_table',
        stats_data_array: statsData(goal, test, subject),
        et_ab_log_nonce: this.#nonces.abLog,
      });
      // keepalive: a click goal that leaves the page still lands.
      fetch(url, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => {});
      after?.();
      this.emit(new PbAbGoalEvent({ test: test.postId, subject, goal }));
    };
    if (this.#allowed()) record();
    else this.#waiting.set(name, record);
  }

  /** Records the goals reached before consent, once each. */
  #flush(): void {
    const waiting = [...this.#waiting.values()];
    this.#waiting.clear();
    waiting.forEach((record) => record());
  }
}
