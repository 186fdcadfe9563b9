/**
 * The two ways a CMS page reaches the journeys (issue 18, "Done means"): as the demo prints it, with a tag around
 * some modules, and with no element tag at all (`?bare`, site/server/bare.mjs), where `autoload.js` must wrap every
 * module and add the page behaviours itself. Journeys on CMS pages run once for each:
 * `describe.each(CMS_VARIANTS)('… ($name)', ({ query }) => …)` and `cmsUrl(base, 'cms/page.html', query)`.
 */
export const CMS_VARIANTS = [
  { name: 'with tags', query: '' },
  { name: 'without tags', query: '?bare' },
] as const;

export type CmsQuery = (typeof CMS_VARIANTS)[number]['query'];

/** `base` + `path` (which may end in a `#hash`) in the variant `query`. */
export function cmsUrl(base: string, path: string, query: CmsQuery): string {
  const [page, hash] = path.split(/(?=#)/);
  return `${base}${page}${query}${hash ?? ''}`;
}
