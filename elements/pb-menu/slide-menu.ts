/**
 * The slide-in and fullscreen header menus (MARKUP.md §8.5; TRUST.md #15), loaded only when the menu has
 * `.et_toggle_slide_menu` / `.et_toggle_fullscreen_menu` and the page an `.et_slide_in_menu_container`.
 *
 * The theme's bar becomes a toggle button and the container a named modal dialog, filled with the menu when
 * empty. Open: the theme's classes, the page's scrolling locked, everything outside the dialog (but the toggle)
 * `inert`, focus on its first control, Tab wrapping inside. The slide-in menu pushes `#page-container` (and a
 * fixed header) left by its width and opens with a swipe left from the right edge on touch (a swipe right
 * closes it). Submenus open and close with a 700 ms slide (easeInOutCubic) behind `et_mobile_menu_arrow`
 * buttons. Closing waits for the theme's slide-out (700 ms; the fullscreen fade, 1000 ms) before hiding the
 * container; under reduced motion everything is instant.
 */
import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import { create } from '../base/dom.js';
import { Disposer } from '../base/disposer.js';
import { watchGestures } from '../controllers/gesture.js';
import { reducedMotion } from '../core/reduced-motion.js';
import type { slide } from './slide.js';

/** The slide-in menu slides out, and the fullscreen menu's submenus slide, in this long (MARKUP.md §8.5). */
export const PANEL_SLIDE = 700;
/** The fullscreen menu keeps `et_pb_fullscreen_menu_animated` this long after closing (its fade-out). */
export const FULLSCREEN_FADE = 1000;
/** A swipe left that opens the slide-in menu starts this close to the right edge (px). */
export const EDGE_ZONE = 30;
/** jQuery UI's easeInOutCubic, the theme's submenu easing. */
const EASE_IN_OUT_CUBIC = 'cubic-bezier(0.645, 0.045, 0.355, 1)';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What the slide-in or fullscreen menu needs from `<pb-menu>`, and nothing more. */
export interface SlideMenuOptions {
  /** Connects and disconnects the menu (it is a controller of the element). */
  host: ReactiveControllerHost;
  /** The theme's `.et_slide_in_menu_container`: made the dialog, filled with `list` when empty. */
  panel: HTMLElement;
  /** The theme's `.et_toggle_slide_menu` / `.et_toggle_fullscreen_menu`: moved into the toggle button. */
  bar: HTMLElement;
  /** The menu's top-level list. */
  list: HTMLUListElement;
  /** The panel's id when it has none. */
  id: string;
  /** The dialog's and the toggle's name. */
  label: string;
  /** The fullscreen menu's close button's name. */
  closeLabel: string;
  /** The submenu arrows' name; `%s` is the parent link's text. */
  submenuLabel: string;
  /** The menu's slide animation, handed over so this chunk does not import the menu's own. */
  animate: typeof slide;
}

export class SlideMenu implements ReactiveController {
  readonly toggle: HTMLButtonElement;
  readonly kind: 'slide' | 'fullscreen';
  readonly panel: HTMLElement;
  open = false;
  readonly #c = new Disposer();
  #overflow = '';
  #inert: HTMLElement[] = [];
  #timer = 0;
  private readonly animate: typeof slide;

  constructor({ host, panel, bar, list, id, label, closeLabel, submenuLabel, animate }: SlideMenuOptions) {
    this.panel = panel;
    this.animate = animate;
    this.kind = bar.classList.contains('et_toggle_fullscreen_menu') ? 'fullscreen' : 'slide';
    panel.id ||= id;
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.ariaLabel = label;
    panel.hidden = true;
    this.toggle = create(
      'button',
      { type: 'button', className: 'pb-menu-panel-toggle' },
      { 'aria-expanded': 'false', 'aria-controls': panel.id, 'aria-label': label },
    );
    bar.replaceWith(this.toggle);
    this.toggle.append(bar);
    const close = panel.querySelector('.et_toggle_fullscreen_menu');
    if (close) {
      const button = create(
        'button',
        { type: 'button', className: 'pb-menu-panel-close' },
        { 'aria-label': closeLabel },
      );
      close.replaceWith(button);
      button.append(close);
    }
    const nav = panel.querySelector('.et_pb_fullscreen_nav_container');
    if (nav && !nav.querySelector('ul')) {
      const clone = list.cloneNode(true) as HTMLUListElement;
      clone.id = 'mobile_menu_slide';
      clone.className = 'et_mobile_menu';
      clone.querySelectorAll('[id]').forEach((node) => (node.id = `${node.id}-slide`));
      // Loaded after the dropdowns got their toggles: the panel has arrows of its own instead.
      clone.querySelectorAll('.pb-menu-toggle').forEach((button) => button.remove());
      nav.append(clone);
    }
    // Submenus: closed, each behind the theme's arrow made a real button.
    let i = 0;
    for (const sub of nav?.querySelectorAll<HTMLElement>('li > ul') ?? []) {
      sub.id ||= `${panel.id}-sub-${i++}`;
      sub.hidden = true;
      const name = (sub.parentElement!.querySelector(':scope > a')?.textContent ?? '').trim();
      sub.before(
        create(
          'button',
          { type: 'button', className: 'et_mobile_menu_arrow' },
          { 'aria-expanded': 'false', 'aria-controls': sub.id, 'aria-label': submenuLabel.replace('%s', name) },
        ),
      );
    }
    host.addController(this);
  }

  /** The page the slide-in menu pushes aside: `#page-container`, and the header while it is fixed. */
  get #pushed(): HTMLElement[] {
    const page = document.getElementById('page-container');
    const header = document.getElementById('main-header');
    return [page, header && getComputedStyle(header).position === 'fixed' ? header : null].filter(
      (node): node is HTMLElement => !!node,
    );
  }

  set(open: boolean): void {
    const { panel, toggle, kind } = this;
    if (open === this.open) return;
    const hadFocus = panel.contains(document.activeElement) || document.activeElement === document.body;
    this.open = open;
    clearTimeout(this.#timer);
    toggle.setAttribute('aria-expanded', String(open));
    panel.classList.toggle(`et_pb_${kind}_menu_opened`, open);
    if (open && kind === 'fullscreen') panel.classList.add('et_pb_fullscreen_menu_animated');
    document.body.classList.toggle(`et_pb_${kind}_menu_active`, open);
    // Closing: out of reach at once, hidden once the theme's slide or fade has played.
    panel.inert = !open;
    const settle = () => {
      panel.hidden = !this.open;
      if (!this.open) panel.classList.remove('et_pb_fullscreen_menu_animated');
    };
    if (open || reducedMotion()) settle();
    else this.#timer = window.setTimeout(settle, kind === 'slide' ? PANEL_SLIDE : FULLSCREEN_FADE);
    const root = document.documentElement;
    if (open) {
      this.#overflow = root.style.overflow;
      root.style.overflow = 'hidden';
    } else root.style.overflow = this.#overflow;
    if (kind === 'slide') {
      const width = panel.getBoundingClientRect().width;
      // Through the CSSOM: a strict CSP blocks style attributes.
      for (const node of open
        ? this.#pushed
        : [document.getElementById('page-container'), document.getElementById('main-header')])
        if (open) node!.style.setProperty('left', `${-width}px`);
        else node?.style.removeProperty('left');
    }
    this.#setInert(open);
    if (open) panel.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    else if (hadFocus) toggle.focus();
  }

  /** Everything outside the open dialog is inert, except the toggle that closes it (and what holds the two). */
  #setInert(on: boolean): void {
    this.#inert.splice(0).forEach((node) => (node.inert = false));
    if (!on) return;
    const keep = [this.panel, this.toggle];
    for (const node of keep)
      for (let el: Element | null = node; el?.parentElement && el !== document.body; el = el.parentElement)
        for (const sibling of el.parentElement.children)
          if (sibling instanceof HTMLElement && !sibling.inert && !keep.some((k) => sibling.contains(k))) {
            sibling.inert = true;
            this.#inert.push(sibling);
          }
  }

  #slideSub(arrow: Element): void {
    const sub = document.getElementById(arrow.getAttribute('aria-controls')!);
    if (!sub) return;
    const open = arrow.getAttribute('aria-expanded') !== 'true';
    arrow.setAttribute('aria-expanded', String(open));
    arrow.classList.toggle('et_pb_submenu_opened', open);
    sub.classList.toggle('et_pb_slide_dropdown_opened', open);
    this.animate(sub, open, PANEL_SLIDE, EASE_IN_OUT_CUBIC);
  }

  hostConnected(): void {
    const { panel, toggle } = this;
    const c = this.#c;
    c.listen(toggle, 'click', () => this.set(!this.open));
    c.listen(panel, 'click', (e) => {
      const target = e.target as Element;
      const arrow = target.closest?.('.et_mobile_menu_arrow');
      if (arrow) return this.#slideSub(arrow);
      if (target.closest?.('.pb-menu-panel-close') || target.closest?.('a[href*="#"]')) this.set(false);
    });
    c.listen(panel, 'keydown', (e) => {
      const event = e as KeyboardEvent;
      if (event.key === 'Escape') {
        event.preventDefault();
        return this.set(false);
      }
      if (event.key !== 'Tab') return;
      // Tab and Shift+Tab wrap inside the open menu.
      const stops = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((node) => node.getClientRects().length);
      const edge = event.shiftKey ? stops[0] : stops.at(-1);
      if (edge && document.activeElement === edge) {
        event.preventDefault();
        (event.shiftKey ? stops.at(-1) : stops[0])!.focus();
      }
    });
    if (this.kind === 'slide')
      // Edge swipe (spec §9 swipe rules, the shared gesture code) anywhere on the page: ended by its pointerup, or
      // by touchend when the browser took the touch over for panning; the page's clicks are left alone.
      watchGestures(
        document,
        {
          touchEnd: true,
          suppressClick: false,
          onSwipe: (direction, from) => {
            if (direction === 'left' && from.x >= document.documentElement.clientWidth - EDGE_ZONE) this.set(true);
            else if (direction === 'right' && this.open) this.set(false);
          },
        },
        c,
      );
  }

  hostDisconnected(): void {
    this.#c.dispose();
    this.set(false);
    clearTimeout(this.#timer);
    this.panel.hidden = true;
    this.panel.classList.remove('et_pb_fullscreen_menu_animated');
  }
}
