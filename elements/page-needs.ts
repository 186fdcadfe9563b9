/**
 * What autoload reads of the page before any element has loaded: the `#pb-config` block, and whether the page will
 * need an element's on-demand part (the conditions of scripts/size/eager-parts.mjs), so the part is fetched with
 * the element instead of one round trip later (elements/chunk-preload-cdn.ts).
 */

export type PageBlock = { et_pb_custom?: { ab_tests?: unknown[] }; consent?: { gate?: unknown } };

/**
 * The last block read and the text it was read from (at first nothing any text equals): autoload asks once per
 * condition of every element, and parsing again each time was a measurable part of its task (issue 19).
 */
let readFrom: unknown = Symbol();
let block: PageBlock = {};

/**
 * The page's `#pb-config` block ({} when there is none or it is malformed: config.ts reports it), parsed again
 * only when its text has changed. Read-only: the same object is shared by every caller.
 */
export function pageBlock(): PageBlock {
  const text = document.getElementById('pb-config')?.textContent;
  if (text !== readFrom) {
    readFrom = text;
    try {
      // Without a block, nothing to throw: JSON.parse(undefined) throws, and a throw costs (most pages have none).
      block = (JSON.parse(text ?? '{}') as PageBlock | null) ?? {};
    } catch {
      block = {};
    }
  }
  return block;
}

/**
 * Whether the page will need an on-demand part whose condition is `when`:
 *  - `gate`: gated elements will read the consent plugin's own cookies (gating on in `#pb-config`, and no
 *    `<cookie-bar>` of ours);
 *  - `$a.b`: a page setting (in `#pb-config`, else the page global of that name) that is set and is not "no", "off"
 *    or "false", as the theme reads its own settings;
 *  - otherwise a selector the page matches.
 * Only a hint for what to fetch early: each element still decides itself.
 */
export function pageNeeds(when: string): boolean {
  if (when === 'gate') return pageBlock().consent?.gate === true && !document.querySelector('cookie-bar');
  if (when[0] !== '$') return !!document.querySelector(when);
  const read = (root: unknown) =>
    when
      .slice(1)
      .split('.')
      .reduce((at: unknown, key) => (at as Record<string, unknown> | undefined)?.[key], root);
  const value = read(pageBlock()) ?? read(globalThis);
  return !!value && !/^(no|off|false)$/.test(String(value));
}
