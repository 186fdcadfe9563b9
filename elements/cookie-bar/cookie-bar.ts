import type { PropertyDeclarations, PropertyValues } from '@lit/reactive-element';
import { create } from '../base/dom.js';
import { onDemand } from '../base/on-demand.js';
import { PbElement } from '../base/pb-element.js';
import { getConfig } from '../core/config.js';
import { connectConsent } from '../core/consent-page.js';
import { ConsentStore, DECISION_COOKIE, documentJar } from '../core/consent-store.js';
import { HELD_SCRIPTS } from '../core/held-scripts.js';
import { PbConsentRecordEvent } from './events.js';
import type { FirstLayer } from './first-layer.js';
import { onLegacyShow, pageSettings } from './legacy-show.js';
import { BAR_ID, DEFAULT_PAGE, findPart, normaliseTab, SETTINGS_ID, TAB_ID, type PageData } from './page-parts.js';
import { parseSettings, type CookieBarSettings } from './settings.js';
import { RESIZE_DEBOUNCE, tabPlacement, tabViewport } from './tab-layout.js';

/** Links anywhere on the page that reopen the bar, and that open the settings (the plugin's and ours). */
const REOPEN = '.wt-cli-manage-consent-link, .cli_manage_current_consent, [data-cookie-bar="show"]';
const OPEN_SETTINGS = '[data-cookie-bar="settings"]';

/** The bar itself, the reader of the plugin's markup and `Cli_Data`, and the runner of held-back scripts. */
const firstLayer = onDemand('<cookie-bar> first layer', () => import('./first-layer.js'));
const pageData = onDemand('<cookie-bar> page reader', () => import('./page-data.js'));
const unblocker = onDemand('<cookie-bar> script unblocker', () => import('../core/script-unblocker.js'));
const ignore = () => {};

/**
 * The cookie-consent bar: asks once, remembers the answer in the consent plugin's own cookies, and lets every
 * gated element (video, map, feed, analytics scripts) know. Upgrades the WebToffee/CookieLawInfo plugin's
 * printed bar, settings popup and show-again tab (1.x and 2.x) in place, or works as a bare tag whose
 * `<script type="application/json">` child holds the plugin's settings object (plus optional `categories`
 * and `overview`). Reject sits beside accept with equal weight; the settings are a modal dialog with a tab
 * and a switch per category. Scrolling or a timeout records consent only when the site turns the plugin's
 * legacy options on, and never with `strict`. Every change of consent is also announced on `document` as
 * `pb-consent-change` (detail `{ decision, granted }`).
 *
 * @summary Cookie-consent bar, settings dialog and show-again tab over the consent plugin's cookies.
 * @tag cookie-bar
 * @event {PbConsentRecordEvent} pb-consent-record - After every explicit choice; detail `{ consentId, timestamp, revision, decision, categories, gpc }`, the proof of consent a site may keep.
 * @cssprop --cookie-bar-shadow - The bar's shadow (default a soft shadow).
 * @cssprop --cookie-bar-focus - Focus ring colour (default #1a73e8).
 */
export class CookieBarElement extends PbElement {
  static override tagName = 'cookie-bar';
  /** One a page, driving what the theme hides until it acts: renders at once (PbElement). */
  protected static override takesTurns = false;

  static override properties: PropertyDeclarations = {
    settings: {},
    strict: { type: Boolean },
    revision: { type: Number },
    consentMode: { type: Boolean, attribute: 'consent-mode' },
    acceptLabel: { attribute: 'accept-label' },
    rejectLabel: { attribute: 'reject-label' },
    settingsLabel: { attribute: 'settings-label' },
    againLabel: { attribute: 'again-label' },
    regionLabel: { attribute: 'region-label' },
  };

  /** The plugin's settings object (spec §3) or its JSON text; else the JSON child, else the plugin's page global. */
  declare settings?: unknown;
  /** Neither a timeout nor scrolling records consent, and × refuses (also the site setting `consent.strict`). */
  declare strict?: boolean;
  /** The consent revision; a stored choice of a lower one asks again (else `consent.revision`, else the plugin's consentVersion). */
  declare revision?: number;
  /** Send Google Consent Mode v2 signals (also the site setting `consent.consentMode`). */
  declare consentMode?: boolean;
  /** Label of the accept button this element builds (default "Accept all"). */
  declare acceptLabel?: string;
  /** Label of the reject button this element builds or adds (default "Reject all"). */
  declare rejectLabel?: string;
  /** Label of the settings button this element builds (default "Cookie settings"). */
  declare settingsLabel?: string;
  /** Label of the show-again tab this element builds (default "Manage consent"). */
  declare againLabel?: string;
  /** Accessible name of the bar (default "Cookie consent"). */
  declare regionLabel?: string;

  /** The page's consent store, available once connected. */
  get store(): ConsentStore | undefined {
    return this.#store;
  }

  #store?: ConsentStore;
  #bar?: HTMLElement;
  /** The bar was made here for a bare tag (the first layer fills it), not printed by the plugin. */
  #built = false;
  #tab?: HTMLElement;
  #tabButton?: HTMLButtonElement;
  #settingsRoot: HTMLElement | null = null;
  /** What the store starts with: read once, on demand when the page has something to read. */
  #page?: PageData;
  #ui?: FirstLayer;
  /** The store is made and listened to for this connection. */
  #begun = false;
  #resizeTimer?: ReturnType<typeof setTimeout>;

  /** The effective settings, parsed (defaults for anything missing or invalid). */
  get effectiveSettings(): CookieBarSettings {
    return (this.#parsed ??= parseSettings(this.#json().settings ?? pageSettings()));
  }

  #parsed?: CookieBarSettings;

  #jsonCache?: { settings?: unknown; categories?: unknown; overview?: unknown };

  /**
   * The settings object with the bare tag's extras (`categories`, `overview`): from the `settings` property
   * (an object or JSON text), else the JSON child. Malformed JSON, or JSON that is no object, is left to the
   * settings reader, which gives one warning and the defaults.
   */
  #json(): { settings?: unknown; categories?: unknown; overview?: unknown } {
    if (!this.#jsonCache) {
      const value =
        this.settings ??
        this.querySelector<HTMLScriptElement>(':scope > script[type="application/json"]')?.textContent ??
        undefined;
      let record = value as { categories?: unknown; overview?: unknown } | null;
      try {
        if (typeof value === 'string') record = JSON.parse(value);
      } catch {
        // reported by parseSettings
      }
      this.#jsonCache = record && typeof record === 'object' ? { ...record, settings: record } : { settings: value };
    }
    return this.#jsonCache;
  }

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    if (changed.has('settings')) this.#jsonCache = this.#parsed = undefined;
    if (!this.#tab) this.#build();
    this.#apply();
  }

  /** Shows the bar again (the show-again tab, and any "manage consent" link, do this). */
  show(): void {
    this.#send('show-again');
  }

  /**
   * Opens the settings dialog, on `category` when given; resolves once it is open (its code loads on first use).
   * Rejects when that code cannot load (offline); the next call tries again.
   */
  async openSettings(category?: string): Promise<void> {
    const ui = await this.#loadUi();
    if (this.isConnected) await ui.openSettings(category);
  }

  /** Accepts every category, as the accept-all button does. */
  acceptAll(): void {
    this.#send('accept');
  }

  /** Refuses every non-necessary category, as the reject button does. */
  rejectAll(): void {
    this.#send('reject');
  }

  #send(type: 'show-again' | 'accept' | 'reject'): void {
    this.#withUi((ui) => ui.dispatch({ type }));
  }

  /** Runs `task` on the first layer: at once when loaded, else once it has loaded. */
  #withUi(task: (ui: FirstLayer) => void): void {
    if (this.#ui) task(this.#ui);
    else this.#loadUi().then(task, ignore);
  }

  /**
   * Loads the first layer (`onDemand`: once, and again after a failure) and makes it, started once the store
   * exists. Should the load fail (offline, a missing file), the show-again tab is shown so the visitor still has a
   * way to decide, and its click (or any other way in) tries the load again.
   */
  #loadUi(): Promise<FirstLayer> {
    return firstLayer.load(this).then(
      ({ FirstLayer }) => {
        if (!this.#ui) {
          this.#ui = new FirstLayer({
            host: this,
            bar: this.#bar!,
            built: this.#built,
            tab: this.#tab!,
            tabButton: this.#tabButton!,
            settingsRoot: this.#settingsRoot,
            settings: () => this.effectiveSettings,
            labels: () => ({
              accept: this.acceptLabel,
              reject: this.rejectLabel,
              settings: this.settingsLabel,
              region: this.regionLabel,
            }),
            strict: () => !!this.strict,
            json: () => this.#json(),
            // (The page is read by the time a visitor can open the settings; a script calling openSettings() at
            // once gets the default always-on categories.)
            necessary: () => (this.#page ?? DEFAULT_PAGE).necessary,
          });
          if (this.#begun) this.#ui.start(this.connection, this.#store!);
        }
        return this.#ui;
      },
      (error) => {
        this.#tab!.hidden = false;
        throw error;
      },
    );
  }

  // ——— building ———

  /** Finds (or, for a bare tag, makes) the parts, hidden until the state says otherwise. */
  #build(): void {
    let bar = findPart(this, BAR_ID);
    if (!bar) {
      // The tag's own content is the message: kept out of sight in the bar until the bar shows.
      bar = create('div', { id: BAR_ID }, { 'data-nosnippet': 'true' });
      // (Elements but the JSON script, and text that is not blank; no comments.)
      bar.append(
        ...[...this.childNodes].filter((node) =>
          node instanceof Element
            ? node.localName !== 'script'
            : node.nodeType === Node.TEXT_NODE && !!node.textContent!.trim(),
        ),
      );
      this.#built = true;
    }
    if (!this.contains(bar)) this.append(bar);
    bar.hidden = true;
    this.#bar = bar;

    const { tab, button } = normaliseTab(findPart(this, TAB_ID), this.againLabel || 'Manage consent');
    this.#tab = tab;
    this.#tabButton = button;
    if (!this.contains(tab)) this.append(tab);
    tab.hidden = true;

    const settings = findPart(this, SETTINGS_ID);
    if (settings && !this.contains(settings)) this.append(settings);
    this.#settingsRoot = settings;
  }

  /** Colours, fonts and presentation from the settings; safe to run again. */
  #apply(): void {
    const s = this.effectiveSettings;
    const colours = {
      background: s.background,
      text: s.text,
      border: s.border_on ? s.border : 'transparent',
      font: s.font_family,
    };
    for (const [name, value] of Object.entries(colours)) this.style.setProperty(`--cookie-bar-${name}`, value);
    this.dataset.presentation = s.cookie_bar_as;
    this.dataset.vertical = s.notify_position_vertical;
    this.dataset.side = s.widget_position;
    this.toggleAttribute('data-header-fix', s.header_fix && s.notify_position_vertical === 'top');
    this.toggleAttribute('data-border', s.border_on);
    this.#ui?.apply();
    this.#layout();
  }

  /** The bar's width and the tab's place for the current viewport (MARKUP.md §1.4). */
  #layout(): void {
    this.#ui?.layout();
    const tab = this.#tab!;
    const { vertical, side, offset, width = 'auto' } = tabPlacement(this.effectiveSettings, tabViewport());
    // Through the CSSOM (a strict CSP blocks style attributes); the edges not used are cleared.
    Object.assign(tab.style, { top: '', bottom: '', left: '', right: '', [vertical]: '0', [side]: offset, width });
    tab.dataset.vertical = vertical;
  }

  // ——— running ———

  protected override connected(): void {
    const connection = this.connection;
    // The 1.x plugin calls its show function on ready: defined at once, before any page reading.
    connection.add(
      onLegacyShow(() => {
        this.#parsed = undefined;
        this.#apply();
      }),
    );
    // The first layer ties what it starts to this connection; what the element started is stopped here.
    connection.add(() => {
      this.#begun = false;
      clearTimeout(this.#resizeTimer);
    });
    const categories = this.#json().categories;
    const cli = (globalThis as Record<string, unknown>).Cli_Data;
    // The plugin's popup and Cli_Data, or the JSON's categories, need the page reader; a bare tag starts at once.
    if (this.#page || !(this.#settingsRoot || categories !== undefined || cli !== undefined))
      return this.#begin((this.#page ??= DEFAULT_PAGE));
    // With no choice stored, the bar's code loads beside the page reader, not after it.
    if (!document.cookie.includes(`${DECISION_COOKIE}=`)) firstLayer.load(this).catch(ignore);
    pageData.load(this).then(
      (m) => this.#begin((this.#page ??= m.readPage(this.#settingsRoot, categories, cli))),
      // Offline: the default categories, so the visitor can still decide (and nothing is granted unasked).
      () => this.#begin((this.#page ??= DEFAULT_PAGE)),
    );
  }

  /** Creates the store and connects everything; loads the first layer when the bar must show. */
  #begin(page: PageData): void {
    // Disconnected while the page reader loaded, or already begun by an earlier connect's read.
    if (!this.isConnected || this.#begun) return;
    this.#begun = true;
    const config = getConfig().consent;
    const jar = documentJar();
    const store = (this.#store = new ConsentStore({
      ...page,
      jar: { ...jar, secure: jar.secure || page.secure === true },
      revision: this.revision ?? (config.revision || page.revision || 0),
      gpc: (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true,
      gpcRefuses: ['analytics', 'performance', 'advertisement', 'non-necessary'],
      onRecord: (record) => this.emit(new PbConsentRecordEvent(record)),
    }));
    const connection = this.connection;
    connection.add(
      connectConsent(store, { categories: page.categories, consentMode: this.consentMode || config.consentMode }),
    );
    const unblock = () => {
      // A failed load is tried again on the next change of consent (the scripts stay held back until then).
      if (document.querySelector(HELD_SCRIPTS))
        unblocker.load(this).then((m) => m.unblockScripts((c) => store.granted(c)), ignore);
    };
    connection.add(
      store.subscribe(() => {
        this.#ui?.follow();
        unblock();
      }),
    );
    // Until the first layer has loaded (it then listens itself), only the tab can be clicked here.
    connection.listen(this, 'click', (event) => !this.#ui && this.#tab!.contains(event.target as Node) && this.show());
    connection.listen(document, 'click', (event) => this.#documentClick(event as MouseEvent));
    connection.listen(document, 'pb-consent-request', (event) =>
      this.openSettings((event as CustomEvent<{ category: string }>).detail.category).catch(ignore),
    );
    connection.listen(window, 'resize', () => {
      clearTimeout(this.#resizeTimer);
      this.#resizeTimer = setTimeout(() => this.#layout(), RESIZE_DEBOUNCE);
    });

    unblock();
    if (this.#ui) this.#ui.start(connection, store);
    else if (store.decision !== undefined) {
      // A returning visitor: the tab alone; the bar's code loads when they ask for it.
      this.toggleAttribute('data-decided', true);
      this.#tab!.hidden = !this.effectiveSettings.showagain_tab;
    } else this.#loadUi().catch(ignore);
  }

  #documentClick(event: MouseEvent): void {
    // The path, not the target: a link inside some component's shadow root is retargeted to its host.
    const path = event.composedPath().filter((node): node is Element => node instanceof Element);
    if (path.includes(this)) return;
    const settings = path.find((node) => node.matches(OPEN_SETTINGS));
    const reopen = path.find((node) => node.matches(REOPEN));
    if (!settings && !reopen) return;
    event.preventDefault();
    if (settings) this.openSettings().catch(ignore);
    else this.#withUi((ui) => ui.reopen());
  }
}
