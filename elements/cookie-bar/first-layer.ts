/**
 * The first layer: the bar itself (banner, popup or widget) with its buttons, its show and hide, the
 * show_once timer and scroll_close, and the door to the second layer. Loaded only when the bar must show (no
 * choice yet, or a newer consent revision) or a visitor asks for it again: a returning visitor's page runs
 * just the consent store, the cookie reading and the show-again tab (PERF.md §5).
 */
import { create } from '../base/dom.js';
import type { Disposer } from '../base/disposer.js';
import { getConfig } from '../core/config.js';
import { INITIAL_STATE, transition, type BarEffect, type BarEvent, type BarOptions, type BarState } from './bar-state.js';
import type { CookieBarElement } from './cookie-bar.js';
import { barWidth } from './layout.js';
import { reveal } from './motion.js';
import { BAR_ID } from './page-parts.js';
import { actionOf, buildBar, BUTTON_OF, ensureReject, toButton, type Action, type Labels } from './parts.js';
import type { SettingsDialog } from './settings-dialog.js';

export class FirstLayer {
  #popup?: HTMLDialogElement;
  #dialog?: SettingsDialog;
  #dialogLoading?: Promise<SettingsDialog>;
  #state: BarState = INITIAL_STATE;
  #touched = false;
  #timer?: ReturnType<typeof setTimeout>;
  #scrollFrame?: number;
  #scrolling = false;

  /**
   * Upgrades the plugin's `bar` in place, or fills the one the element made for a bare tag (`built`), and
   * applies the settings. The tab, the settings popup and the always-on categories are the element's.
   */
  constructor(
    readonly host: CookieBarElement,
    readonly bar: HTMLElement,
    built: boolean,
    readonly tab: HTMLElement,
    readonly tabButton: HTMLButtonElement,
    readonly settingsRoot: HTMLElement | null,
    readonly json: () => { categories?: unknown; overview?: unknown },
    readonly necessary: () => string[],
  ) {
    const labels = this.#labels;
    if (built) buildBar(bar, labels);
    bar.querySelectorAll<HTMLElement>('a[role="button"], a.cli_action_button, a.cli_settings_button, a.cli-plugin-button').forEach(toButton);
    ensureReject(bar, labels.reject);
    const style = bar.querySelector('.cli-bar-container');
    if (style) bar.dataset.cliStyle = [...style.classList].filter((c) => c !== 'cli-bar-container').join(' ');
    // The plugin's overlays are replaced by the dialogs' own backdrops.
    for (const overlay of document.querySelectorAll<HTMLElement>('.cli-modal-backdrop')) overlay.hidden = true;
    this.apply();
    this.layout();
  }

  get #labels(): Labels {
    const host = this.host;
    return {
      accept: host.acceptLabel || 'Accept all',
      reject: host.rejectLabel || 'Reject all',
      settings: host.settingsLabel || 'Cookie settings',
      region: host.regionLabel || 'Cookie consent',
      message: 'We use cookies to run this site and, with your consent, to measure it and to show videos and maps.',
    };
  }

  /** Sets up what runs while the element is connected (undone with `connection`), and shows what the state says. */
  start(connection: Disposer): void {
    const { bar, host } = this;
    connection.listen(host, 'click', (event) => this.#click(event as MouseEvent));
    connection.listen(host, 'change', (event) => this.#change(event));
    connection.listen(host, 'keydown', (event) => this.#dialog?.keydown(event as KeyboardEvent));
    // Fetch the second layer as soon as a visitor heads for it, so it opens without a wait.
    const warm = (event: Event) => actionOf(event.target)?.action === 'settings' && void this.#loadDialog();
    connection.listen(host, 'pointerover', warm);
    connection.listen(host, 'focusin', warm);
    // The page keeps room for a bottom banner, so nothing (the footer, a focused link) hides under it (WCAG 2.4.11).
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => root.style.setProperty('--cookie-bar-offset', `${Math.ceil(entry.borderBoxSize?.[0]?.blockSize ?? 0)}px`));
    observer.observe(bar);
    connection.add(() => {
      observer.disconnect();
      root.style.removeProperty('--cookie-bar-offset');
    });
    const decided = host.store!.decision !== undefined;
    const minimised = !decided && host.effectiveSettings.buttons[2].hidebar && !!bar.querySelector('.cli-minimize-bar');
    this.#state = INITIAL_STATE;
    if (minimised) {
      // On the policy page itself, with button 2's hidebar: the tab only, nothing armed (MARKUP.md §1.5).
      this.#state = { decided: false, bar: false, tab: true, settings: false };
      this.#render(false);
    } else this.dispatch({ type: 'init', decided });
  }

  /** Stops what `start` armed (the disconnect undoes the rest). */
  halt(): void {
    this.#disarm();
    this.#stopScroll();
    if (this.#dialog?.isOpen) this.#dialog.close();
    this.#popup?.close();
  }

  /** Loads and builds the second layer once. */
  #loadDialog(): Promise<SettingsDialog> {
    this.#dialogLoading ??= import('./second-layer.js').then(({ upgradeSettings }) => {
      const dialog = upgradeSettings(this.host, this.settingsRoot, this.json(), this.necessary());
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
    return this.#dialogLoading;
  }

  /** Opens the settings dialog, on `category` when given. */
  async openSettings(category?: string): Promise<void> {
    const dialog = await this.#loadDialog();
    if (!this.host.isConnected) return;
    this.dispatch({ type: 'open-settings' });
    this.sync();
    dialog.open(category);
  }

  /** The settings' switches follow the store. */
  sync(): void {
    const store = this.host.store;
    if (store) this.#dialog?.sync((c) => store.switchState(c), (c) => store.refusedByGpc(c));
  }

  /** After any change of consent: a choice made elsewhere (a placeholder's "always allow") answers the bar too. */
  follow(): void {
    this.sync();
    if (this.host.store!.decision !== undefined && !this.#state.decided) {
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

  /** The bar's presentation and button styles from the settings; safe to run again. */
  apply(): void {
    const { bar, host } = this;
    const s = host.effectiveSettings;
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
    const viewport = document.documentElement.clientWidth || innerWidth;
    (this.#popup ?? this.bar).style.width = barWidth(this.host.effectiveSettings, viewport);
    if (this.#popup) this.bar.style.width = '';
  }

  get #options(): BarOptions {
    return { ...this.host.effectiveSettings, strict: this.host.strict || getConfig().consent.strict };
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
    const store = this.host.store!;
    switch (effect) {
      case 'accept':
        // No choices (accept all) grants everything; a save, or an accept after switching, keeps the switches.
        store.accept(choices);
        break;
      case 'reject':
        store.reject();
        break;
      case 'reload':
        this.host.reloadPage();
        break;
      case 'arm-timer':
        this.#disarm();
        this.#timer = setTimeout(() => this.dispatch({ type: 'timeout' }), this.host.effectiveSettings.show_once);
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
      this.dispatch({ type: 'scroll', y: scrollY });
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
    const s = this.host.effectiveSettings;
    const { bar: showBar, tab: showTab, decided } = this.#state;
    const { bar, tab } = this;
    const focusWasIn = bar.contains(document.activeElement) || !!this.#popup?.contains(document.activeElement);
    this.host.toggleAttribute('data-decided', decided);
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
    if (focusWasIn && !showBar && showTab) this.tabButton.focus();
    else if (showBar && !before.bar && animate && before.tab && tab.contains(document.activeElement)) (bar.querySelector<HTMLElement>('button, a[href]') ?? bar).focus();
  }

  #closeSettings(): void {
    if (this.#state.settings) this.#state = { ...this.#state, settings: false };
    const fallback = this.#state.bar ? (this.bar.querySelector<HTMLElement>('.cli_settings_button') ?? undefined) : this.tabButton;
    this.#dialog?.close(fallback);
  }

  #click(event: MouseEvent): void {
    const target = event.target as Element;
    const tab = this.#dialog?.categories.findIndex((c) => c.tab === target.closest('[role="tab"]')) ?? -1;
    if (tab >= 0) return this.#dialog!.select(tab, true);
    // A click on the settings dialog's backdrop (outside its content) closes it, as the plugin's did.
    if (target === this.#dialog?.dialog) return this.#closeSettings();
    const found = actionOf(target);
    if (!found || !this.host.contains(found.control)) return;
    if (found.control.localName === 'a' && !found.control.getAttribute('href')?.replace('#', '')) event.preventDefault();
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
        return this.#options.strict ? this.dispatch({ type: 'reject' }) : this.dispatch({ type: 'accept' }, this.#touched ? this.#choices() : undefined);
      case 'accept':
        return this.dispatch({ type: 'accept' }, this.#touched || control.closest(`#${BAR_ID}`)?.querySelector('input[data-id]') ? this.#choices() : undefined);
      case 'settings':
        return void this.openSettings();
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
    for (const input of this.host.querySelectorAll<HTMLInputElement>('input[type="checkbox"][data-id]')) choices[input.dataset.id!.replace(/^checkbox-/, '')] = input.checked;
    return choices;
  }

  #change(event: Event): void {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'checkbox') return;
    this.#touched = true;
    const changes: Array<[string, boolean]> = this.#dialog ? this.#dialog.changed(input) : input.dataset.id ? [[input.dataset.id.replace(/^checkbox-/, ''), input.checked]] : [];
    for (const [category, on] of changes) this.host.store?.setCategory(category, on);
  }
}
