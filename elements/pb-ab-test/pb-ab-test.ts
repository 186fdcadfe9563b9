import { PbElement } from '../base/pb-element.js';
import { getConfig } from '../core/config.js';
import { isGranted, onConsentChange } from '../core/consent.js';
import { cookieString, erasureStrings, parseCookies } from '../core/cookies.js';
import { postForm, sameOriginUrl } from '../core/form-request.js';
import { safeFragment } from '../core/safe-html.js';
import {
  conversionValue,
  goalCookieName,
  parseConversionValue,
  parseSubjectReply,
  readAbSettings,
  statsData,
  subjectFromClass,
  type AbTest,
  type Goal,
} from './ab-rules.js';
import { PbAbGoalEvent } from './events.js';

/** Read goal: the goal still in view this long after it came into view (spec §4). */
export const READ_GOAL_MS = 3000;
/** The theme's A/B cookie lifetime (spec §9). */
const COOKIE_DAYS = 365;
/** The consent category statistics wait for (TRUST.md C12). */
const CATEGORY = 'analytics';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The page's `#pb-config` block, parsed (a malformed one is config.ts's to report). */
function pageBlock(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(document.getElementById('pb-config')?.textContent ?? '{}');
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/**
 * The theme's `et_pb_custom` with the `#pb-config` block's `et_pb_custom` over it (a page under a strict CSP, with
 * no inline script, prints its A/B settings there).
 */
function pageCustom(block: Record<string, unknown>): Record<string, unknown> {
  const global = (globalThis as { et_pb_custom?: unknown }).et_pb_custom;
  return { ...(isRecord(global) ? global : {}), ...(isRecord(block.et_pb_custom) ? block.et_pb_custom : {}) };
}

interface Running {
  test: AbTest;
  subject: string;
  goal?: Element;
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

  protected override connected(): void {
    if (owner && owner !== this && owner.isConnected) return;
    owner = this;
    this.connection.add(() => {
      if (owner === this) owner = undefined;
    });
    const block = pageBlock();
    const settings = readAbSettings(pageCustom(block));
    const exempt = isRecord(block.abTesting) && block.abTesting.consentExempt === true;
    const allowed = () => exempt || isGranted(CATEGORY);
    this.connection.add(onConsentChange(() => allowed() && this.#flush()));
    this.#allowed = allowed;
    const custom = pageCustom(block);
    const nonce = (key: string, theme: string) =>
      getConfig().nonces[key] ?? (typeof custom[theme] === 'string' ? custom[theme] : '');
    this.#nonces = { abLog: nonce('abLog', 'et_ab_log_nonce'), frontend: nonce('frontend', 'et_frontend_nonce') };
    this.#conversionsFromEarlierPages();
    if (!settings.active) return;
    let live = true;
    this.connection.add(() => (live = false));
    void this.#subjects(settings.tests, settings.cached).then((running) => {
      if (!live) return;
      const timer = setTimeout(() => running.forEach((r) => this.#reach(r, 'read_page')), settings.bounceMs);
      this.connection.add(() => clearTimeout(timer));
      for (const r of running) {
        if (settings.shortcodeTracking && allowed())
          document.cookie = cookieString(
            `et_pb_ab_shortcode_track_${r.test.postId}`,
            conversionValue(r.test, r.subject),
          );
        if (r.goal) this.#watchGoal(r);
      }
      this.#watchConversions(running);
    });
  }

  #allowed: () => boolean = () => false;
  #nonces = { abLog: '', frontend: '' };

  /** Each test's subject: on a cached page the CMS's choice swapped in, else the subject module printed. */
  async #subjects(tests: AbTest[], cached: boolean): Promise<Running[]> {
    const running: Running[] = [];
    for (const test of tests) {
      const subject = cached ? await this.#fetchSubject(test) : this.#printedSubject(test);
      if (subject === undefined) continue;
      const goal =
        document.querySelector(`.et_pb_ab_goal_id-${test.postId}`) ??
        (tests.length === 1 ? document.querySelector('.et_pb_ab_goal') : null);
      running.push({ test, subject, goal: goal ?? undefined });
    }
    return running;
  }

  #printedSubject(test: AbTest): string | undefined {
    const module = document.querySelector(`[class*="et_pb_ab_subject_id-${test.postId}_"]`);
    const subject = module ? subjectFromClass(module.className, test.postId) : undefined;
    if (subject === undefined) this.devWarn(`test ${test.postId} has no subject module on this page.`);
    return subject;
  }

  /**
   * Asks which subject to show (spec call 4), swaps its sanitised content in for its placeholder and removes the
   * test's other placeholders. A failed call shows the first placeholder's own content and records nothing.
   */
  async #fetchSubject(test: AbTest): Promise<string | undefined> {
    const placeholders = [...document.querySelectorAll(`[class*="et_pb_subject_placeholder_id_${test.postId}_"]`)];
    const body = new URLSearchParams({
      action: 'et_pb_ab_get_subject_id',
      et_frontend_nonce: this.#nonces.frontend,
      et_pb_ab_test_id: test.postId,
    });
    const reply = await postForm(getConfig().ajaxUrl, body);
    const subject = reply.kind === 'answer' && reply.status < 400 ? parseSubjectReply(reply.text) : undefined;
    const chosen = subject
      ? placeholders.find((p) => p.classList.contains(`et_pb_subject_placeholder_id_${test.postId}_${subject.id}`))
      : undefined;
    const content = subject && chosen ? safeFragment(subject.content) : undefined;
    if (!subject || !chosen || !content) {
      this.warn(`no subject for test ${test.postId}; showing the first one and recording nothing.`);
      const [first, ...rest] = placeholders;
      first?.replaceWith(...first.childNodes);
      rest.forEach((p) => p.remove());
      return undefined;
    }
    chosen.replaceWith(content);
    placeholders.forEach((p) => p !== chosen && p.remove());
    return subject.id;
  }

  /** `view_goal` when the goal comes into view (the theme's 80 % offset), `read_goal` if still there 3 s later. */
  #watchGoal(r: Running): void {
    const goal = r.goal!;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const io = new IntersectionObserver(
      ([entry]) => {
        clearTimeout(timer);
        if (!entry?.isIntersecting) return;
        this.#reach(r, 'view_goal');
        timer = setTimeout(() => this.#reach(r, 'read_goal'), READ_GOAL_MS);
      },
      { rootMargin: '0px 0px -20% 0px' },
    );
    io.observe(goal);
    this.connection.add(() => {
      io.disconnect();
      clearTimeout(timer);
    });
  }

  /** Clicks on goals, form successes (`pb-form-submit`), shop and comment conversions. */
  #watchConversions(running: Running[]): void {
    const goalOf = (node: EventTarget | null) =>
      node instanceof Node
        ? running.find((r) => r.goal && (r.goal.contains(node) || node.contains(r.goal)))
        : undefined;
    this.connection.listen(document, 'click', (event) => {
      const r = goalOf(event.target);
      if (!r) return;
      this.#reach(r, 'click_goal');
      // A shop goal: the conversion is counted on the order page (`.et_pb_ab_shop_conversion`).
      if ((event.target as Element).closest?.('.add_to_cart_button, .single_add_to_cart_button') && this.#allowed())
        document.cookie = cookieString('et_pb_ab_shop_log', conversionValue(r.test, r.subject), { days: COOKIE_DAYS });
    });
    this.connection.listen(document, 'pb-form-submit', (event) => {
      const r = goalOf(event.target);
      if (r) this.#reach(r, 'con_goal');
    });
    // A comment posted from a goal is counted when the page comes back after the post.
    this.connection.listen(document, 'submit', (event) => {
      const r = goalOf(event.target);
      if (r && (event.target as Element).matches('#commentform, .comment-form') && this.#allowed())
        document.cookie = cookieString(`et_pb_ab_comment_log_${r.test.postId}${r.test.testId}`, 'true');
    });
    const cookies = parseCookies(document.cookie);
    for (const r of running) {
      const name = `et_pb_ab_comment_log_${r.test.postId}${r.test.testId}`;
      if (cookies.get(name) === 'true') {
        this.#erase(name);
        this.#reach(r, 'con_goal');
      }
    }
  }

  /** Conversions counted on this page for tests shown on earlier ones: shortcode tracking and the shop's order page. */
  #conversionsFromEarlierPages(): void {
    const cookies = parseCookies(document.cookie);
    for (const track of document.querySelectorAll('.et_pb_ab_split_track[data-test_id]')) {
      const name = `et_pb_ab_shortcode_track_${track.getAttribute('data-test_id') ?? ''}`;
      const earlier = parseConversionValue(cookies.get(name) ?? '');
      if (earlier) this.#reach(earlier, 'con_short', () => this.#erase(name));
    }
    const shop = parseConversionValue(cookies.get('et_pb_ab_shop_log') ?? '');
    if (shop && document.querySelector('.et_pb_ab_shop_conversion'))
      this.#reach(shop, 'con_goal', () => this.#erase('et_pb_ab_shop_log'));
  }

  #erase(name: string): void {
    for (const assignment of erasureStrings(name, location.hostname)) document.cookie = assignment;
  }

  /**
   * Records `goal` once: not when this page (or, by its cookie, an earlier visit) already did; held until consent.
   * `after` runs once it is recorded.
   */
  #reach({ test, subject }: { test: AbTest; subject: string }, goal: Goal, after?: () => void): void {
    const name = goalCookieName(goal, test, subject);
    if (recorded.has(name) || this.#waiting.has(name)) return;
    if (parseCookies(document.cookie).get(name) === 'true') return void recorded.add(name);
    const url = sameOriginUrl(getConfig().ajaxUrl);
    if (!url) return this.warn('the ajax URL is not on this site; A/B goals are not recorded.');
    const record = () => {
      recorded.add(name);
      document.cookie = cookieString(name, 'true', { days: COOKIE_DAYS });
      const body = new URLSearchParams({
        action: 'et_pb_update_stats_table',
        stats_data_array: statsData(goal, test, subject),
        et_ab_log_nonce: this.#nonces.abLog,
      });
      void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => {});
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
