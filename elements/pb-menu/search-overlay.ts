/**
 * The header's search overlay (spec §4, §9; MARKUP.md §8.5), loaded only when the menu has `#et_top_search` and
 * the header an `.et_search_form_container`: the theme's icon becomes a named toggle button, its close icon a
 * close button, and the header shows either the menu or the form, with the theme's 1000 ms animation lock.
 */
import type { ReactiveController } from '@lit/reactive-element';
import { create } from '../base/dom.js';
import { Disposer } from '../base/disposer.js';
import { reducedMotion } from '../core/reduced-motion.js';
import type { PbMenuElement } from './pb-menu.js';

/** The search form and the menu swap with this animation lock (spec §4, §9). */
export const SEARCH_LOCK = 1000;

export class SearchOverlay implements ReactiveController {
  readonly toggle: HTMLButtonElement;
  open = false;
  #lock = 0;
  readonly #c = new Disposer();

  constructor(
    private readonly host: PbMenuElement,
    icon: Element,
    private readonly form: HTMLElement,
    n: number,
  ) {
    form.id ||= `pb-menu-search-${n}`;
    form.inert = true;
    // The theme names its field by `title` only: give it a name that is not a tooltip.
    const field = form.querySelector<HTMLInputElement>('input');
    if (field && !field.labels?.length && !field.hasAttribute('aria-label')) field.ariaLabel = host.searchLabel;
    this.toggle = create('button', { type: 'button', className: 'pb-menu-search-toggle' }, { 'aria-expanded': 'false', 'aria-controls': form.id, 'aria-label': host.searchLabel });
    this.toggle.append(...icon.childNodes);
    icon.append(this.toggle);
    const close = form.querySelector('.et_close_search_field');
    if (close) {
      const button = create('button', { type: 'button', className: 'pb-menu-search-close' }, { 'aria-label': host.closeSearchLabel });
      close.replaceWith(button);
      button.append(close);
    }
    host.addController(this);
  }

  /** The header around the menu: a pointer-down outside it closes the search. */
  get #header(): Element {
    return this.host.closest('#main-header, header') ?? this.host;
  }

  /** Shows the form or the menu; false while the animation lock holds or nothing changes. */
  set(open: boolean): boolean {
    const { form, toggle, host } = this;
    if (this.#lock || open === this.open) return false;
    const menu = host.closest<HTMLElement>('.et_menu_container') ?? host;
    const hadFocus = form.contains(document.activeElement);
    if (open) this.#fit(menu);
    this.open = open;
    toggle.setAttribute('aria-expanded', String(open));
    menu.classList.toggle('et_pb_menu_hidden', open);
    menu.classList.toggle('et_pb_menu_visible', !open);
    form.classList.toggle('et_pb_search_visible', open);
    form.classList.toggle('et_pb_search_form_hidden', !open);
    form.inert = !open;
    const nav = host.querySelector('nav');
    if (nav) nav.inert = open;
    for (const node of [menu, form]) node.classList.remove('et_pb_no_animation'), node.classList.add('et_pb_is_animating');
    const settle = () => {
      this.#lock = 0;
      for (const node of [menu, form]) node.classList.remove('et_pb_is_animating'), node.classList.add('et_pb_no_animation');
    };
    if (reducedMotion()) settle();
    else this.#lock = window.setTimeout(settle, SEARCH_LOCK);
    if (open) form.querySelector<HTMLElement>('input')?.focus();
    else if (hadFocus) toggle.focus();
    return true;
  }

  /**
   * The form takes the header's height, the menu links' font size and at most the menu's width + 60 px
   * (MARKUP.md §8.5), measured as it opens (reads first, then writes; never in a scroll handler).
   */
  #fit(menu: HTMLElement): void {
    const { form, host } = this;
    const field = form.querySelector<HTMLElement>('input');
    const link = host.querySelector('nav a');
    const height = (this.#header as HTMLElement).offsetHeight;
    const width = (host.querySelector<HTMLElement>('nav') ?? menu).offsetWidth;
    const size = link && getComputedStyle(link).fontSize;
    form.style.setProperty('height', `${height}px`);
    form.style.setProperty('max-width', `${width + 60}px`);
    if (field && size) field.style.setProperty('font-size', size);
  }

  hostConnected(): void {
    const c = this.#c;
    c.listen(this.toggle, 'click', () => this.set(!this.open));
    c.listen(this.form, 'click', (e) => (e.target as Element).closest?.('.pb-menu-search-close') && this.set(false));
    c.listen(this.form, 'keydown', (e) => (e as KeyboardEvent).key === 'Escape' && this.set(false) && e.preventDefault());
    c.listen(document, 'pointerdown', (e) => this.open && !this.#header.contains(e.target as Node) && this.set(false));
  }

  hostDisconnected(): void {
    this.#c.dispose();
    for (const name of ['height', 'max-width']) this.form.style.removeProperty(name);
    this.form.querySelector<HTMLElement>('input')?.style.removeProperty('font-size');
    clearTimeout(this.#lock);
    this.#lock = 0;
  }
}
