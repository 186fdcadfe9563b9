/**
 * The first layer: the bar itself (banner, popup or widget) with its buttons, its show and hide, the
 * show_once timer and scroll_close, and the door to the second layer. Loaded only when the bar must show (no
 * choice yet, or a newer consent revision) or a visitor asks for it again: a returning visitor's page runs
 * just the consent store, the cookie reading and the show-again tab (PERF.md §5).
 */
import { create } from '../base/dom.js';
import { Disposer } from '../base/disposer.js';
import { onDemand } from '../base/on-demand.js';
import { getConfig } from '../core/config.js';
import type { ConsentStore } from '../core/consent-store.js';
import {
  INITIAL_STATE,
  transition,
  type BarEffect,
  type BarEvent,
  type BarOptions,
  type BarState,
} from './bar-state.js';
import { barWidth } from './layout.js';
import { reveal } from './motion.js';
import { keepRoom, roomFor } from './page-room.js';
import { actionOf, buildBar, BUTTON_OF, ensureReject, toButton, type Action, type Labels } from './parts.js';
import type { SettingsDialog } from './settings-dialog.js';
import type { CookieBarSettings } from './settings.js';

/** The settings dialog's code, loaded on first open (or when a visitor heads for the button that opens it). */
const secondLayer = onDemand('<cookie-bar> settings dialog', () => import('./second-layer.js'));
/** A failed load of it leaves the bar as it was (accept and reject still work); `onDemand` warns and retries. */
const ignore = () => {};

/**
 * What the first layer needs from `<cookie-bar>`, and nothing more (the element's store, reload and other
 * members stay its own). Getters are read when used: settings and labels may change after the layer is made.
 */
export interface FirstLayerOptions {
  /** The element: the layer handles the clicks, changes and keys inside it and marks it `data-decided`. */
  host: HTMLElement;
  /** The plugin's bar, upgraded in place, or the one the element made for a bare tag (`built`), filled here. */
  bar: HTMLElement;
  built: boolean;
  /** The show-again tab and its button: the element places them, the layer shows and hides them. */
  tab: HTMLElement;
  tabButton: HTMLButtonElement;
  /** The plugin's settings popup, when the page printed one (else the second layer builds it). */
  settingsRoot: HTMLElement | null;
  /** The effective settings. */
  settings: () => CookieBarSettings;
  /** The labels the element was given; the layer supplies the defaults. */
  labels: () => Partial<Pick<Labels, 'accept' | 'reject' | 'settings' | 'region'>>;
  /** The element's `strict` (the site setting `consent.strict` is read here). */
  strict: () => boolean;
  /** A bare tag's JSON (`categories`, `overview`) and the always-on categories, for the second layer. */
  json: () => { categories?: unknown; overview?: unknown };
  necessary: () => string[];
}

export class FirstLayer {
  /**
   * @internal Reloads the page after a choice when the settings ask for it. A test replaces it (a real reload
   * would end the run) and puts it back; nothing else should.
   */
  static reload = (): void => location.reload();

  readonly bar: HTMLElement;
  readonly #o: FirstLayerOptions;
  /** This connection's consent store (a reconnect makes a new one). */
  #store?: ConsentStore;
  #popup?: HTMLDialogElement;
  /** The plugin's `.cli-popupbar-overlay` (made for a bare tag): `cli-show` while the popup is modal. */
  #overlay?: HTMLElement;
  #dialog?: SettingsDialog;
  #state: BarState = INITIAL_STATE;
  #touched = false;
  #timer?: ReturnType<typeof setTimeout>;
  #scrollFrame?: number;
  /** The window's scroll listener, only while `scroll_close` may still record (or hide) the bar. */
  readonly #scroll = new Disposer();

  /**
   * Upgrades the plugin's bar in place, or fills the one the element made for a bare tag, and applies the
   * settings. The tab, the settings popup and the always-on categories are the element's.
   */
  constructor(options: FirstLayerOptions) {
    this.#o = options;
    const { bar, built } = options;
    this.bar = bar;
    const labels = this.#labels;
    if (built) buildBar(bar, labels);
    bar
      .querySelectorAll<HTMLElement>(
        'a[role="button"], a.cli_action_button, a.cli_settings_button, a.cli-plugin-button',
      )
      .forEach(toButton);
    ensureReject(bar, labels.reject);
    const style = bar.querySelector('.cli-bar-container');
    if (style) bar.dataset.cliStyle = [...style.classList].filter((c) => c !== 'cli-bar-container').join(' ');
    // The plugin's overlays are replaced by the dialogs' own backdrops: kept undrawn, they still carry the
    // plugin's state classes for the scripts and styles that look for them (MARKUP.md §1.4).
    for (const overlay of document.querySelectorAll<HTMLElement>('.cli-modal-backdrop')) overlay.hidden = true;
    this.apply();
    this.layout();
  }

  get #labels(): Labels {
    const given = this.#o.labels();
    return {
      accept: given.accept || 'Accept all',
      reject: given.reject || 'Reject all',
      settings: given.settings || 'Cookie settings',
      region: given.region || 'Cookie consent',
      message: 'We use cookies to run this site and, with your consent, to measure it and to show videos and maps.',
    };
  }

  /**
   * Sets up what runs while the element is connected, with this connection's consent `store`; the element's
   * disconnect (disposing `connection`) undoes all of it. Then shows what the state says.
   */
  start(connection: Disposer, store: ConsentStore): void {
    const { bar, host } = this.#o;
    this.#store = store;
    connection.add(() => this.#halt());
    connection.listen(host, 'click', (event) => this.#click(event as MouseEvent));
    connection.listen(host, 'change', (event) => this.#change(event));
    connection.listen(host, 'keydown', (event) => this.#dialog?.keydown(event as KeyboardEvent));
    // Fetch the second layer as soon as a visitor heads for it, so it opens without a wait.
    const warm = (event: Event) =>
      actionOf(event.target)?.action === 'settings' && void this.#loadDialog().catch(ignore);
    connection.listen(host, 'pointerover', warm);
    connection.listen(host, 'focusin', warm);
    // The page keeps room for a bottom banner, so nothing (the footer, a focused link) hides under it (WCAG 2.4.11).
    const observer = new ResizeObserver(([entry]) => {
      this.#height = Math.ceil(entry.borderBoxSize?.[0]?.blockSize ?? 0);
      this.#keepRoom();
    });
    observer.observe(bar);
    connection.add(() => {
      observer.disconnect();
      this.#height = -1;
      keepRoom();
    });
    const decided = store.decision !== undefined;
    const minimised = !decided && this.#o.settings().buttons[2].hidebar && !!bar.querySelector('.cli-minimize-bar');
    this.#state = INITIAL_STATE;
    if (minimised) {
      // On the policy page itself, with button 2's hidebar: the tab only, nothing armed (MARKUP.md §1.5).
      this.#state = { decided: false, bar: false, tab: true, settings: false };
      this.#render(false);
    } else this.dispatch({ type: 'init', decided });
  }

  /** Stops what `start` armed, on disconnect (the connection undoes the rest). */
  #halt(): void {
    this.#disarm();
    this.#stopScroll();
    if (this.#dialog?.isOpen) this.#dialog.close();
    this.#popup?.close();
    this.#pageState(false);
  }

  /**
   * The plugin's page-level state behind a popup bar with its overlay (MARKUP.md §1.4): `body.cli-barmodal-open`
   * (the scroll lock, in the stylesheet) and the overlay's `cli-show`; both go when it closes.
   */
  #pageState(modal: boolean): void {
    document.body.classList.toggle('cli-barmodal-open', modal);
    this.#overlay?.classList.toggle('cli-show', modal);
  }

  /**
   * Loads the second layer (`onDemand`: once, and again on the next use after a failure, which leaves the bar
   * as it was) and builds it once.
   */
  #loadDialog(): Promise<SettingsDialog> {
    const { host, settingsRoot, json, necessary } = this.#o;
    return secondLayer.load(host).then(({ upgradeSettings }) => {
      if (this.#dialog) return this.#dialog;
      const dialog = upgradeSettings({
        root: settingsRoot,
        container: host,
        json: json(),
        necessary: necessary(),
        bar: this.bar,
      });
      dialog.dialog.addEventListener('cancel', (event) => {
        event.preventDefault();
        this.#closeSettings();
      });
      // Browsers may close a modal on Esc without a cancelable cancel event (no user activation yet).
      dialog.dialog.addEventListener('close', () => this.#state.settings && this.#closeSettings());
      this.#dialog = dialog;
      this.apply();
      return dialog;
    });
  }

  /** Opens the settings dialog, on `category` when given; rejects when its code cannot load (tried again next time). */
  async openSettings(category?: string): Promise<void> {
    const dialog = await this.#loadDialog();
    if (!this.#o.host.isConnected) return;
    this.dispatch({ type: 'open-settings' });
    this.sync();
    dialog.open(category);
  }

  /** The settings' switches follow the store. */
  sync(): void {
    const store = this.#store;
    if (store)
      this.#dialog?.sync(
        (c) => store.switchState(c),
        (c) => store.refusedByGpc(c),
      );
  }

  /** After any change of consent: a choice made elsewhere (a placeholder's "always allow") answers the bar too. */
  follow(): void {
    this.sync();
    if (this.#store?.decision !== undefined && !this.#state.decided) {
      this.#disarm();
      this.#stopScroll();
      this.dispatch({ type: 'init', decided: true });
    }
  }

  /** Reopens the bar from a link elsewhere on the page, with focus in it. */
  reopen(): void {
    this.dispatch({ type: 'show-again' });
    (this.bar.querySelector<HTMLElement>('button, a[href]') ?? this.bar).focus();
  }

  /** The bar's height while it is observed (-1: not observed). */
  #height = -1;

  /** The room the page keeps for the bar, as its height and placement are now (page-room.ts). */
  #keepRoom(): void {
    if (this.#height >= 0) keepRoom(roomFor(this.#o.settings(), this.#height));
  }

  /** The bar's presentation and button styles from the settings; safe to run again. */
  apply(): void {
    const bar = this.bar;
    const s = this.#o.settings();
    // A new placement (a banner moved to the top, or made a popup) keeps other room at the same height.
    this.#keepRoom();
    if (s.cookie_bar_as === 'popup') {
      bar.dataset.cliType = 'popup';
      bar.classList.add('cli-bar-popup', 'cli-modal-content');
      if (!this.#popup) {
        this.#popup = create('dialog', { className: 'cookie-bar__popup' });
        this.#popup.addEventListener('cancel', (event) => {
          // Esc closes the popup without recording anything; the tab stays to decide later.
          event.preventDefault();
          this.dispatch({ type: 'dismiss' });
        });
        this.#popup.addEventListener('close', () => this.#state.bar && this.dispatch({ type: 'dismiss' }));
        bar.before(this.#popup);
        this.#popup.append(bar);
        const { host } = this.#o;
        this.#overlay ??=
          (host.getRootNode() as Document | ShadowRoot).querySelector<HTMLElement>('.cli-popupbar-overlay') ??
          host.appendChild(
            create('div', { className: 'cli-modal-backdrop cli-fade cli-popupbar-overlay', hidden: true }),
          );
      }
      bar.removeAttribute('role');
      bar.removeAttribute('aria-label');
      this.#name(this.#popup);
    } else {
      if (this.#popup) {
        this.#popup.close();
        this.#popup.replaceWith(bar);
        this.#popup = undefined;
        this.#pageState(false);
      }
      bar.classList.remove('cli-bar-popup', 'cli-modal-content');
      if (s.cookie_bar_as === 'widget') bar.dataset.cliType = 'widget';
      else delete bar.dataset.cliType;
      bar.setAttribute('role', 'region');
      this.#name(bar);
    }

    const buttons = [
      ...bar.querySelectorAll<HTMLElement>('a, button'),
      ...(this.#dialog?.dialog.querySelectorAll<HTMLElement>('.cli_setting_save_button') ?? []),
    ];
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
      const asButton =
        n === 3 ? button.as_button || s.buttons[7].as_button || s.buttons[1].as_button : button.as_button;
      control.classList.toggle('cookie-bar__button--link', !asButton);
      if (control instanceof HTMLAnchorElement && control.getAttribute('href') && button.new_win) {
        control.target = '_blank';
        control.relList.add('noopener');
      }
    }
  }

  #name(target: HTMLElement): void {
    const heading = this.bar.querySelector<HTMLElement>('.cli_messagebar_head, h1, h2, h3, h4, h5');
    if (heading) {
      heading.id ||= `cookie-bar-heading-${Math.random().toString(36).slice(2, 8)}`;
      target.setAttribute('aria-labelledby', heading.id);
    } else target.ariaLabel = this.#labels.region;
  }

  /** The bar's width for the current viewport (MARKUP.md §1.4); the element places the tab. */
  layout(): void {
    const settings = this.#o.settings();
    // A banner's width does not depend on the viewport: it reads no layout (which would lay the page out at once).
    const viewport =
      settings.cookie_bar_as === 'banner' ? innerWidth : document.documentElement.clientWidth || innerWidth;
    (this.#popup ?? this.bar).style.width = barWidth(settings, viewport);
    if (this.#popup) this.bar.style.width = '';
  }

  get #options(): BarOptions {
    return { ...this.#o.settings(), strict: this.#o.strict() || getConfig().consent.strict };
  }

  /** Runs one event through the state machine and carries out its effects. */
  dispatch(event: BarEvent | { type: 'dismiss' }, choices?: Record<string, boolean>): void {
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
    const store = this.#store;
    switch (effect) {
      case 'accept':
        // No choices (accept all) grants everything; a save, or an accept after switching, keeps the switches.
        store?.accept(choices);
        break;
      case 'reject':
        store?.reject();
        break;
      case 'reload':
        FirstLayer.reload();
        break;
      case 'arm-timer':
        this.#disarm();
        this.#timer = setTimeout(() => this.dispatch({ type: 'timeout' }), this.#o.settings().show_once);
        break;
      case 'disarm-timer':
        this.#disarm();
        break;
      case 'listen-scroll':
        // Removed by 'stop-scroll' or, at the latest, by the disconnect (`#halt`).
        if (!this.#scroll.active) this.#scroll.listen(window, 'scroll', this.#onScroll, { passive: true });
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
      this.dispatch({ type: 'scroll', y: scrollY });
    });
  };

  #stopScroll(): void {
    if (this.#scrollFrame !== undefined) cancelAnimationFrame(this.#scrollFrame);
    this.#scrollFrame = undefined;
    this.#scroll.dispose();
  }

  /** Brings the DOM in line with the state, animating as the settings say. */
  #render(animate: boolean, before: BarState = INITIAL_STATE): void {
    const s = this.#o.settings();
    const { bar: showBar, tab: showTab, decided } = this.#state;
    const { bar, tab, host } = this.#o;
    const focusWasIn = bar.contains(document.activeElement) || !!this.#popup?.contains(document.activeElement);
    host.toggleAttribute('data-decided', decided);
    if (showBar !== before.bar || !animate) {
      const speed = showBar ? s.animate_speed_show : s.animate_speed_hide;
      const moves = animate && (showBar ? s.notify_animate_show : s.notify_animate_hide);
      if (this.#popup) {
        bar.hidden = false;
        if (showBar) {
          if (!this.#popup.open) {
            if (s.popup_overlay) this.#popup.showModal();
            else this.#popup.show();
          }
          void reveal(this.#popup, true, moves, speed, 'centre');
        } else if (this.#popup.open) {
          const popup = this.#popup;
          void reveal(popup, false, moves, speed, 'centre').then(() => {
            if (!this.#state.bar) popup.close();
            popup.hidden = false;
          });
        }
      } else
        void reveal(
          bar,
          showBar,
          moves,
          speed,
          s.notify_position_vertical === 'top' && s.cookie_bar_as === 'banner' ? 'top' : 'bottom',
        );
    }
    if (showTab !== before.tab || !animate) {
      const tabVertical = tab.dataset.vertical === 'top' ? 'top' : 'bottom';
      void reveal(
        tab,
        showTab,
        animate && showTab !== before.tab,
        showTab ? s.animate_speed_show : s.animate_speed_hide,
        tabVertical,
      );
    }
    this.#pageState(!!this.#popup && showBar && s.popup_overlay);
    if (!this.#state.settings && this.#dialog?.isOpen) this.#closeSettings();
    // Keyboard users keep their place: from a closing bar to the tab, from the tab to the reopened bar.
    if (focusWasIn && !showBar && showTab) this.#o.tabButton.focus();
    else if (showBar && !before.bar && animate && before.tab && tab.contains(document.activeElement))
      (bar.querySelector<HTMLElement>('button, a[href]') ?? bar).focus();
  }

  #closeSettings(): void {
    if (this.#state.settings) this.#state = { ...this.#state, settings: false };
    const fallback = this.#state.bar
      ? (this.bar.querySelector<HTMLElement>('.cli_settings_button') ?? undefined)
      : this.#o.tabButton;
    this.#dialog?.close(fallback);
  }

  #click(event: MouseEvent): void {
    const target = event.target as Element;
    const tab = this.#dialog?.categories.findIndex((c) => c.tab === target.closest('[role="tab"]')) ?? -1;
    if (tab >= 0) return this.#dialog!.select(tab, true);
    // A click on the settings dialog's backdrop (outside its content) closes it, as the plugin's did.
    if (target === this.#dialog?.dialog) return this.#closeSettings();
    const found = actionOf(target);
    if (!found || !this.#o.host.contains(found.control)) return;
    if (found.control.localName === 'a' && !found.control.getAttribute('href')?.replace('#', ''))
      event.preventDefault();
    this.#act(found.action, found.control);
  }

  #act(action: Action, control: HTMLElement): void {
    switch (action) {
      case 'accept-all':
        return this.dispatch({ type: 'accept' });
      case 'reject':
        return this.dispatch({ type: 'reject' });
      case 'save':
        return this.dispatch({ type: 'accept' }, this.#choices());
      case 'close':
        // The plugin's × accepts; with strict it refuses (the Italian Garante's reading, TRUST.md C2).
        return this.#options.strict
          ? this.dispatch({ type: 'reject' })
          : this.dispatch({ type: 'accept' }, this.#touched ? this.#choices() : undefined);
      case 'accept':
        return this.dispatch(
          { type: 'accept' },
          this.#touched || (this.bar.contains(control) && this.bar.querySelector('input[data-id]'))
            ? this.#choices()
            : undefined,
        );
      case 'settings':
        return void this.openSettings().catch(ignore);
      case 'show-again':
        return this.dispatch({ type: 'show-again' });
      case 'close-settings':
        return this.#closeSettings();
      case 'read-more':
        return this.#dialog?.toggleOverview();
    }
  }

  /** The switch states the visitor sees (in the settings, or in a bar template that prints them), by category. */
  #choices(): Record<string, boolean> {
    const choices: Record<string, boolean> = {};
    for (const input of this.#o.host.querySelectorAll<HTMLInputElement>('input[type="checkbox"][data-id]'))
      choices[input.dataset.id!.replace(/^checkbox-/, '')] = input.checked;
    return choices;
  }

  #change(event: Event): void {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'checkbox') return;
    this.#touched = true;
    const changes: Array<[string, boolean]> = this.#dialog
      ? this.#dialog.changed(input)
      : input.dataset.id
        ? [[input.dataset.id.replace(/^checkbox-/, ''), input.checked]]
        : [];
    for (const [category, on] of changes) this.#store?.setCategory(category, on);
  }
}
