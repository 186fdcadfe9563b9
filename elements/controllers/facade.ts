/**
 * The stand-in for third-party content until the visitor asks for it (a video player, a map, a feed): a
 * poster with automatic fallback, a real button that loads the content, and — while consent is missing — a
 * contextual consent placeholder: where the content would load from, with "Load once" (this item only) and
 * "Always allow" (its consent category, for good, through the page's consent store). The play button is
 * described by the notice, so a screen reader hears both; the buttons' group is named by it.
 */
import { create } from '../base/dom.js';
import type { ConsentGate } from './consent-gate.js';
import { ImageFallback } from './image-fallback.js';

let uid = 0;

export interface FacadeState {
  /** The button's accessible name, e.g. "Play video: Title". */
  label: string;
  /** Where the content loads from and what that means, e.g. "Plays from YouTube (host), which may set cookies." */
  notice: string;
  /** Whether consent exists: then the consent placeholder is gone entirely. */
  granted: boolean;
  /** Poster candidates, best first; none shows the neutral background. */
  images: string[];
}

/**
 * Localised labels of the consent placeholder's buttons, read at each render: every gated element declares
 * them as its `load-once-label` and `always-allow-label` attributes and passes itself.
 */
export interface ConsentLabels {
  /** Label of the button that loads this one item and stores nothing (default "Load once"). */
  loadOnceLabel?: string;
  /** Label of the button that allows the category for good, then loads (default "Always allow"). */
  alwaysAllowLabel?: string;
}

/** The consent placeholder's nodes: the group, its notice and its two buttons. */
interface ConsentParts {
  group: HTMLElement;
  notice: HTMLElement;
  loadOnce: HTMLButtonElement;
  alwaysAllow: HTMLButtonElement;
}

export class Facade {
  readonly root: HTMLElement;
  readonly button: HTMLButtonElement;
  readonly #id = `pb-notice-${++uid}`;
  readonly #block: string;
  /**
   * Made at the first render without consent. Most pages never need it (no gating, or consent already given), and
   * its five nodes were most of a facade's: made for every facade, a page of 200 videos upgraded about a tenth
   * slower at 1× CPU in Chromium (four alternating rounds of eight loads: medians 82–97 ms against 62–82; issue 19).
   */
  #consent?: ConsentParts;
  readonly #poster: ImageFallback;
  readonly #labels: ConsentLabels | Element;

  /**
   * Builds the facade with the classes `<block>__facade`, `<block>__play`, `<block>__consent` (the group),
   * `<block>__notice`, `<block>__consent-actions`, `<block>__load-once` and `<block>__always-allow`. `gate` is
   * the host's consent gate; `load` shows the real content once the gate allows it (after the play button, a
   * click on the poster, "Load once" or "Always allow"). `labels` localises the consent buttons (usually the
   * host element). `isStandIn` spots a poster the service sent in place of a missing one.
   */
  constructor(
    block: string,
    gate: ConsentGate,
    load: () => unknown,
    labels: ConsentLabels | Element = {},
    isStandIn?: (url: string, naturalWidth: number) => boolean,
  ) {
    this.#block = block;
    this.#labels = labels;
    const poster = create('img', { alt: '', decoding: 'async', loading: 'lazy' });
    this.#poster = new ImageFallback(poster, isStandIn);
    this.button = create('button', { type: 'button', className: `play ${block}__play` });
    this.root = create('div', { className: `${block}__facade` });
    this.root.append(poster, this.button);
    // One listener, on the facade's own root (it listens nowhere else, so its host's disconnect has nothing of it to
    // remove): a click anywhere on the poster plays, as on the video host's own embed; the consent buttons grant,
    // then load; the rest of the notice is no play target.
    this.root.addEventListener('click', (event) => {
      const target = event.target as Node;
      const consent = this.#consent;
      if (consent?.loadOnce.contains(target)) gate.grantHere();
      else if (consent?.alwaysAllow.contains(target)) gate.allowAlways();
      else if (consent?.group.contains(target)) return;
      load();
    });
  }

  /** Makes the consent placeholder, after the poster and the play button. */
  #makeConsent(): ConsentParts {
    const block = this.#block;
    const id = this.#id;
    const button = (name: string) => create('button', { type: 'button', className: `${block}__${name}` });
    const notice = create('p', { id, className: `${block}__notice` });
    // "Load once" grants this item alone, whatever the site's click-consent setting; "Always allow" asks the
    // consent store, which falls back to this item alone (and asks the page) where no store can.
    const loadOnce = button('load-once');
    const alwaysAllow = button('always-allow');
    const actions = create('div', { className: `${block}__consent-actions` });
    actions.append(loadOnce, alwaysAllow);
    const group = create('div', { className: `${block}__consent` }, { role: 'group', 'aria-labelledby': id });
    group.append(notice, actions);
    this.root.append(group);
    return { group, notice, loadOnce, alwaysAllow };
  }

  render({ label, notice, granted, images }: FacadeState): void {
    this.button.ariaLabel = label;
    this.#poster.urls = images;
    if (granted) {
      // Described by the notice only while it shows: a hidden node named by id would still be read.
      this.button.removeAttribute('aria-describedby');
      if (this.#consent) this.#consent.group.hidden = this.#consent.notice.hidden = true;
      return;
    }
    const consent = (this.#consent ??= this.#makeConsent());
    const labels = this.#labels;
    // An element may declare the labels as properties, or leave them as its attributes.
    const attribute = (name: string) => (labels instanceof Element ? labels.getAttribute(name) : null);
    const { loadOnceLabel = attribute('load-once-label'), alwaysAllowLabel = attribute('always-allow-label') } =
      labels as ConsentLabels;
    this.button.setAttribute('aria-describedby', this.#id);
    consent.notice.textContent = notice;
    consent.group.hidden = consent.notice.hidden = false;
    consent.loadOnce.textContent = loadOnceLabel || 'Load once';
    consent.alwaysAllow.textContent = alwaysAllowLabel || 'Always allow';
  }
}
