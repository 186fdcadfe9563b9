/**
 * Consent read from the consent plugin's own cookies, for pages where the plugin's script runs instead of
 * `<cookie-bar>` (MARKUP.md §9.5): a category is granted when `viewed_cookie_policy=yes` and
 * `cookielawinfo-checkbox-<category>=yes` — per category, where the original feed script keyed every category
 * on "necessary", which is always yes. The plugin tells nobody when the visitor chooses, so, as the original,
 * the cookies are read again 1000 ms after a click on the plugin's bar, its preference switches or its
 * show-again tab. Loaded on demand by the consent gate, only on such pages.
 */
import { hasConsentSource, provideConsent } from './consent.js';
import { ConsentStore, DECISION_COOKIE, documentJar } from './consent-store.js';

export const RECHECK_DELAY = 1000;
/** The plugin's controls after which a choice may have changed (WebToffee's bar and switches, CookieYes' notice). */
export const PLUGIN_CONTROLS =
  '#cookie-law-info-bar a, #cookie-law-info-bar button, .cli-user-preference-checkbox, #cookie-law-info-again, .cky-notice button';

/** True when the page shows the plugin (its bar, or its decision cookie) and no `<cookie-bar>` of ours. */
export function pluginOnPage(doc: Document = document): boolean {
  if (doc.querySelector('cookie-bar')) return false;
  return (
    !!doc.getElementById('cookie-law-info-bar') ||
    doc.cookie.split(';').some((part) => part.trim().startsWith(`${DECISION_COOKIE}=`))
  );
}

let installed = false;

/** Installs the plugin-cookie consent source once, unless the page already has a consent source. */
export function usePluginCookies(): void {
  if (installed || hasConsentSource() || !pluginOnPage()) return;
  installed = true;
  const store = new ConsentStore({ jar: documentJar(), categories: [] });
  const listeners = new Set<() => void>();
  let seen = document.cookie;
  // Page-lifetime, like the source itself: the consent registry outlives any one element.
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target as Element).closest?.(PLUGIN_CONTROLS)) return;
      setTimeout(() => {
        if (document.cookie === seen) return;
        seen = document.cookie;
        listeners.forEach((listener) => listener());
      }, RECHECK_DELAY);
    },
    true,
  );
  provideConsent({
    granted: (category) => store.granted(category),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
}
