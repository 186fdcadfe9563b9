/**
 * Every element: its tag, the CMS roots it upgrades when no tag is printed around them, and how to load its
 * registration. `define-all` and `autoload` both read this one list.
 */
export interface CatalogueEntry {
  tag: string;
  /** Selector for the CMS module roots this tag wraps; `autoload` wraps bare ones itself. */
  cmsRoot?: string;
  load: () => Promise<unknown>;
}

export const CATALOGUE: readonly CatalogueEntry[] = [
  { tag: 'lazy-video', cmsRoot: '.rll-youtube-player', load: () => import('./lazy-video/define.js') },
];
