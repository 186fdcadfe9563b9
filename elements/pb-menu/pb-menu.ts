import type { PropertyDeclarations, PropertyValues } from '@lit/reactive-element';
import { PbElement } from '../base/pb-element.js';
import { create } from '../base/dom.js';
import { Disposer } from '../base/disposer.js';
import { onDemand } from '../base/on-demand.js';
import {
  CLOSE_DELAY,
  MOBILE_BREAKPOINT,
  MOBILE_SLIDE,
  REPOSITION_DEBOUNCE,
  columnClasses,
  overflowsRight,
  shiftInto,
} from './placement.js';
import { slide } from './slide.js';
import type { InlineLogo } from './inline-logo.js';
import type { ModuleSearch } from './module-search.js';
import type { SearchOverlay } from './search-overlay.js';
import type { SlideMenu } from './slide-menu.js';

/** The classes the theme's CSS shows an open dropdown by (MARKUP.md §8.5). */
const OPEN = ['et-show-dropdown', 'et-hover'];
const TOUCH = 'et-touch-hover';
const REVERSE = 'et-reverse-direction-nav';
/** What the search overlay and the slide-in/fullscreen menu upgrade: the theme's icon and bar. */
/** The header's `#et_top_search`, or a Menu module's search button (THEME-CSS.md §3), which loads its own part. */
const SEARCH_ICON = '#et_top_search,.et_pb_menu__search-button';
/** A Menu module's printed logo in the "inline centred logo" style (THEME-CSS.md §4). */
const MODULE_LOGO = '[class*=inline_centered_logo] .et_pb_menu__logo-wrap';
const PANEL_BAR = '.et_toggle_slide_menu, .et_toggle_fullscreen_menu';

/** The parts only some headers have (MARKUP.md §8.5), loaded when the markup has them. */
const searchOverlay = onDemand('<pb-menu> search overlay', () => import('./search-overlay.js'));
const moduleSearch = onDemand('<pb-menu> module search', () => import('./module-search.js'));
const slideMenu = onDemand('<pb-menu> slide-in menu', () => import('./slide-menu.js'));
const inlineLogo = onDemand('<pb-menu> inline logo', () => import('./inline-logo.js'));
const ignore = () => {};

let uid = 0;

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
export class PbMenuElement extends PbElement {
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
  /** This menu's number, for the ids it gives. */
  #n = 0;
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

  /** The parts only some headers have, made once their code has arrived (`updateComplete` waits for it). */
  #panel?: SlideMenu;
  #search?: SearchOverlay | ModuleSearch;
  #logo?: InlineLogo;

  /** The slide-in or fullscreen menu container (`.et_slide_in_menu_container`), for those header styles. */
  get panel(): HTMLElement | null {
    return (this.closest('#page-container') ?? document).querySelector('.et_slide_in_menu_container');
  }

  /** Whether the slide-in or fullscreen menu is open. */
  get panelOpen(): boolean {
    return !!this.#panel?.open;
  }

  /**
   * Opens or closes the slide-in or fullscreen menu: a modal dialog (focus moves in, Tab wraps, the rest of the
   * page is inert, Esc closes and focus returns to the toggle) with the page's scrolling locked while open.
   */
  togglePanel(open = !this.panelOpen): void {
    this.#panel?.set(open);
  }

  /**
   * The theme's search form container: a Menu module's `.et_pb_menu__search-container`, else the header's
   * `.et_search_form_container` (in the header around the element).
   */
  get searchForm(): HTMLElement | null {
    return (
      this.querySelector('.et_pb_menu__search-container') ??
      (this.closest('#main-header, header') ?? this).querySelector('.et_search_form_container')
    );
  }

  /** Whether the search form shows instead of the menu. */
  get searchOpen(): boolean {
    return !!this.#search?.open;
  }

  /**
   * Shows the search form instead of the menu, or the menu again; returns false when nothing changed. The header's
   * search has the theme's 1000 ms animation lock (none under reduced motion) and returns false while locked; a
   * Menu module's has none. Opening focuses the search field; closing returns focus to the search toggle when it
   * was in the form.
   */
  toggleSearch(open = !this.searchOpen): boolean {
    return !!this.#search?.set(open);
  }

  /**
   * Loads the search overlay (`onDemand`: once, and again on the next use after a failure) and makes it. Until it
   * has, the theme's icon stays as printed and the rest of the menu works.
   */
  #loadSearch(): Promise<SearchOverlay | ModuleSearch | undefined> {
    const form = this.searchForm;
    const icon = this.querySelector(SEARCH_ICON);
    // A Menu module's search button (a `<button>`, the header's icon is not) loads the module's own search.
    return (icon instanceof HTMLButtonElement ? moduleSearch : searchOverlay).load(this).then(({ Search }) => {
      if (!this.#search && icon && form)
        this.#search = new Search({
          host: this,
          header: this.closest<HTMLElement>('#main-header, header') ?? this,
          menu: this.closest<HTMLElement>('.et_menu_container') ?? this,
          nav: this.querySelector('nav'),
          icon,
          form,
          id: `pb-menu-search-${this.#n}`,
          label: this.searchLabel,
          closeLabel: this.closeSearchLabel,
        });
      return this.#search;
    });
  }

  /** Loads the slide-in or fullscreen menu (as `#loadSearch`) and makes it. */
  #loadPanel(): Promise<SlideMenu | undefined> {
    return slideMenu.load(this).then(({ SlideMenu }) => {
      const bar = this.querySelector<HTMLElement>(PANEL_BAR);
      const panel = this.panel;
      const list = this.list;
      if (!this.#panel && bar && panel && list)
        this.#panel = new SlideMenu({
          host: this,
          panel,
          bar,
          list,
          id: `pb-menu-panel-${this.#n}`,
          label: this.label,
          closeLabel: this.closeSearchLabel.replace(/search/i, 'menu'),
          submenuLabel: this.submenuLabel,
          animate: slide,
        });
      return this.#panel;
    });
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
    slide(list, open, MOBILE_SLIDE);
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
    if (changed.has('breakpoint') && this.#watching.active) this.#watch();
  }

  /** The media query `#watch` follows: replaced when `breakpoint` changes, undone on disconnect. */
  readonly #watching = new Disposer();

  /** Follows the viewport across `breakpoint`: closes what the other layout had open. */
  #watch(): void {
    this.#watching.dispose();
    const query = matchMedia(`(max-width: ${this.breakpoint}px)`);
    const follow = () => {
      if (query.matches === this.mobile) return;
      this.toggleAttribute('mobile', query.matches);
      if (this.mobile) this.closeAll();
      else this.toggleMobile(false);
    };
    const both = () => {
      follow();
      this.#logo?.place(this.mobile);
    };
    this.#watching.listen(query, 'change', both);
    both();
  }

  #build(): void {
    this.#built = true;
    const list = this.list;
    if (!list) return this.warn('has no menu list.');
    const n = (this.#n = ++uid);
    // `ul.et_disable_top_tier` (MARKUP.md §8.5): top-level parent links lead nowhere (the click opens their
    // submenu instead, see the click handler), in the mobile menu too.
    if (list.classList.contains('et_disable_top_tier'))
      list
        .querySelectorAll<HTMLAnchorElement>(':scope > li > a')
        .forEach((link) => link.nextElementSibling?.matches('ul') && link.setAttribute('href', '#'));
    this.#buildMobile(list, n);
    // The parts only some headers have load on demand; one that fails is tried again on its next use (a click on
    // the theme's icon or bar, see the click handler).
    if (this.querySelector(SEARCH_ICON) && this.searchForm) this.#loadSearch().catch(ignore);
    if (this.querySelector(PANEL_BAR) && this.panel) this.#loadPanel().catch(ignore);
    // The split header's logo, or a Menu module's in the "inline centred logo" style.
    const slot = this.querySelector<HTMLElement>(MODULE_LOGO);
    const logo = slot ?? (this.closest('.et_menu_container') ?? this).querySelector<HTMLElement>('.logo_container');
    if (logo?.parentNode && (slot || this.inlineLogo || document.body.classList.contains('et_header_style_split')))
      // Should its code not load, the logo stays where the theme printed it.
      inlineLogo
        .load(this)
        .then(({ InlineLogo }) => (this.#logo ??= new InlineLogo({ list, logo })).place(this.mobile), ignore);
    // A bare list has no nav around it: the element itself is the landmark.
    const nav = list.closest('nav') ?? this;
    if (nav === this) this.setAttribute('role', 'navigation');
    if (!nav.hasAttribute('aria-label') && !nav.hasAttribute('aria-labelledby')) nav.ariaLabel = this.label;
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
      const button = this.#disclosure('pb-menu-toggle', sub.id, item);
      if (link) link.after(button);
      else item.prepend(button);
    }
  }

  /** Duplicates the main menu into the theme's `.mobile_nav` (ids made unique) behind a real toggle button. */
  #buildMobile(list: HTMLUListElement, n: number): void {
    const wrapper = this.querySelector<HTMLElement>('.mobile_nav');
    if (!wrapper) return;
    const clone = list.cloneNode(true) as HTMLUListElement;
    // A builder menu module's mobile menu is numbered per module, in page order (`mobile_menu1`, …); the header's
    // is `mobile_menu` (MARKUP.md §8.5).
    const module = list.closest('.et_pb_menu, .et_pb_fullwidth_menu');
    if (module) {
      let index = [...document.querySelectorAll('.et_pb_menu, .et_pb_fullwidth_menu')].indexOf(module) + 1;
      while (document.getElementById(`mobile_menu${index}`)) index++;
      clone.id = `mobile_menu${index}`;
    } else clone.id = document.getElementById('mobile_menu') ? `mobile_menu${n}` : 'mobile_menu';
    clone.className = `et_mobile_menu${list.classList.contains('et_disable_top_tier') ? ' et_disable_top_tier' : ''}`;
    clone.hidden = true;
    // The header's mobile menu also carries the secondary menu's items (`#et-secondary-nav`, in `#top-header`);
    // a menu module's does not.
    if (!module && clone.id === 'mobile_menu')
      clone.append(...[...document.querySelectorAll('#et-secondary-nav > li')].map((li) => li.cloneNode(true)));
    clone.querySelectorAll('[id]').forEach((node) => (node.id = `${node.id}-mobile`));
    clone.firstElementChild?.classList.add('et_first_mobile_item');
    let i = 0;
    for (const item of clone.querySelectorAll<HTMLElement>('li')) {
      const sub = item.querySelector<HTMLElement>(':scope > ul');
      if (!sub) continue;
      sub.id = `${clone.id}-group-${i++}`;
      sub.hidden = true;
      sub.before(this.#disclosure('pb-menu-group', sub.id, item));
    }
    const button = this.#disclosure('pb-menu-mobile-toggle', clone.id);
    const text = wrapper.querySelector('.select_page');
    if (!text?.textContent?.trim()) button.ariaLabel = this.label;
    button.append(...wrapper.querySelectorAll(':scope > .select_page, :scope > .mobile_menu_bar'));
    wrapper.prepend(button);
    wrapper.append(clone);
    wrapper.classList.add('closed');
  }

  /**
   * A collapsed disclosure button controlling `id`; for a parent `item`, named by `submenuLabel` with its link's
   * text.
   */
  #disclosure(className: string, id: string, item?: Element): HTMLButtonElement {
    const button = create('button', { type: 'button', className }, { 'aria-expanded': 'false', 'aria-controls': id });
    if (item)
      button.ariaLabel = this.submenuLabel.replace('%s', item.querySelector(':scope > a')?.textContent?.trim() ?? '');
    return button;
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
        if (item.contains(event.relatedTarget as Node) || !this.isOpen(item) || item.contains(document.activeElement))
          continue;
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
      if (target.closest?.('.pb-menu-mobile-toggle')) return this.toggleMobile();
      // A part that could not load (offline for a moment) is tried again by a click on the theme's icon or bar it
      // upgrades, and opens once it has arrived; until then the click changes nothing.
      if (!this.#search && target.closest?.(SEARCH_ICON))
        return void this.#loadSearch().then((search) => search?.set(true), ignore);
      if (!this.#panel && target.closest?.(PANEL_BAR))
        return void this.#loadPanel().then((panel) => panel?.set(true), ignore);
      const group = target.closest?.('.pb-menu-group');
      if (group) {
        const open = group.getAttribute('aria-expanded') !== 'true';
        group.setAttribute('aria-expanded', String(open));
        group.parentElement!.classList.toggle('et_pb_submenu_opened', open);
        this.querySelector<HTMLElement>(`#${group.getAttribute('aria-controls')}`)!.hidden = !open;
        return;
      }
      // `et_disable_top_tier`: a top-level parent link opens or closes its submenu instead of leading anywhere.
      const dead = target.closest?.('ul.et_disable_top_tier > li > a[href="#"]');
      if (dead) {
        e.preventDefault();
        return dead.parentElement!.querySelector<HTMLElement>(':scope > :is(.pb-menu-group, .pb-menu-toggle)')?.click();
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
    c.listen(this, 'focusout', (e) => {
      if (!this.contains((e as FocusEvent).relatedTarget as Node)) this.closeAll();
    });
    c.listen(document, 'pointerdown', (e) => {
      if (!this.contains(e.target as Node)) {
        this.#pointer = (e as PointerEvent).pointerType;
        this.closeAll();
      }
    });
    c.listen(window, 'resize', () => {
      clearTimeout(this.#resize);
      this.#resize = window.setTimeout(() => this.#placeAll(), REPOSITION_DEBOUNCE);
    });
    // No placing on connect: a dropdown is placed as it opens (`open`), and a closed one is not seen. Placing
    // them all here read the layout of the whole page while it was still being built (issue 19).
    this.#watch();
    c.add(() => {
      this.#watching.dispose();
      // The logo goes back where it was printed (the next connection places it again).
      this.#logo?.place(true);
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
    const top = this.list?.contains(item) ? (item.closest<HTMLElement>(`${this.list.localName} > li`) ?? item) : item;
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
