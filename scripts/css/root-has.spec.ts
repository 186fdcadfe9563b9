/**
 * No stylesheet of ours chooses rules with a `:has()` on the page's root or body that reaches further down
 * (`html:has(x) body`, `:root:has(x) .y`, `body:has(x) .y`). Chromium then checks such a rule at every change
 * anywhere in the page, and restyles the whole page each time it might apply: the cookie bar's
 * `html:has(cookie-bar[…]) body` did, 63 checks and 37 whole-page restyles while the React site loaded (issue 19;
 * elements/cookie-bar/page-room.ts now sets the room instead). A `:has()` on the root or body that styles only
 * that element (`body:has(.et_is_animating) { overflow-x: clip }`) restyles that one element, and is allowed.
 */
import { describe, expect, it } from 'vitest';
import { ARGUMENTS, ourStylesheets, selectorsIn, selectorsOf } from './selectors.js';

const sheets = ourStylesheets();

/** Whether a selector has a `:has()` on html, :root or body with more of the selector after that compound. */
const ROOT_HAS_REACHING_DOWN = new RegExp(
  String.raw`(^|[\s>~+(])(html|:root|body)(\[[^\]]*\]|[.#:][\w-]+(?:${ARGUMENTS})?)*:has${ARGUMENTS}\S*\s*[\s>~+]\s*\S`,
);
const reachesDownFromRootHas = (selector: string): boolean => ROOT_HAS_REACHING_DOWN.test(selector);

describe('stylesheets keep :has() off the root', () => {
  it('recognises the shapes it forbids, and allows what styles the root or body alone', () => {
    expect(reachesDownFromRootHas("html:has(cookie-bar[data-presentation='banner']) body")).toBe(true);
    expect(reachesDownFromRootHas(':root:has(.x) .y')).toBe(true);
    expect(reachesDownFromRootHas('body:has(.menu-open) > header')).toBe(true);
    expect(reachesDownFromRootHas('body.home:has(.x) main')).toBe(true);
    expect(reachesDownFromRootHas('body:has(.et_is_animating)')).toBe(false);
    expect(reachesDownFromRootHas('pb-menu:has(.mobile_nav) nav')).toBe(false);
    expect(reachesDownFromRootHas('html body .x')).toBe(false);
    expect(selectorsOf('@layer a { html:has(x) body, a:is(b, c) { color: red } }')).toEqual([
      'html:has(x) body',
      'a:is(b, c)',
    ]);
  });

  it.each(sheets)('%s', (sheet) => {
    const offending = selectorsIn(sheet).filter(reachesDownFromRootHas);
    expect(offending).toEqual([]);
  });
});
