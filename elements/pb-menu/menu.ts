import type { PropertyDeclarations, PropertyValues } from '@lit/reactive-element';
import { PbElement } from '../base/pb-element.js';
import { create } from '../base/dom.js';
import { reducedMotion } from '../core/reduced-motion.js';
import { CLOSE_DELAY, MOBILE_BREAKPOINT, MOBILE_SLIDE, SEARCH_LOCK, REPOSITION_DEBOUNCE, columnClasses, overflowsRight, shiftInto } from './placement.js';

/** The classes the theme's CSS shows an open dropdown by (MARKUP.md §8.5). */
const OPEN = ['et-show-dropdown', 'et-hover'];
const TOUCH = 'et-touch-hover';
const REVERSE = 'et-reverse-direction-nav';

let uid = 0;
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The theme's header menu (MARKUP.md §8.5) as APG disclosure navigation, not an ARIA menu: a named `nav`, and
 * next to each parent link (which keeps working) a toggle button with `aria-expanded` and `aria-controls`.
 * Dropdowns open on hover and stay open 200 ms after the pointer leaves; Enter or Space on the toggle opens
 * and closes them; Esc closes the one holding focus and returns focus to its toggle; focus leaving the menu
 * closes them all. On touch, the first tap on a parent link opens its dropdown and the second follows the
 * link. Mega menus stay inside the viewport (placed on open and 200 ms after the last resize) and one of fewer
 * than 4 columns gets the theme's `mega-menu-parent-<n>` class.
 *
 * @summary Header menu as disclosure navigation: hover, keyboard and touch dropdowns, mega menus kept in view.
 * @tag pb-menu
 * @cssprop --pb-menu-shift - Horizontal shift the element sets on a mega menu's panel to keep it in the viewport.
 * @cssprop --pb-menu-accent - Colour of the toggles' focus ring (default #2ea3f2).
 */
export class MenuElement extends PbElement {
  static override tagName = 'pb-menu';

  static override properties: PropertyDeclarations = {
    label: {},
    submenuLabel: { attribute: 'submenu-label' },
    breakpoint: { type: Number },
    inlineLogo: { type: Boolean, attribute: 'inline-logo' },
    searchLabel: { attribute: 'search-label' },
    closeSearchLabel: { attribute: 'close-search-label' },
  };

  /** Puts the logo in the middle of the menu items above the breakpoint (also on for `body.et_header_style_split`). */
  declare inlineLogo: boolean;
  /** The search toggle's name (default "Search"). */
  declare searchLabel: string;
  /** The search form's close button's name (default "Close search"). */
  declare closeSearchLabel: string;

  /** The widest viewport (px) that shows the mobile menu instead of the dropdowns (default 980, spec §9). */
  declare breakpoint: number;
  /** True while the viewport is at most `breakpoint` wide: the `mobile` attribute is set and the mobile menu shows. */
  get mobile(): boolean {
    return this.hasAttribute('mobile');
  }

  /** The navigation landmark's name (default "Main"). */
  declare label: string;
  /** The toggles' name; `%s` is the parent link's text (default "%s submenu"). */
  declare submenuLabel: string;

  #built = false;
  #timers = new Map<HTMLElement, number>();
  #resize = 0;
  #pointer = '';

  constructor() {
    super();
    this.label = 'Main';
    this.submenuLabel = '%s submenu';
    this.breakpoint = MOBILE_BREAKPOINT;
    this.inlineLogo = false;
    this.searchLabel = 'Search';
    this.closeSearchLabel = 'Close search';
  }

  #panelOpen = false;
  #restoreOverflow = '';

  /** The slide-in or fullscreen menu container (`.et_slide_in_menu_container`), for those header styles. */
  get panel(): HTMLElement | null {
    return (this.closest('#page-container') ?? document).querySelector('.et_slide_in_menu_container');
  }

  /** Whether the slide-in or fullscreen menu is open. */
  get panelOpen(): boolean {
    return this.#panelOpen;
  }

  /**
   * Opens or closes the slide-in or fullscreen menu: a modal dialog (focus moves in, Tab wraps, Esc closes and
   * focus returns to the toggle) with the page's scrolling locked while open.
   */
  togglePanel(open = !this.#panelOpen): void {
    const panel = this.panel;
    const toggle = this.querySelector<HTMLElement>('.pb-menu-panel-toggle');
    if (!panel || !toggle || open === this.#panelOpen) return;
    this.#panelOpen = open;
    const kind = toggle.dataset.kind!;
    toggle.setAttribute('aria-expanded', String(open));
    panel.classList.toggle(`et_pb_${kind}_menu_opened`, open);
    if (kind === 'fullscreen') panel.classList.toggle('et_pb_fullscreen_menu_animated', open);
    document.body.classList.toggle(`et_pb_${kind}_menu_active`, open);
    panel.hidden = !open;
    const root = document.documentElement;
    if (open) (this.#restoreOverflow = root.style.overflow), (root.style.overflow = 'hidden');
    else root.style.overflow = this.#restoreOverflow;
    if (open) panel.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    else if (panel.contains(document.activeElement) || document.activeElement === document.body) toggle.focus();
  }

  #searchLock = 0;
  #searching = false;

  /** The theme's search form container (`.et_search_form_container`, in the header around the element). */
  get searchForm(): HTMLElement | null {
    return (this.closest('#main-header, header') ?? this).querySelector('.et_search_form_container');
  }

  /** Whether the search form shows instead of the menu. */
  get searchOpen(): boolean {
    return this.#searching;
  }

  /**
   * Shows the search form instead of the menu, or the menu again, with the theme's 1000 ms animation lock
   * (none under reduced motion); returns false while locked. Opening focuses the search field; closing returns
   * focus to the search toggle when it was in the form.
   */
  toggleSearch(open = !this.#searching): boolean {
    const form = this.searchForm;
    const toggle = this.querySelector<HTMLElement>('.pb-menu-search-toggle');
    if (!form || !toggle || this.#searchLock || open === this.#searching) return false;
    const menu = this.closest<HTMLElement>('.et_menu_container') ?? this;
    const hadFocus = form.contains(document.activeElement);
    this.#searching = open;
    toggle.setAttribute('aria-expanded', String(open));
    menu.classList.toggle('et_pb_menu_hidden', open);
    menu.classList.toggle('et_pb_menu_visible', !open);
    form.classList.toggle('et_pb_search_visible', open);
    form.classList.toggle('et_pb_search_form_hidden', !open);
    form.inert = !open;
    const nav = this.querySelector('nav');
    if (nav) nav.inert = open;
    for (const node of [menu, form]) node.classList.remove('et_pb_no_animation'), node.classList.add('et_pb_is_animating');
    const settle = () => {
      this.#searchLock = 0;
      for (const node of [menu, form]) node.classList.remove('et_pb_is_animating'), node.classList.add('et_pb_no_animation');
    };
    if (reducedMotion()) settle();
    else this.#searchLock = window.setTimeout(settle, SEARCH_LOCK);
    if (open) form.querySelector<HTMLElement>('input')?.focus();
    else if (hadFocus) toggle.focus();
    return true;
  }

  /** The mobile menu's toggle, once built. */
  get mobileToggle(): HTMLButtonElement | null {
    return this.querySelector('.pb-menu-mobile-toggle');
  }

  /** The mobile menu (the main menu duplicated), once built. */
  get mobileMenu(): HTMLUListElement | null {
    return this.querySelector('ul.et_mobile_menu');
  }

  /** Whether the mobile menu is open. */
  get mobileOpen(): boolean {
    return this.mobileToggle?.getAttribute('aria-expanded') === 'true';
  }

  /** Opens or closes the mobile menu with the theme's 500 ms slide (instant under reduced motion). */
  toggleMobile(open = !this.mobileOpen): void {
    const list = this.mobileMenu;
    const button = this.mobileToggle;
    if (!list || !button || open === this.mobileOpen) return;
    button.setAttribute('aria-expanded', String(open));
    const wrapper = button.parentElement!;
    wrapper.classList.toggle('opened', open);
    wrapper.classList.toggle('closed', !open);
    list.getAnimations().forEach((a) => a.cancel());
    list.hidden = false;
    const done = () => (list.hidden = !this.mobileOpen);
    if (reducedMotion() || typeof list.animate !== 'function') return void done();
    const height = `${list.scrollHeight}px`;
    const frames = [{ height: '0px', overflow: 'hidden' }, { height, overflow: 'hidden' }];
    list.animate(open ? frames : frames.reverse(), { duration: MOBILE_SLIDE, easing: 'ease-in-out' }).finished.then(done, () => undefined);
  }

  /** The top-level list: `ul.nav` (the theme's `#top-menu`), else the first list. */
  get list(): HTMLUListElement | null {
    return this.querySelector('ul.nav') ?? this.querySelector('ul');
  }

  /** Parent items that carry a toggle (every parent, except the always-open columns of a mega menu). */
  get parents(): HTMLElement[] {
    return [...this.querySelectorAll<HTMLElement>('li')].filter((li) => this.#toggle(li));
  }

  /** Whether `item`'s dropdown shows. */
  isOpen(item: HTMLElement): boolean {
    return item.classList.contains(OPEN[0]);
  }

  /** Opens `item`'s dropdown, closing its open siblings. */
  open(item: HTMLElement, touch = false): void {
    this.#cancel(item);
    for (const sibling of item.parentElement?.children ?? []) if (sibling !== item) this.close(sibling as HTMLElement);
    item.classList.add(...OPEN);
    item.classList.toggle(TOUCH, touch);
    this.#toggle(item)?.setAttribute('aria-expanded', 'true');
    this.#place(item);
  }

  /** Closes `item`'s dropdown and every dropdown inside it. */
  close(item: HTMLElement): void {
    this.#cancel(item);
    if (!this.#toggle(item)) return;
    item.classList.remove(...OPEN, TOUCH);
    this.#toggle(item)!.setAttribute('aria-expanded', 'false');
    item.querySelectorAll<HTMLElement>(`li.${OPEN[0]}`).forEach((inner) => this.close(inner));
  }

  /** Closes every dropdown. */
  closeAll(): void {
    this.parents.forEach((item) => this.close(item));
  }

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    if (!this.#built) this.#build();
    if (changed.has('breakpoint') && this.#unwatch) this.#watch();
  }

  #unwatch?: () => void;

  /** Follows the viewport across `breakpoint`: closes what the other layout had open. */
  #watch(): void {
    this.#unwatch?.();
    const query = matchMedia(`(max-width: ${this.breakpoint}px)`);
    const follow = () => {
      if (query.matches === this.mobile) return;
      this.toggleAttribute('mobile', query.matches);
      if (this.mobile) this.closeAll();
      else this.toggleMobile(false);
    };
    const both = () => (follow(), this.#placeLogo());
    query.addEventListener('change', both);
    this.#unwatch = () => (query.removeEventListener('change', both), (this.#unwatch = undefined));
    both();
  }

  #logoHome?: { logo: HTMLElement; parent: Node; next: Node | null };

  /** The split header: the logo moves into `li.centered-inline-logo-wrap` mid-menu above the breakpoint, and back below. */
  #placeLogo(): void {
    const list = this.list;
    if (!list || !(this.inlineLogo || document.body.classList.contains('et_header_style_split'))) return;
    if (!this.#logoHome) {
      const logo = (this.closest('.et_menu_container') ?? this).querySelector<HTMLElement>('.logo_container');
      if (!logo?.parentNode) return;
      this.#logoHome = { logo, parent: logo.parentNode, next: logo.nextSibling };
    }
    const { logo, parent, next } = this.#logoHome;
    let wrap = list.querySelector<HTMLElement>(':scope > li.centered-inline-logo-wrap');
    if (this.mobile) {
      parent.insertBefore(logo, next);
      wrap?.remove();
      return;
    }
    if (!wrap) {
      wrap = create('li', { className: 'centered-inline-logo-wrap' });
      const items = list.querySelectorAll(':scope > li');
      list.insertBefore(wrap, items[Math.ceil(items.length / 2)] ?? null);
    }
    wrap.append(logo);
  }

  #build(): void {
    this.#built = true;
    const list = this.list;
    if (!list) return this.warn('has no menu list.');
    this.#buildMobile(list);
    this.#buildSearch();
    this.#buildPanel(list);
    // A bare list has no nav around it: the element itself is the landmark.
    const nav = list.closest('nav') ?? this;
    if (nav === this) this.setAttribute('role', 'navigation');
    if (!nav.hasAttribute('aria-label') && !nav.hasAttribute('aria-labelledby')) nav.ariaLabel = this.label;
    const n = ++uid;
    let i = 0;
    for (const item of list.querySelectorAll<HTMLElement>('li')) {
      const sub = item.querySelector<HTMLElement>(':scope > ul');
      if (!sub) continue;
      if (item.classList.contains('mega-menu') && item.parentElement === list) {
        item.classList.add(...columnClasses(sub.querySelectorAll(':scope > li').length));
      }
      // A mega menu's columns always show: they get no toggle.
      if (item.parentElement?.parentElement?.matches('li.mega-menu')) continue;
      sub.id ||= `pb-menu-${n}-${i++}`;
      const link = item.querySelector<HTMLElement>(':scope > a');
      const name = (link?.textContent ?? '').trim();
      const button = create('button', { type: 'button', className: 'pb-menu-toggle' }, { 'aria-expanded': 'false', 'aria-controls': sub.id, 'aria-label': this.submenuLabel.replace('%s', name) });
      if (link) link.after(button);
      else item.prepend(button);
    }
  }

  /** Duplicates the main menu into the theme's `.mobile_nav` (ids made unique) behind a real toggle button. */
  #buildMobile(list: HTMLUListElement): void {
    const wrapper = this.querySelector<HTMLElement>('.mobile_nav');
    if (!wrapper) return;
    const clone = list.cloneNode(true) as HTMLUListElement;
    clone.id = document.getElementById('mobile_menu') ? `mobile_menu${uid + 1}` : 'mobile_menu';
    clone.className = 'et_mobile_menu';
    clone.hidden = true;
    clone.querySelectorAll('[id]').forEach((node) => (node.id = `${node.id}-mobile`));
    clone.firstElementChild?.classList.add('et_first_mobile_item');
    let i = 0;
    for (const item of clone.querySelectorAll<HTMLElement>('li')) {
      const sub = item.querySelector<HTMLElement>(':scope > ul');
      if (!sub) continue;
      sub.id = `${clone.id}-group-${i++}`;
      sub.hidden = true;
      const name = (item.querySelector(':scope > a')?.textContent ?? '').trim();
      const group = create('button', { type: 'button', className: 'pb-menu-group' }, { 'aria-expanded': 'false', 'aria-controls': sub.id, 'aria-label': this.submenuLabel.replace('%s', name) });
      sub.before(group);
    }
    const button = create('button', { type: 'button', className: 'pb-menu-mobile-toggle' }, { 'aria-expanded': 'false', 'aria-controls': clone.id });
    const text = wrapper.querySelector('.select_page');
    if (!text?.textContent?.trim()) button.ariaLabel = this.label;
    button.append(...wrapper.querySelectorAll(':scope > .select_page, :scope > .mobile_menu_bar'));
    wrapper.prepend(button);
    wrapper.append(clone);
    wrapper.classList.add('closed');
  }

  /** For the slide-in and fullscreen header styles: a toggle button, the menu duplicated into the panel. */
  #buildPanel(list: HTMLUListElement): void {
    const bar = this.querySelector<HTMLElement>('.et_toggle_slide_menu, .et_toggle_fullscreen_menu');
    const panel = this.panel;
    if (!bar || !panel) return;
    const kind = bar.classList.contains('et_toggle_fullscreen_menu') ? 'fullscreen' : 'slide';
    panel.id ||= `pb-menu-panel-${uid + 1}`;
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.ariaLabel = this.label;
    panel.hidden = true;
    const toggle = create('button', { type: 'button', className: 'pb-menu-panel-toggle' }, { 'aria-expanded': 'false', 'aria-controls': panel.id, 'aria-label': this.label, 'data-kind': kind });
    bar.replaceWith(toggle);
    toggle.append(bar);
    const close = panel.querySelector('.et_toggle_fullscreen_menu');
    if (close) {
      const button = create('button', { type: 'button', className: 'pb-menu-panel-close' }, { 'aria-label': this.closeSearchLabel.replace(/search/i, 'menu') });
      close.replaceWith(button);
      button.append(close);
    }
    const nav = panel.querySelector('.et_pb_fullscreen_nav_container');
    if (nav && !nav.querySelector('ul')) {
      const clone = list.cloneNode(true) as HTMLUListElement;
      clone.id = 'mobile_menu_slide';
      clone.className = 'et_mobile_menu';
      clone.querySelectorAll('[id]').forEach((node) => (node.id = `${node.id}-slide`));
      nav.append(clone);
    }
  }

  /** Turns the theme's search icon and close icon into named buttons; the closed form is inert. */
  #buildSearch(): void {
    const icon = this.querySelector('#et_top_search');
    const form = this.searchForm;
    if (!icon || !form) return;
    form.id ||= `pb-menu-search-${uid + 1}`;
    form.inert = true;
    // The theme names its field by `title` only: give it a name that is not a tooltip.
    const field = form.querySelector<HTMLInputElement>('input');
    if (field && !field.labels?.length && !field.hasAttribute('aria-label')) field.ariaLabel = this.searchLabel;
    const toggle = create('button', { type: 'button', className: 'pb-menu-search-toggle' }, { 'aria-expanded': 'false', 'aria-controls': form.id, 'aria-label': this.searchLabel });
    toggle.append(...icon.childNodes);
    icon.append(toggle);
    const close = form.querySelector('.et_close_search_field');
    if (close) {
      const button = create('button', { type: 'button', className: 'pb-menu-search-close' }, { 'aria-label': this.closeSearchLabel });
      close.replaceWith(button);
      button.append(close);
    }
  }

  /** Dropdowns opened by hovering, until a click or the close delay settles them. */
  readonly #hovered = new WeakSet<Element>();

  #toggle(item: Element): HTMLButtonElement | null {
    return item.querySelector(':scope > .pb-menu-toggle');
  }

  #item(target: EventTarget | null): HTMLElement | null {
    if (this.mobileMenu?.contains(target as Node)) return null;
    let li = (target as Element | null)?.closest?.('li');
    while (li && this.contains(li) && !this.#toggle(li)) li = li.parentElement?.closest('li');
    return li && this.contains(li) ? (li as HTMLElement) : null;
  }

  #cancel(item: HTMLElement): void {
    clearTimeout(this.#timers.get(item));
    this.#timers.delete(item);
  }

  protected override connected(): void {
    const c = this.connection;
    c.listen(this, 'pointerdown', (e) => (this.#pointer = (e as PointerEvent).pointerType), { capture: true });
    c.listen(this, 'pointerover', (e) => {
      const event = e as PointerEvent;
      if (event.pointerType === 'touch' || this.#pointer === 'touch') return;
      for (let item = this.#item(event.target); item; item = this.#item(item.parentElement)) {
        if (this.#timers.has(item)) this.#cancel(item);
        else if (!this.isOpen(item)) {
          this.open(item);
          this.#hovered.add(item);
        }
      }
    });
    c.listen(this, 'pointerout', (e) => {
      const event = e as PointerEvent;
      if (event.pointerType === 'touch') return;
      for (let item = this.#item(event.target); item; item = this.#item(item.parentElement)) {
        if (item.contains(event.relatedTarget as Node) || !this.isOpen(item) || item.contains(document.activeElement)) continue;
        const open = item;
        this.#cancel(open);
        this.#timers.set(
          open,
          window.setTimeout(() => {
            this.#hovered.delete(open);
            this.close(open);
          }, CLOSE_DELAY),
        );
      }
    });
    c.listen(this, 'click', (e) => {
      const target = e.target as Element;
      if (target.closest?.('.pb-menu-search-toggle')) return void this.toggleSearch();
      if (target.closest?.('.pb-menu-panel-toggle')) return this.togglePanel();
      if (target.closest?.('.pb-menu-mobile-toggle')) return this.toggleMobile();
      const group = target.closest?.('.pb-menu-group');
      if (group) {
        const open = group.getAttribute('aria-expanded') !== 'true';
        group.setAttribute('aria-expanded', String(open));
        group.parentElement!.classList.toggle('et_pb_submenu_opened', open);
        this.querySelector<HTMLElement>(`#${group.getAttribute('aria-controls')}`)!.hidden = !open;
        return;
      }
      // A link in the mobile menu closes it.
      if (this.mobileMenu?.contains(target) && target.closest('a')) return this.toggleMobile(false);
      const button = target.closest?.('.pb-menu-toggle');
      const item = this.#item(target);
      if (!item) return;
      if (button) {
        // A pointer that opened the dropdown by hovering on its way to the toggle means "open" when it clicks it:
        // the click keeps the dropdown open instead of closing it under the pointer.
        const hovered = this.#hovered.delete(item);
        if (hovered && this.isOpen(item)) return;
        return this.isOpen(item) ? this.close(item) : this.open(item);
      }
      // Touch: the first tap on a parent link opens its dropdown, the second follows the link.
      if (this.#pointer === 'touch' && target.closest('a')?.parentElement === item && !this.isOpen(item)) {
        e.preventDefault();
        this.open(item, true);
      }
    });
    c.listen(this, 'keydown', (e) => {
      if ((e as KeyboardEvent).key !== 'Escape') return;
      if (this.mobileOpen && (this.mobileMenu!.contains(e.target as Node) || e.target === this.mobileToggle)) {
        e.preventDefault();
        this.toggleMobile(false);
        return this.mobileToggle!.focus();
      }
      const item = this.#item(e.target);
      const open = item && (this.isOpen(item) ? item : this.#item(item.parentElement));
      if (!open || !this.isOpen(open)) return;
      e.preventDefault();
      this.close(open);
      this.#toggle(open)!.focus();
    });
    const form = this.searchForm;
    if (form && !this.contains(form)) {
      c.listen(form, 'click', (e) => (e.target as Element).closest?.('.pb-menu-search-close') && this.toggleSearch(false));
      c.listen(form, 'keydown', (e) => (e as KeyboardEvent).key === 'Escape' && this.toggleSearch(false) && e.preventDefault());
    }
    const panel = this.panel;
    if (panel && this.querySelector('.pb-menu-panel-toggle')) {
      c.listen(panel, 'click', (e) => {
        const target = e.target as Element;
        if (target.closest?.('.pb-menu-panel-close') || target.closest?.('a[href*="#"]')) this.togglePanel(false);
      });
      c.listen(panel, 'keydown', (e) => {
        const event = e as KeyboardEvent;
        if (event.key === 'Escape') return event.preventDefault(), this.togglePanel(false);
        if (event.key !== 'Tab') return;
        // Tab and Shift+Tab wrap inside the open menu.
        const stops = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((node) => node.getClientRects().length);
        const edge = event.shiftKey ? stops[0] : stops.at(-1);
        if (edge && document.activeElement === edge) event.preventDefault(), (event.shiftKey ? stops.at(-1) : stops[0])!.focus();
      });
      c.add(() => this.togglePanel(false));
    }
    c.listen(this, 'focusout', (e) => {
      if (!this.contains((e as FocusEvent).relatedTarget as Node)) this.closeAll();
    });
    c.listen(document, 'pointerdown', (e) => {
      if (this.#searching && !(this.closest('#main-header, header') ?? this).contains(e.target as Node)) this.toggleSearch(false);
      if (!this.contains(e.target as Node)) {
        this.#pointer = (e as PointerEvent).pointerType;
        this.closeAll();
      }
    });
    c.listen(window, 'resize', () => {
      clearTimeout(this.#resize);
      this.#resize = window.setTimeout(() => this.#placeAll(), REPOSITION_DEBOUNCE);
    });
    this.#placeAll();
    this.#watch();
    c.add(() => {
      this.#unwatch?.();
      if (this.#searchLock) clearTimeout(this.#searchLock), (this.#searchLock = 0);
      clearTimeout(this.#resize);
      this.#timers.forEach((timer) => clearTimeout(timer));
      this.#timers.clear();
    });
  }

  #placeAll(): void {
    this.list?.querySelectorAll<HTMLElement>(':scope > li').forEach((item) => this.#place(item));
  }

  /** Keeps `item`'s dropdown inside the viewport: a mega menu shifts, a dropdown opens leftwards. */
  #place(item: HTMLElement): void {
    const top = this.list?.contains(item) ? item.closest<HTMLElement>(`${this.list.localName} > li`) ?? item : item;
    const sub = top.querySelector<HTMLElement>(':scope > ul');
    if (!sub) return;
    const viewport = document.documentElement.clientWidth;
    if (top.classList.contains('mega-menu')) {
      sub.style.removeProperty('--pb-menu-shift');
      const rect = sub.getBoundingClientRect();
      const shift = shiftInto(rect.left, rect.width, viewport);
      if (shift) sub.style.setProperty('--pb-menu-shift', `${shift}px`);
      return;
    }
    if (top !== item) return;
    top.classList.remove(REVERSE);
    const rect = sub.getBoundingClientRect();
    // A nested dropdown opens beside its parent, a dropdown's width further right.
    const nested = sub.querySelector(':scope > li > ul') ? rect.width : 0;
    top.classList.toggle(REVERSE, overflowsRight(rect.left, rect.width + nested, viewport));
  }
}
