import type { PropertyDeclarations, PropertyValues } from '@lit/reactive-element';
import { create } from '../base/dom.js';
import { PbElement } from '../base/pb-element.js';
import { Disposer } from '../base/disposer.js';
import { getConfig } from '../core/config.js';
import { connectConsent } from '../core/consent-page.js';
import { ConsentStore, documentJar } from '../core/consent-store.js';
import { HELD_SCRIPTS } from '../core/held-scripts.js';
import { INITIAL_STATE, transition, type BarEffect, type BarEvent, type BarOptions, type BarState } from './bar-state.js';
import { PbConsentRecordEvent } from './events.js';
import { barWidth, RESIZE_DEBOUNCE, tabPlacement } from './layout.js';
import { reveal } from './motion.js';
import { onLegacyShow, pageSettings, readCliData, type CliData } from './page-data.js';
import { actionOf, BAR_ID, buildBar, BUTTON_OF, categoryList, ensureReject, findPart, normaliseTab, SETTINGS_ID, TAB_ID, toButton, type Action, type CategoryChoice, type Labels } from './parts.js';
import type { SettingsDialog } from './settings-dialog.js';
import { parseSettings, type CookieBarSettings } from './settings.js';

/** Links anywhere on the page that reopen the bar, and that open the settings (the plugin's and ours). */
const REOPEN = '.wt-cli-manage-consent-link, .cli_manage_current_consent, [data-cookie-bar="show"]';
const OPEN_SETTINGS = '[data-cookie-bar="settings"]';

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

  static override properties: PropertyDeclarations = {
    settings: { attribute: 'settings' },
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
  store?: ConsentStore;

  #bar?: HTMLElement;
  #tab?: HTMLElement;
  #tabButton?: HTMLButtonElement;
  #popup?: HTMLDialogElement;
  #dialog?: SettingsDialog;
  #dialogLoading?: Promise<SettingsDialog>;
  #settingsRoot: HTMLElement | null = null;
  #categories: CategoryChoice[] = [];
  #state: BarState = INITIAL_STATE;
  #started = false;
  #touched = false;
  readonly #connection = new Disposer();
  #timer?: ReturnType<typeof setTimeout>;
  #resizeTimer?: ReturnType<typeof setTimeout>;
  #scrollFrame?: number;
  #scrolling = false;

  /** The effective settings, parsed (defaults for anything missing or invalid). */
  get effectiveSettings(): CookieBarSettings {
    return (this.#parsed ??= parseSettings(this.#json().settings ?? pageSettings()));
  }

  #parsed?: CookieBarSettings;

  get #labels(): Labels {
    return {
      accept: this.acceptLabel || 'Accept all',
      reject: this.rejectLabel || 'Reject all',
      settings: this.settingsLabel || 'Cookie settings',
      again: this.againLabel || 'Manage consent',
      region: this.regionLabel || 'Cookie consent',
      message: 'We use cookies to run this site and, with your consent, to measure it and to show videos and maps.',
    };
  }

  #jsonCache?: { settings?: unknown; categories?: unknown; overview?: unknown };

  /**
   * The settings object with the bare tag's extras (`categories`, `overview`): from the `settings` property
   * (an object or JSON text), else the JSON child. Malformed JSON gives one warning and the defaults.
   */
  #json(): { settings?: unknown; categories?: unknown; overview?: unknown } {
    if (this.#jsonCache) return this.#jsonCache;
    let value = this.settings ?? this.querySelector<HTMLScriptElement>(':scope > script[type="application/json"]')?.textContent ?? undefined;
    if (value === undefined) return (this.#jsonCache = {});
    try {
      if (typeof value === 'string') value = JSON.parse(value);
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
    } catch {
      this.warn('the settings are not a valid JSON object; using the defaults.');
      return (this.#jsonCache = {});
    }
    const record = value as Record<string, unknown>;
    return (this.#jsonCache = { settings: record, categories: record.categories, overview: record.overview });
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated) this.#start();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#halt();
  }

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    if (changed.has('settings')) this.#jsonCache = this.#parsed = undefined;
    if (!this.#bar) this.#build();
    this.#applySettings();
    if (!this.#started && this.isConnected) this.#start();
  }

  /** Shows the bar again (the show-again tab, and any "manage consent" link, do this). */
  show(): void {
    this.#dispatch({ type: 'show-again' });
  }

  /** Opens the settings dialog, on `category` when given; resolves once it is open (its code loads on first use). */
  async openSettings(category?: string): Promise<void> {
    const dialog = await this.#loadDialog();
    if (!this.isConnected) return;
    this.#dispatch({ type: 'open-settings' });
    this.#syncDialog();
    dialog.open(category);
  }

  /** Loads and builds the second layer once. */
  #loadDialog(): Promise<SettingsDialog> {
    this.#dialogLoading ??= import('./second-layer.js').then(({ upgradeSettings }) => {
      const dialog = upgradeSettings(this, this.#settingsRoot, this.#json(), this.#necessary);
      dialog.dialog.addEventListener('cancel', (event) => {
        event.preventDefault();
        this.#closeSettings();
      });
      // Browsers may close a modal on Esc without a cancelable cancel event (no user activation yet).
      dialog.dialog.addEventListener('close', () => this.#state.settings && this.#closeSettings());
      this.#dialog = dialog;
      this.#applySettings();
      return dialog;
    });
    return this.#dialogLoading;
  }

  #syncDialog(): void {
    const store = this.store;
    if (store) this.#dialog?.sync((c) => store.switchState(c), (c) => store.refusedByGpc(c));
  }

  #cli?: CliData;

  /** The plugin's `Cli_Data`, read once. */
  get #plugin(): CliData {
    return (this.#cli ??= readCliData(this.#cliData));
  }

  get #necessary(): string[] {
    return this.#plugin.necessary;
  }

  /** Accepts every category, as the accept-all button does. */
  acceptAll(): void {
    this.#dispatch({ type: 'accept' });
  }

  /** Refuses every non-necessary category, as the reject button does. */
  rejectAll(): void {
    this.#dispatch({ type: 'reject' });
  }

  /** Reloads the page after a choice when the settings ask for it (a separate method so tests can stub it). */
  reloadPage(): void {
    location.reload();
  }

  // ——— building ———

  #build(): void {
    const labels = this.#labels;
    const message = [...this.childNodes].filter(
      (node) => !(node instanceof HTMLScriptElement) && !(node.nodeType === Node.TEXT_NODE && !node.textContent?.trim()) && node.nodeType !== Node.COMMENT_NODE,
    );
    let bar = findPart(this, BAR_ID);
    if (!bar) {
      bar = buildBar(message, labels);
      this.append(bar);
    } else if (!this.contains(bar)) this.append(bar);
    this.#bar = bar;
    bar.querySelectorAll<HTMLElement>('a[role="button"], a.cli_action_button, a.cli_settings_button, a.cli-plugin-button').forEach(toButton);
    ensureReject(bar, labels.reject);
    const style = bar.querySelector('.cli-bar-container');
    if (style) bar.dataset.cliStyle = [...style.classList].filter((c) => c !== 'cli-bar-container').join(' ');

    const { tab, button } = normaliseTab(findPart(this, TAB_ID), labels.again);
    this.#tab = tab;
    this.#tabButton = button;
    if (!this.contains(tab)) this.append(tab);
    this.#tab.hidden = true;

    const settings = findPart(this, SETTINGS_ID);
    if (settings && !this.contains(settings)) this.append(settings);
    this.#settingsRoot = settings;
    this.#categories = categoryList(settings, this.#json().categories, this.#necessary);
    // The plugin's overlays are replaced by the dialogs' own backdrops.
    for (const overlay of document.querySelectorAll<HTMLElement>('.cli-modal-backdrop')) overlay.hidden = true;
    bar.hidden = true;
  }

  get #cliData(): unknown {
    return (globalThis as Record<string, unknown>).Cli_Data;
  }

  /** Colours, fonts, presentation and button styles from the settings; safe to run again. */
  #applySettings(): void {
    const bar = this.#bar!;
    const s = this.effectiveSettings;
    this.style.setProperty('--cookie-bar-background', s.background);
    this.style.setProperty('--cookie-bar-text', s.text);
    this.style.setProperty('--cookie-bar-border', s.border_on ? s.border : 'transparent');
    this.style.setProperty('--cookie-bar-font', s.font_family);
    this.dataset.presentation = s.cookie_bar_as;
    this.dataset.vertical = s.notify_position_vertical;
    this.dataset.side = s.widget_position;
    this.toggleAttribute('data-header-fix', s.header_fix && s.notify_position_vertical === 'top');
    this.toggleAttribute('data-border', s.border_on);

    if (s.cookie_bar_as === 'popup') {
      bar.dataset.cliType = 'popup';
      bar.classList.add('cli-bar-popup', 'cli-modal-content');
      if (!this.#popup) {
        this.#popup = create('dialog', { className: 'cookie-bar__popup' });
        this.#popup.addEventListener('cancel', (event) => {
          // Esc closes the popup without recording anything; the tab stays to decide later.
          event.preventDefault();
          this.#dispatch({ type: 'dismiss' });
        });
        this.#popup.addEventListener('close', () => this.#state.bar && this.#dispatch({ type: 'dismiss' }));
        bar.before(this.#popup);
        this.#popup.append(bar);
      }
      bar.removeAttribute('role');
      bar.removeAttribute('aria-label');
      this.#name(this.#popup);
    } else {
      if (this.#popup) {
        this.#popup.close();
        this.#popup.replaceWith(bar);
        this.#popup = undefined;
      }
      bar.classList.remove('cli-bar-popup', 'cli-modal-content');
      if (s.cookie_bar_as === 'widget') bar.dataset.cliType = 'widget';
      else delete bar.dataset.cliType;
      bar.setAttribute('role', 'region');
      this.#name(bar);
    }

    const buttons = [...bar.querySelectorAll<HTMLElement>('a, button'), ...(this.#dialog?.dialog.querySelectorAll<HTMLElement>('.cli_setting_save_button') ?? [])];
    for (const control of buttons) {
      const action = actionOf(control)?.action;
      const n = control.matches('.cli-plugin-main-link') ? 2 : action ? BUTTON_OF[action] : undefined;
      if (!n) continue;
      const button = s.buttons[n];
      control.classList.add('cookie-bar__button');
      control.style.setProperty('--cookie-bar-button-text', button.link_colour);
      control.style.setProperty('--cookie-bar-button-background', button.button_colour);
      control.style.setProperty('--cookie-bar-button-hover', button.button_hover);
      // Reject keeps the weight accept has (TRUST.md #19), whatever its own as_button says.
      const asButton = n === 3 ? button.as_button || s.buttons[7].as_button || s.buttons[1].as_button : button.as_button;
      control.classList.toggle('cookie-bar__button--link', !asButton);
      if (control instanceof HTMLAnchorElement && control.getAttribute('href') && button.new_win) {
        control.target = '_blank';
        control.relList.add('noopener');
      }
    }
    this.#layout();
  }

  #name(target: HTMLElement): void {
    const heading = this.#bar!.querySelector<HTMLElement>('.cli_messagebar_head, h1, h2, h3, h4, h5');
    if (heading) {
      heading.id ||= `cookie-bar-heading-${Math.random().toString(36).slice(2, 8)}`;
      target.setAttribute('aria-labelledby', heading.id);
    } else target.ariaLabel = this.#labels.region;
  }

  /** Widths and the tab's place for the current viewport (MARKUP.md §1.4). */
  #layout(): void {
    const s = this.effectiveSettings;
    const viewport = document.documentElement.clientWidth || innerWidth;
    const sized = this.#popup ?? this.#bar!;
    sized.style.width = barWidth(s, viewport);
    if (this.#popup) this.#bar!.style.width = '';
    const tab = this.#tab!;
    const place = tabPlacement(s, viewport);
    tab.style.setProperty(place.vertical, '0');
    tab.style.removeProperty(place.vertical === 'top' ? 'bottom' : 'top');
    tab.style.setProperty(place.side, place.offset);
    tab.style.removeProperty(place.side === 'left' ? 'right' : 'left');
    tab.style.width = place.width ?? 'auto';
    tab.dataset.vertical = place.vertical;
  }

  // ——— running ———

  #start(): void {
    if (this.#started || !this.#bar) return;
    this.#started = true;
    const cli = this.#plugin;
    const config = getConfig().consent;
    const categories = this.#categories;
    const choosable = categories.filter((c) => !c.necessary).map((c) => c.slug);
    const jar = documentJar();
    this.store = new ConsentStore({
      jar: { ...jar, secure: jar.secure || cli.secure === true },
      categories: choosable,
      necessary: categories.filter((c) => c.necessary).map((c) => c.slug).concat(cli.necessary),
      revision: this.revision ?? (config.revision || cli.revision || 0),
      cookiesByCategory: cli.cookiesByCategory,
      rejectErases: cli.nonNecessaryCookies,
      gpc: (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true,
      gpcRefuses: ['analytics', 'performance', 'advertisement', 'non-necessary'],
      onRecord: (record) => this.emit(new PbConsentRecordEvent(record)),
    });
    const store = this.store;
    this.#connection.add(connectConsent(store, { categories: choosable, consentMode: this.consentMode || config.consentMode }));
    const unblock = () => {
      if (document.querySelector(HELD_SCRIPTS)) void import('../core/script-unblocker.js').then((m) => m.unblockScripts((c) => store.granted(c)));
    };
    const follow = () => {
      this.#syncDialog();
      unblock();
      // A choice made elsewhere (a placeholder's "always allow") answers the bar too.
      if (store.decision !== undefined && !this.#state.decided) {
        this.#disarm();
        this.#stopScroll();
        this.#dispatch({ type: 'init', decided: true });
      }
    };
    this.#connection.add(store.subscribe(follow));
    this.#connection.listen(this, 'click', (event) => this.#click(event as MouseEvent));
    this.#connection.listen(this, 'change', (event) => this.#change(event));
    this.#connection.listen(this, 'keydown', (event) => this.#dialog?.keydown(event as KeyboardEvent));
    // Fetch the second layer as soon as a visitor heads for it, so it opens without a wait.
    const warm = (event: Event) => actionOf(event.target)?.action === 'settings' && void this.#loadDialog();
    this.#connection.listen(this, 'pointerover', warm);
    this.#connection.listen(this, 'focusin', warm);
    this.#connection.listen(document, 'click', (event) => this.#documentClick(event as MouseEvent));
    this.#connection.listen(document, 'pb-consent-request', (event) => this.openSettings((event as CustomEvent<{ category: string }>).detail.category));
    this.#connection.listen(window, 'resize', () => {
      clearTimeout(this.#resizeTimer);
      this.#resizeTimer = setTimeout(() => this.#layout(), RESIZE_DEBOUNCE);
    });
    // The page keeps room for a bottom banner, so nothing (the footer, a focused link) hides under it (WCAG 2.4.11).
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => root.style.setProperty('--cookie-bar-offset', `${Math.ceil(entry.borderBoxSize?.[0]?.blockSize ?? 0)}px`));
    observer.observe(this.#bar);
    this.#connection.add(() => {
      observer.disconnect();
      root.style.removeProperty('--cookie-bar-offset');
    });
    this.#connection.add(
      onLegacyShow(() => {
        this.#parsed = undefined;
        this.#applySettings();
      }),
    );

    unblock();
    const decided = store.decision !== undefined;
    const minimised = !decided && this.effectiveSettings.buttons[2].hidebar && !!this.#bar.querySelector('.cli-minimize-bar');
    this.#state = INITIAL_STATE;
    if (minimised) {
      // On the policy page itself, with button 2's hidebar: the tab only, nothing armed (MARKUP.md §1.5).
      this.#state = { decided: false, bar: false, tab: true, settings: false };
      this.#render(false);
    } else this.#dispatch({ type: 'init', decided });
  }

  #halt(): void {
    if (!this.#started) return;
    this.#started = false;
    this.#connection.dispose();
    this.#disarm();
    this.#stopScroll();
    clearTimeout(this.#resizeTimer);
    if (this.#dialog?.isOpen) this.#dialog.close();
    this.#popup?.close();
  }

  get #options(): BarOptions {
    return { ...this.effectiveSettings, strict: this.strict || getConfig().consent.strict };
  }

  /** Runs one event through the state machine and carries out its effects. */
  #dispatch(event: BarEvent | { type: 'dismiss' }, choices?: Record<string, boolean>): void {
    const before = this.#state;
    if (event.type === 'dismiss') {
      this.#state = { ...before, bar: false, tab: true };
      this.#render(true, before);
      return;
    }
    const { state, effects } = transition(before, event, this.#options);
    this.#state = state;
    for (const effect of effects) this.#effect(effect, choices);
    this.#render(true, before);
  }

  #effect(effect: BarEffect, choices?: Record<string, boolean>): void {
    const store = this.store!;
    switch (effect) {
      case 'accept':
        // No choices (accept all) grants everything; a save, or an accept after switching, keeps the switches.
        store.accept(choices);
        break;
      case 'reject':
        store.reject();
        break;
      case 'reload':
        this.reloadPage();
        break;
      case 'arm-timer':
        this.#disarm();
        this.#timer = setTimeout(() => this.#dispatch({ type: 'timeout' }), this.effectiveSettings.show_once);
        break;
      case 'disarm-timer':
        this.#disarm();
        break;
      case 'listen-scroll':
        if (!this.#scrolling) {
          this.#scrolling = true;
          addEventListener('scroll', this.#onScroll, { passive: true });
        }
        break;
      case 'stop-scroll':
        this.#stopScroll();
        break;
    }
  }

  #disarm(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** Scroll handler: reads nothing itself; the position is read once in the next frame. */
  readonly #onScroll = () => {
    this.#scrollFrame ??= requestAnimationFrame(() => {
      this.#scrollFrame = undefined;
      this.#dispatch({ type: 'scroll', y: scrollY });
    });
  };

  #stopScroll(): void {
    if (this.#scrollFrame !== undefined) cancelAnimationFrame(this.#scrollFrame);
    this.#scrollFrame = undefined;
    if (this.#scrolling) removeEventListener('scroll', this.#onScroll);
    this.#scrolling = false;
  }

  /** Brings the DOM in line with the state, animating as the settings say. */
  #render(animate: boolean, before: BarState = INITIAL_STATE): void {
    const s = this.effectiveSettings;
    const { bar: showBar, tab: showTab, decided } = this.#state;
    const bar = this.#bar!;
    const tab = this.#tab!;
    const focusWasIn = bar.contains(document.activeElement) || !!this.#popup?.contains(document.activeElement);
    this.toggleAttribute('data-decided', decided);
    if (showBar !== before.bar || !animate) {
      const speed = showBar ? s.animate_speed_show : s.animate_speed_hide;
      const moves = animate && (showBar ? s.notify_animate_show : s.notify_animate_hide);
      if (this.#popup) {
        bar.hidden = false;
        if (showBar) {
          if (!this.#popup.open) s.popup_overlay ? this.#popup.showModal() : this.#popup.show();
          void reveal(this.#popup, true, moves, speed, 'centre');
        } else if (this.#popup.open) {
          const popup = this.#popup;
          void reveal(popup, false, moves, speed, 'centre').then(() => {
            if (!this.#state.bar) popup.close();
            popup.hidden = false;
          });
        }
      } else void reveal(bar, showBar, moves, speed, s.notify_position_vertical === 'top' && s.cookie_bar_as === 'banner' ? 'top' : 'bottom');
    }
    if (showTab !== before.tab || !animate) {
      const tabVertical = tab.dataset.vertical === 'top' ? 'top' : 'bottom';
      void reveal(tab, showTab, animate && showTab !== before.tab, showTab ? s.animate_speed_show : s.animate_speed_hide, tabVertical);
    }
    if (!this.#state.settings && this.#dialog?.isOpen) this.#closeSettings();
    // Keyboard users keep their place: from a closing bar to the tab, from the tab to the reopened bar.
    if (focusWasIn && !showBar && showTab) this.#tabButton!.focus();
    else if (showBar && !before.bar && animate && before.tab && tab.contains(document.activeElement)) (bar.querySelector<HTMLElement>('button, a[href]') ?? bar).focus();
  }

  #closeSettings(): void {
    if (this.#state.settings) this.#state = { ...this.#state, settings: false };
    const fallback = this.#state.bar ? (this.#bar!.querySelector<HTMLElement>('.cli_settings_button') ?? undefined) : this.#tabButton;
    this.#dialog?.close(fallback);
  }

  #click(event: MouseEvent): void {
    const target = event.target as Element;
    const tab = this.#dialog?.categories.findIndex((c) => c.tab === target.closest('[role="tab"]')) ?? -1;
    if (tab >= 0) return this.#dialog!.select(tab, true);
    // A click on the settings dialog's backdrop (outside its content) closes it, as the plugin's did.
    if (target === this.#dialog?.dialog) return this.#closeSettings();
    const found = actionOf(target);
    if (!found || !this.contains(found.control)) return;
    if (found.control.localName === 'a' && !found.control.getAttribute('href')?.replace('#', '')) event.preventDefault();
    this.#act(found.action, found.control);
  }

  #act(action: Action, control: HTMLElement): void {
    const dialog = this.#dialog;
    const strict = this.#options.strict;
    switch (action) {
      case 'accept-all':
        return this.acceptAll();
      case 'reject':
        return this.rejectAll();
      case 'save':
        return this.#dispatch({ type: 'accept' }, this.#choices());
      case 'close':
        // The plugin's × accepts; with strict it refuses (the Italian Garante's reading, TRUST.md C2).
        return strict ? this.rejectAll() : this.#dispatch({ type: 'accept' }, this.#touched ? this.#choices() : undefined);
      case 'accept':
        return this.#dispatch({ type: 'accept' }, this.#touched || control.closest(`#${BAR_ID}`)?.querySelector('input[data-id]') ? this.#choices() : undefined);
      case 'settings':
        return void this.openSettings();
      case 'show-again':
        return this.show();
      case 'close-settings':
        return this.#closeSettings();
      case 'read-more':
        return dialog?.toggleOverview();
    }
  }

  /** The switch states the visitor sees (in the settings, or in a bar template that prints them), by category. */
  #choices(): Record<string, boolean> {
    const choices: Record<string, boolean> = {};
    for (const input of this.querySelectorAll<HTMLInputElement>('input[type="checkbox"][data-id]')) choices[input.dataset.id!.replace(/^checkbox-/, '')] = input.checked;
    return choices;
  }

  #change(event: Event): void {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'checkbox') return;
    this.#touched = true;
    const changes: Array<[string, boolean]> = this.#dialog ? this.#dialog.changed(input) : input.dataset.id ? [[input.dataset.id.replace(/^checkbox-/, ''), input.checked]] : [];
    for (const [category, on] of changes) this.store?.setCategory(category, on);
  }

  #documentClick(event: MouseEvent): void {
    // The path, not the target: a link inside some component's shadow root is retargeted to its host.
    const path = event.composedPath().filter((node): node is Element => node instanceof Element);
    if (!path.length || path.includes(this)) return;
    const settings = path.find((node) => node.matches(OPEN_SETTINGS));
    const reopen = path.find((node) => node.matches(REOPEN));
    if (!settings && !reopen) return;
    event.preventDefault();
    if (settings) this.openSettings();
    else {
      this.show();
      (this.#bar!.querySelector<HTMLElement>('button, a[href]') ?? this.#bar)!.focus();
    }
  }
}
