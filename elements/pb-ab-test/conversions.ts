/**
 * The conversions counted away from the goal's own clicks and forms (MARKUP.md §7), loaded on demand where a page
 * has any of them: shortcode tracking (the test page remembers its subject; a page with `.et_pb_ab_split_track`
 * counts `con_short`), a shop goal (adding to the cart remembers the subject; the order page,
 * `.et_pb_ab_shop_conversion`, counts `con_goal`) and a comment goal (posting remembers it; the page that comes
 * back counts `con_goal`). The remembering cookies are written only with consent, like every A/B cookie.
 */
import type { Disposer } from '../base/disposer.js';
import { onConsentChange } from '../core/consent.js';
import { setCookie } from './ab-cookies.js';
import type { AbSettings, AbTest, Goal } from './ab-rules.js';

/** `<post>_<subject>_<test>`: what the shortcode-tracking and shop cookies hold. */
export const conversionValue = (test: AbTest, subject: string) => `${test.postId}_${subject}_${test.testId}`;

/** Reads a shortcode-tracking or shop cookie's value back; undefined when it is not one. */
export function parseConversionValue(value: string): { test: AbTest; subject: string } | undefined {
  const match = /^(\d{1,20})_(\d{1,20})_([\w-]{1,64})$/.exec(value);
  return match ? { test: { postId: match[1], testId: match[3] }, subject: match[2] } : undefined;
}

/** A cookie's value ('' when there is none). */
const getCookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(name + '='))
    ?.slice(name.length + 1) ?? '';

export interface Shown {
  test: AbTest;
  subject: string;
  /** The test's goal module, when this page has it. */
  goal?: Element | null;
}

export interface ConversionOptions {
  /** The tests this page shows (none on a page that only counts conversions). */
  shown: Shown[];
  /** The page's settings (`shortcodeTracking`: this test page remembers its subject for a later `con_short`). */
  settings: AbSettings;
  allowed: () => boolean;
  /** Records a goal once (held until consent); `after` runs once it is recorded. */
  reach: (shown: Shown, goal: Goal, after?: () => void) => void;
  /** The test the goal holding a node belongs to. */
  goalOf: (node: EventTarget | null) => Shown | undefined;
  connection: Disposer;
}

export function trackConversions({ shown, settings, allowed, reach, goalOf, connection }: ConversionOptions) {
  const erase = (name: string) => () => setCookie(name, '', 0);
  for (const track of document.querySelectorAll('.et_pb_ab_split_track[data-test_id]')) {
    const name = `et_pb_ab_shortcode_track_${track.getAttribute('data-test_id')}`;
    const earlier = parseConversionValue(getCookie(name));
    if (earlier) reach(earlier, 'con_short', erase(name));
  }
  const shop = parseConversionValue(getCookie('et_pb_ab_shop_log'));
  if (shop && document.querySelector('.et_pb_ab_shop_conversion')) reach(shop, 'con_goal', erase('et_pb_ab_shop_log'));
  const commentCookie = (s: Shown) => `et_pb_ab_comment_log_${s.test.postId}${s.test.testId}`;
  // A shortcode-tracked test page remembers its subject for the page that counts `con_short`: now, or once
  // analytics consent comes.
  const remember = () => {
    if (!allowed()) return;
    for (const s of shown) setCookie(`et_pb_ab_shortcode_track_${s.test.postId}`, conversionValue(s.test, s.subject));
    return true;
  };
  if (settings.shortcodeTracking && !remember()) {
    const stop = onConsentChange(() => remember() && stop());
    connection.add(stop);
  }
  for (const s of shown) if (getCookie(commentCookie(s)) === 'true') reach(s, 'con_goal', erase(commentCookie(s)));
  connection.listen(document, 'click', (event) => {
    const s = goalOf(event.target);
    if (s && allowed() && (event.target as Element).closest('.add_to_cart_button, .single_add_to_cart_button'))
      setCookie('et_pb_ab_shop_log', conversionValue(s.test, s.subject));
  });
  connection.listen(document, 'submit', (event) => {
    const s = goalOf(event.target);
    if (s && allowed() && (event.target as Element).matches('#commentform, .comment-form'))
      setCookie(commentCookie(s), 'true');
  });
}
