/**
 * The header's search overlay (spec §4, §9; MARKUP.md §8.5), loaded only when the menu has `#et_top_search` and
 * the header an `.et_search_form_container`: the theme's icon becomes a named toggle button, its close icon a
 * close button, and the header shows either the menu or the form, with the theme's 1000 ms animation lock.
 */
import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import { create } from '../base/dom.js';
import { Disposer } from '../base/disposer.js';
import { reducedMotion } from '../core/reduced-motion.js';

/** The search form and the menu swap with this animation lock (spec §4, §9). */
export const SEARCH_LOCK = 1000;

/** What the search overlay needs from `<pb-menu>`, and nothing more. */
export interface SearchOverlayOptions {
  /** Connects and disconnects the overlay (it is a controller of the element). */
  host: ReactiveControllerHost;
  /** The header around the menu: a pointer-down outside it closes the search; the form takes its height. */
  header: HTMLElement;
  /** What hides while the form shows: `.et_menu_container`, else the element. */
  menu: HTMLElement;
  /** The menu's `nav`: inert while searching; its links' font size and its width fit the form. */
  nav: HTMLElement | null;
  /** The theme's search icon (`#et_top_search`): its content moves into the toggle button. */
  icon: Element;
  /** The theme's `.et_search_form_container`. */
  form: HTMLElement;
  /** The form's id when it has none. */
  id: string;
  /** The toggle's name, and the field's when the theme gave it none. */
  label: string;
  /** The close button's name. */
  closeLabel: string;
}

export class SearchOverlay implements ReactiveController {
  readonly toggle: HTMLButtonElement;
  open = false;
  #lock = 0;
  readonly #c = new Disposer();
  readonly #o: SearchOverlayOptions;

  constructor(options: SearchOverlayOptions) {
    this.#o = options;
    const { icon, form, label } = options;
    form.id ||= options.id;
    form.inert = true;
    // The theme names its field by `title` only: give it a name that is not a tooltip.
    const field = form.querySelector<HTMLInputElement>('input');
    if (field && !field.labels?.length && !field.hasAttribute('aria-label')) field.ariaLabel = label;
    this.toggle = create(
      'button',
      { type: 'button', className: 'pb-menu-search-toggle' },
      { 'aria-expanded': 'false', 'aria-controls': form.id, 'aria-label': label },
    );
    this.toggle.append(...icon.childNodes);
    icon.append(this.toggle);
    const close = form.querySelector('.et_close_search_field');
    if (close) {
      const button = create(
        'button',
        { type: 'button', className: 'pb-menu-search-close' },
        { 'aria-label': options.closeLabel },
      );
      close.replaceWith(button);
      button.append(close);
    }
    options.host.addController(this);
  }

  /** Shows the form or the menu; false while the animation lock holds or nothing changes. */
  set(open: boolean): boolean {
    const { toggle } = this;
    const { form, menu, nav } = this.#o;
    if (this.#lock || open === this.open) return false;
    const hadFocus = form.contains(document.activeElement);
    if (open) this.#fit(menu);
    this.open = open;
    toggle.setAttribute('aria-expanded', String(open));
    menu.classList.toggle('et_pb_menu_hidden', open);
    menu.classList.toggle('et_pb_menu_visible', !open);
    form.classList.toggle('et_pb_search_visible', open);
    form.classList.toggle('et_pb_search_form_hidden', !open);
    form.inert = !open;
    if (nav) nav.inert = open;
    for (const node of [menu, form]) {
      node.classList.remove('et_pb_no_animation');
      node.classList.add('et_pb_is_animating');
    }
    const settle = () => {
      this.#lock = 0;
      for (const node of [menu, form]) {
        node.classList.remove('et_pb_is_animating');
        node.classList.add('et_pb_no_animation');
      }
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
    const { form, header, nav } = this.#o;
    const field = form.querySelector<HTMLElement>('input');
    const link = nav?.querySelector('a');
    const height = header.offsetHeight;
    const width = (nav ?? menu).offsetWidth;
    const size = link && getComputedStyle(link).fontSize;
    form.style.setProperty('height', `${height}px`);
    form.style.setProperty('max-width', `${width + 60}px`);
    if (field && size) field.style.setProperty('font-size', size);
  }

  hostConnected(): void {
    const c = this.#c;
    const { form, header } = this.#o;
    c.listen(this.toggle, 'click', () => this.set(!this.open));
    c.listen(form, 'click', (e) => (e.target as Element).closest?.('.pb-menu-search-close') && this.set(false));
    c.listen(form, 'keydown', (e) => (e as KeyboardEvent).key === 'Escape' && this.set(false) && e.preventDefault());
    c.listen(document, 'pointerdown', (e) => this.open && !header.contains(e.target as Node) && this.set(false));
  }

  hostDisconnected(): void {
    const form = this.#o.form;
    this.#c.dispose();
    for (const name of ['height', 'max-width']) form.style.removeProperty(name);
    form.querySelector<HTMLElement>('input')?.style.removeProperty('font-size');
    clearTimeout(this.#lock);
    this.#lock = 0;
  }
}

/** The name `<pb-menu>` makes either search part by (this one, or a Menu module's `module-search.ts`). */
export { SearchOverlay as Search };
