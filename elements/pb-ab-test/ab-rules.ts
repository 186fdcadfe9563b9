/**
 * The A/B testing rules, pure: the page's test settings as the theme prints them in `et_pb_custom` (MARKUP.md §2,
 * §7), the subject and goal classes, the theme's cookie names, the stats body (spec call 3) and the subject reply
 * of a cached page (spec call 4). Everything read here is untrusted page data: a malformed value gives the safe
 * default, and every id that ends up in a cookie name or a selector is a plain word.
 */

export type Goal = 'read_page' | 'view_goal' | 'read_goal' | 'click_goal' | 'con_goal' | 'con_short';

export interface AbTest {
  /** The test's post id (a page, or a layout): what the stats call's `test_id` and the classes carry. */
  postId: string;
  /** The test's unique id: part of the cookie names. */
  testId: string;
}

export interface AbSettings {
  /** The tests run on this page: none unless `is_ab_testing_active`. */
  tests: AbTest[];
  /** `read_page` is reached this long after load (`ab_bounce_rate`, seconds; the theme's default 5). */
  bounceMs: number;
  /** A cache plugin serves the page: subjects come from `et_pb_ab_get_subject_id` (`is_cache_plugin_active`). */
  cached: boolean;
  /** Conversions on other pages are tracked by shortcode (`is_shortcode_tracking` "on"). */
  shortcodeTracking: boolean;
}

/** The theme's flags: `true`, `"yes"` (cache plugin), `"on"` (shortcode tracking), or `"1"`. */
const yes = (v: unknown) => [true, 1, '1', 'true', 'yes', 'on'].includes(v as string);

/**
 * The tests of a page from the theme's `et_pb_custom` object (undefined, or anything else, gives none). Post ids
 * are WordPress ids (digits), test ids plain words: both end up in cookie names.
 */
export function readAbSettings(custom: unknown): AbSettings {
  // Object(): anything but an object (undefined, a string…) reads as one without the settings.
  const theme = Object(custom) as Record<string, unknown>;
  const tests: AbTest[] = [];
  // Themes before multi-test pages printed one test: the page itself, with `unique_test_id`.
  for (const entry of (Array.isArray(theme.ab_tests)
    ? theme.ab_tests
    : [{ post_id: theme.page_id, test_id: theme.unique_test_id }]) as Array<Record<string, unknown> | null>) {
    const [postId, testId] = [entry?.post_id, entry?.test_id].map((v) =>
      typeof v === 'number' || typeof v === 'string' ? String(v) : '',
    ) as [string, string];
    if (/^\d{1,20}$/.test(postId) && /^[\w-]{1,64}$/.test(testId) && !tests.some((t) => t.postId === postId))
      tests.push({ postId, testId });
  }
  // Seconds (the theme's default 5, at most an hour).
  const rate = typeof theme.ab_bounce_rate === 'object' ? NaN : Number(theme.ab_bounce_rate ?? 5);
  return {
    tests: yes(theme.is_ab_testing_active) ? tests : [],
    bounceMs: Math.round((rate >= 0 ? Math.min(rate, 3600) : 5) * 1000),
    cached: yes(theme.is_cache_plugin_active),
    shortcodeTracking: yes(theme.is_shortcode_tracking),
  };
}

/** The subject id a module's class list names for test `postId` (`et_pb_ab_subject_id-<post>_<subject>`). */
export const subjectFromClass = (className: string, postId: string): string | undefined =>
  className.match(new RegExp(`(?:^|\\s)et_pb_ab_subject_id-${postId}_(\\d{1,20})(?:\\s|$)`))?.[1];

/**
 * The theme's cookie for a goal reached: `et_pb_ab_<goal>_<post><test><subject>` (no subject for `click_goal` and
 * `con_short`, as the theme wrote them). It both remembers the goal for 365 days and stops a second count.
 */
export function goalCookieName(goal: Goal, test: AbTest, subject: string): string {
  return `et_pb_ab_${goal}_${test.postId}${test.testId}${goal === 'click_goal' || goal === 'con_short' ? '' : subject}`;
}

/** The `stats_data_array` field (spec call 3): as the theme sent it, `test_id` carries the test's post id. */
export function statsData(goal: Goal, test: AbTest, subject: string): string {
  return JSON.stringify({ test_id: test.postId, subject_id: subject, record_type: goal });
}
