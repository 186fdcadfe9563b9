/**
 * The site's server render (issue 19), run once at build time by scripts/build.mjs: the whole page as HTML for
 * index.html's #root, so the first paint does not wait for the bundle; main.tsx then hydrates it.
 *
 * React's static `prerender` waits for every lazy section (unlike renderToString, which would print the Suspense
 * fallback), so the sections below the first screen are in the HTML too. On the client those sections keep their
 * server HTML until their chunks arrive, then hydrate in place.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { configure } from 'pb-elements';
import { App } from './App.js';

/**
 * The page's HTML inside #root. `pageConfig` is the page's #pb-config JSON (index.html), which the client reads
 * from the document: the server render must see the same values (the contact form prints the form nonce's
 * `%PB_NONCE:…%` placeholder, which the reference server fills in the HTML and in the config alike).
 */
export async function render(pageConfig: string): Promise<string> {
  configure(JSON.parse(pageConfig));
  const { prelude } = await prerender(
    <StrictMode>
      <App />
    </StrictMode>,
    // No boundary "outlined" (printed after the rest and moved in place by an inline script, which the site's CSP
    // forbids): every section where it belongs, in document order.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
