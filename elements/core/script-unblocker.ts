/**
 * Runs scripts the page holds back until consent: `<script type="text/plain" data-cookie-category="analytics">`
 * (and the CMS plugin's own markers, `data-cli-script-type`). Once a category is granted its scripts run in
 * document order — an external one finishes loading before the next starts — and never twice.
 * `<cookie-bar>` calls it at start and on every change of consent.
 */
import { HELD_SCRIPTS } from './held-scripts.js';

const categoryOf = (script: HTMLScriptElement) => script.dataset.cookieCategory ?? script.dataset.cliScriptType ?? '';

/** Re-inserts one held-back script as a live one; resolves when it has run (or failed to load). */
function run(held: HTMLScriptElement): Promise<void> {
  const live = document.createElement('script');
  for (const { name, value } of held.attributes) if (name !== 'type') live.setAttribute(name, value);
  live.dataset.pbConsent = 'accepted';
  const done = live.src
    ? new Promise<void>((resolve) => {
        // Whichever comes first; the script element is discarded with its listeners once it has run.
        live.addEventListener('load', () => resolve(), { once: true });
        live.addEventListener('error', () => resolve(), { once: true });
      })
    : Promise.resolve();
  // Inline code is only copied, never built from strings; pages with a strict CSP hold back `src` scripts only.
  if (!live.src) live.text = held.text;
  held.replaceWith(live);
  return done;
}

let queue: Promise<void> = Promise.resolve();

/**
 * Runs every held-back script in `root` whose category `isGranted` allows, in document order. Calls are
 * serialised, so overlapping consent changes never run a script twice. Resolves when they have all run.
 */
export function unblockScripts(isGranted: (category: string) => boolean, root: ParentNode = document): Promise<void> {
  queue = queue.then(async () => {
    for (const held of root.querySelectorAll<HTMLScriptElement>(HELD_SCRIPTS)) {
      if (!held.isConnected || !isGranted(categoryOf(held))) continue;
      try {
        await run(held);
      } catch (error) {
        // e.g. Trusted Types refusing a plain string: report it, and keep running the rest.
        console.warn('[pb-elements] a held-back script could not run:', error);
      }
    }
  });
  return queue;
}
