/**
 * The CMS pages as a site prints them once it has swapped the original scripts for ours and printed no tag at all
 * (issue 18, "Done means"): `?bare` on a `/cms/` page serves it with every element tag that wraps CMS markup
 * taken out (`<lazy-video>…</lazy-video>` around a placeholder, `<sbi-feed>` around the feed, the empty
 * `<pb-page>`), so the journeys prove that `autoload.js` alone upgrades the page. A tag that carries attributes is
 * the element used by hand (no CMS prints one) and stays, with its closing tag.
 */

/** An opening or closing tag of one of our elements (their names: `elements/catalogue.ts`, checked by bare.spec.ts). */
const ELEMENT_TAG = /<(\/?)(pb-[a-z-]+|cookie-bar|lazy-video|sbi-feed)(\s[^>]*)?>/g;

/** `html` with every attribute-less element tag (and its closing tag) removed. */
export function stripElementTags(html) {
  /** Per tag name, for each open element: whether its opening tag was removed. */
  const open = new Map();
  return html.replace(ELEMENT_TAG, (tag, closing, name, attributes) => {
    if (!open.has(name)) open.set(name, []);
    const stack = open.get(name);
    if (closing) return stack.pop() ? '' : tag;
    const strip = !attributes?.trim();
    stack.push(strip);
    return strip ? '' : tag;
  });
}

/** Whether a request for `url` asks for a CMS page's tagless variant. */
export const wantsBare = (url) => url.pathname.startsWith('/cms/') && url.searchParams.has('bare');
