/**
 * The library's one Trusted Types policy, `pb-html` (the name the site's CSP allows beside `lit-html`), created
 * once, on first need. It does two narrow things:
 * - script URLs, only for scripts the site configured (the captcha's), so nothing else can load code through it;
 * - HTML for the inert parser in `safe-html.ts` only: a `DOMParser` document runs no script and loads nothing,
 *   and what leaves it is rebuilt element by element from an allow-list. No other module may use `inertHtml`.
 */
interface Policy {
  createHTML(input: string): unknown;
  createScriptURL(url: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: { createHTML(input: string): string; createScriptURL(url: string): string },
  ): Policy;
}

const scripts = new Set<string>();
let policy: Policy | undefined;

function pbPolicy(): Policy | undefined {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return undefined;
  return (policy ??= factory.createPolicy('pb-html', {
    createHTML: (input) => input,
    createScriptURL(url) {
      if (!scripts.has(url)) throw new TypeError(`pb-html: ${url} is not a configured script`);
      return url;
    },
  }));
}

/** `url` made loadable as a script's `src`: a TrustedScriptURL where the page enforces Trusted Types. */
export function trustedScriptUrl(url: string): string {
  scripts.add(url);
  const p = pbPolicy();
  return (p ? p.createScriptURL(url) : url) as string;
}

/** `html` as TrustedHTML for `DOMParser` in safe-html.ts, and nowhere else (see above). */
export function inertHtml(html: string): string {
  const p = pbPolicy();
  return (p ? p.createHTML(html) : html) as string;
}
