/**
 * Connects a consent store to the page: it becomes the consent source every gated element asks, each change
 * is announced as `pb-consent-change` on the document, and Google Consent Mode v2 gets its `default` (all
 * denied but the necessary signals) at once and an `update` on every change — and on each later page load
 * where a choice is already stored (TRUST.md #24).
 *
 * `<cookie-bar>` calls it when it connects.
 */
import { PbEvent } from './pb-event.js';
import { provideConsent } from './consent.js';
import {
  consentModeSignals,
  DEFAULT_CONSENT_MODE_MAPPING,
  type ConsentModeMapping,
  type ConsentStore,
  type Decision,
} from './consent-store.js';

export interface ConsentChangeDetail {
  decision: Decision | undefined;
  /** Each category the store knows, granted or not. */
  granted: Record<string, boolean>;
}

export class PbConsentChangeEvent extends PbEvent<ConsentChangeDetail> {
  constructor(detail: ConsentChangeDetail) {
    super('pb-consent-change', detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-consent-change': PbConsentChangeEvent;
  }
  interface Window {
    dataLayer?: unknown[];
  }
}

export interface ConnectOptions {
  /** The categories announced in `pb-consent-change`. */
  categories: string[];
  /** Send Consent Mode v2 signals to `window.dataLayer` (gtag's queue). */
  consentMode?: boolean;
  mapping?: ConsentModeMapping;
  /** Milliseconds Google tags wait for the first update. */
  waitForUpdate?: number;
}

/** gtag's own queueing: it reads `arguments` objects from dataLayer, so push those, not arrays. */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- gtag.js only acts on Arguments objects in dataLayer, not arrays
  (window.dataLayer ??= []).push(arguments);
}

/** Connects `store` to the page; returns the function that disconnects it. */
export function connectConsent(
  store: ConsentStore,
  { categories, consentMode = false, mapping = DEFAULT_CONSENT_MODE_MAPPING, waitForUpdate = 500 }: ConnectOptions,
): () => void {
  const signals = () => consentModeSignals((category) => store.granted(category), mapping);
  if (consentMode) {
    const denied = consentModeSignals((category) => category === 'necessary', mapping);
    gtag('consent', 'default', { ...denied, wait_for_update: waitForUpdate });
    if (store.decision) gtag('consent', 'update', signals());
  }
  const announce = () => {
    document.dispatchEvent(
      new PbConsentChangeEvent({
        decision: store.decision,
        granted: Object.fromEntries(categories.map((c) => [c, store.granted(c)])),
      }),
    );
    if (consentMode) gtag('consent', 'update', signals());
  };
  const unsubscribe = store.subscribe(announce);
  provideConsent(store);
  return () => {
    unsubscribe();
    provideConsent(undefined);
  };
}
