/**
 * Keeps its host told whether a consent category is granted. While gating is on and the category is not
 * granted, the host must make no third-party request. A click-consent grants one host alone.
 */
import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import { onDemand } from '../base/on-demand.js';
import { getConfig } from '../core/config.js';
import { allowAlways, hasConsentSource, isGranted, onConsentChange, PbConsentRequestEvent } from '../core/consent.js';

/** The consent plugin's cookie reader (cached, retried after a failed load: the next gated host to connect tries again). */
const pluginConsent = onDemand('core/plugin-consent', () => import('../core/plugin-consent.js'));

export class ConsentGate implements ReactiveController {
  #unsubscribe?: () => void;
  #grantedHere = false;

  constructor(
    private readonly host: ReactiveControllerHost & EventTarget,
    private readonly categoryOf: () => string,
  ) {
    host.addController(this);
  }

  /** The category the host needs. */
  get category(): string {
    return this.categoryOf();
  }

  /** True when the site's consent (or a click on this one item) allows the request. */
  get granted(): boolean {
    return this.#grantedHere || isGranted(this.category);
  }

  /** Grants this host alone, e.g. after a click that the site counts as consent for one item. */
  grantHere(): void {
    this.#grantedHere = true;
    this.host.requestUpdate();
  }

  /**
   * "Always allow": grants the category for good through the page's consent store. Where no consent tool can
   * (none on the page, or one without that ability), this item alone is allowed and the page's consent UI is
   * asked, so the visitor still gets what they asked for.
   */
  allowAlways(): void {
    allowAlways(this.category);
    if (this.granted) return;
    this.grantHere();
    this.host.dispatchEvent(new PbConsentRequestEvent(this.category));
  }

  /**
   * Called when the visitor asks for the gated content. True when it may load: consent exists, or the site
   * counts this click as consent for this one item. Otherwise asks the page's consent UI (an event) and
   * returns false.
   */
  ask(): boolean {
    if (this.granted) return true;
    if (getConfig().consent.clickConsents) {
      this.grantHere();
      return true;
    }
    this.host.dispatchEvent(new PbConsentRequestEvent(this.category));
    return false;
  }

  hostConnected(): void {
    this.#unsubscribe = onConsentChange(() => this.host.requestUpdate());
    // Gated with no consent tool of ours: the consent plugin's own script may be on the page instead; its
    // cookies are read (on demand, only on such pages) so its choice still counts.
    if (getConfig().consent.gate && !hasConsentSource() && !document.querySelector('cookie-bar')) {
      pluginConsent.load(this.host instanceof Element ? this.host : undefined).then(
        (m) => m.usePluginCookies(),
        () => undefined,
      );
    }
  }

  hostDisconnected(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
  }
}
