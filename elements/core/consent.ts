/**
 * The consent interface every third-party-touching element asks before any request. The cookie bar provides
 * the real source; without one, nothing is granted while gating is on. The registry lives on a global symbol
 * so a consent provider from another bundle on the page is still found.
 */
import { PbEvent } from './pb-event.js';
import { getConfig } from './config.js';

export interface ConsentSource {
  /** Whether the visitor has granted `category` (e.g. `functional`, `analytics`, `advertisement`). */
  granted(category: string): boolean;
  /** Calls `listener` after any change of choice; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Grants `category` for good ("always allow" on a gated placeholder); sources without it ignore the wish. */
  allow?(category: string): void;
}

interface Registry {
  source?: ConsentSource;
  unsubscribeSource?: () => void;
  listeners: Set<() => void>;
}

const KEY = Symbol.for('pb-elements.consent');
const registry = ((globalThis as Record<symbol, Registry | undefined>)[KEY] ??= { listeners: new Set() });
const notify = () => registry.listeners.forEach((listener) => listener());

/** Installs the page's consent source (the cookie bar does this), or removes it with `undefined`. */
export function provideConsent(source: ConsentSource | undefined): void {
  registry.unsubscribeSource?.();
  registry.source = source;
  registry.unsubscribeSource = source?.subscribe(notify);
  notify();
}

/** True when a consent source is installed (the cookie bar's, or the consent plugin's cookies). */
export function hasConsentSource(): boolean {
  return !!registry.source;
}

/** True when gating is off, or the visitor granted `category`. */
export function isGranted(category: string): boolean {
  return !getConfig().consent.gate || (registry.source?.granted(category) ?? false);
}

/** Grants `category` for good through the page's consent source, when it supports that. */
export function allowAlways(category: string): void {
  registry.source?.allow?.(category);
}

/** Subscribes to any change of consent (or of the source); returns the unsubscribe function. */
export function onConsentChange(listener: () => void): () => void {
  registry.listeners.add(listener);
  return () => registry.listeners.delete(listener);
}

export interface ConsentRequestDetail {
  category: string;
}

/** Fired when a visitor asks for gated content that a click alone may not load; the cookie bar answers it. */
export class PbConsentRequestEvent extends PbEvent<ConsentRequestDetail> {
  constructor(category: string) {
    super('pb-consent-request', { category });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-consent-request': PbConsentRequestEvent;
  }
}
