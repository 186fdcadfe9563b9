/**
 * A page of posts from another blog page (docs/MARKUP.md §8.8, docs/SPEC.md call 5), fetched, read inertly and made
 * safe (docs/TRUST.md §3.1), with the page's cached design styles: loaded with the first page link a visitor
 * presses, not with the blog (PERF.md §5). Replies are kept per address and module for the page's life. In a
 * block-layout preview (body `et-block-layout-preview`) the page is asked for by POST with the layout content
 * (`ETBlockLayoutModulesScript.layoutContent`), as the theme's script did.
 */
import { nextTask } from '../core/next-task.js';
import { inertPage, safeChildren } from '../core/safe-html.js';

const CONTAINER = '.et_pb_ajax_pagination_container';
/** The theme's cached per-module design styles, taken from each reply along with the module. */
const DESIGN_STYLES = '#et-builder-module-design-cached-inline-styles';

interface Reply {
  content: DocumentFragment;
  styles: string | undefined;
}

/** How long a page may take, headers and body, before the load is given up (as the forms' requests are). */
const PAGE_TIMEOUT = 20_000;

/** Replies, per address and module (the theme's cache key is href + selector). */
const cache = new Map<string, Reply>();
/** The one sheet holding the latest reply's design styles (a constructed sheet: no inline `<style>` under CSP). */
let designSheet: CSSStyleSheet | undefined;

/** Forgets every kept reply. */
export const clearReplies = (): void => cache.clear();

/**
 * The posts of module `selector` in the page at `href`, made safe (a fresh copy each time), with that page's design
 * styles adopted; undefined when the reply has no such module. Throws on a failed fetch or a status other than 2xx
 * and 404 (a page past the last is a 404 whose module is still shown, spec §8).
 */
export async function loadPosts(href: string, selector: string, signal: AbortSignal): Promise<Node | undefined> {
  const key = `${href} ${selector}`;
  let reply = cache.get(key);
  if (!reply) {
    // A block-layout preview is a blank page whose layout comes by POST: the next page gets it the same way.
    const layout =
      document.body.classList.contains('et-block-layout-preview') &&
      (globalThis as { ETBlockLayoutModulesScript?: { layoutContent?: unknown } }).ETBlockLayoutModulesScript
        ?.layoutContent;
    // A page that has not come in by then is given up (the visitor is told, and a second press opens it), as is
    // one the element gives up on (another page asked for, or the element removed: its signal is this call's alone).
    const given = new AbortController();
    const abort = () => given.abort();
    const timer = setTimeout(abort, PAGE_TIMEOUT);
    signal.onabort = abort;
    // fetch's default credentials (same-origin) send the visitor's cookies, as a link would.
    const text = await fetch(href, {
      signal: given.signal,
      ...(typeof layout === 'string' && {
        method: 'POST',
        body: new URLSearchParams({ et_layout_block_layout_content: layout }),
      }),
    })
      .then((response) => {
        if (!response.ok && response.status !== 404) throw new Error(`status ${response.status}`);
        return response.text();
      })
      .finally(() => clearTimeout(timer))
      // The page changes next (or shows the failure): in a task of its own, never inside a ResizeObserver callback
      // where WebKit may run the reply's continuation (core/next-task.ts).
      .finally(nextTask);
    const parsed = inertPage(text);
    const root = parsed.querySelector(`${selector} ${CONTAINER}`);
    if (!root) return undefined;
    reply = { content: safeChildren(root), styles: parsed.querySelector(DESIGN_STYLES)?.textContent ?? undefined };
    cache.set(key, reply);
  }
  if (reply.styles !== undefined) adoptDesignStyles(reply.styles);
  return reply.content.cloneNode(true);
}

/** Replaces the design styles taken from the last reply (the page's own printed ones stay). */
function adoptDesignStyles(text: string): void {
  try {
    const sheet = (designSheet ??= new CSSStyleSheet());
    // replaceSync ignores @import: a reply's styles can fetch nothing that way.
    sheet.replaceSync(text);
    if (!document.adoptedStyleSheets.includes(sheet))
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    // Styles the browser cannot parse are left out: the posts still show.
  }
}
