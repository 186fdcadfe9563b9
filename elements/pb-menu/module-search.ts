/**
 * The Divi 4 Menu module's search (THEME-CSS.md §3 in docs/; MARKUP.md §8.5), loaded only when the module has
 * `button.et_pb_menu__search-button`. The theme's CSS keeps `.et_pb_menu__search-container` transparent and, with
 * the `--disabled` the server prints, not displayed; the module shows either its menu (`.et_pb_menu__wrap`) or the
 * search form. The theme's buttons stay the controls: the search button gets `aria-expanded`, `aria-controls` and
 * a name, the close button a name; the field takes focus on open, and focus returns to the search button on close.
 */
import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import { Disposer } from '../base/disposer.js';
import { reducedMotion } from '../core/reduced-motion.js';

/** The container gets `--disabled` (display: none) this long after `--hidden`, once the theme's fade-out played. */
export const DISABLE_AFTER = 1000;

const CONTAINER = 'et_pb_menu__search-container';
const WRAP = 'et_pb_menu__wrap';

/** What the module's search needs from `<pb-menu>`, and nothing more. */
export interface ModuleSearchOptions {
  /** Connects and disconnects the search (it is a controller of the element). */
  host: ReactiveControllerHost;
  /** The module's `button.et_pb_menu__search-button`. */
  icon: Element;
  /** The module's `.et_pb_menu__search-container` (form and close button inside). */
  form: HTMLElement;
  /** The container's id when it has none. */
  id: string;
  /** The search button's name, and the field's when the theme gave it none. */
  label: string;
  /** The close button's name. */
  closeLabel: string;
}

export class ModuleSearch implements ReactiveController {
  open = false;
  #timer = 0;
  readonly #c = new Disposer();
  readonly #o: ModuleSearchOptions;
  /** The module's `.et_pb_menu__wrap` (menu, search button, mobile menu): hidden while the form shows. */
  readonly #wrap: HTMLElement | null;

  constructor(options: ModuleSearchOptions) {
    this.#o = options;
    const { form, label } = options;
    const button = options.icon;
    this.#wrap = button.closest(`.${WRAP}`);
    form.id ||= options.id;
    form.inert = true;
    const name = (node: Element | null, text: string) =>
      node && !node.textContent!.trim() && !node.hasAttribute('aria-labelledby') && (node.ariaLabel ||= text);
    name(button, label);
    name(form.querySelector('.et_pb_menu__close-search-button'), options.closeLabel);
    const field = form.querySelector('input');
    if (field && !field.labels?.length) name(field, label);
    button.setAttribute('aria-controls', form.id);
    button.setAttribute('aria-expanded', 'false');
    options.host.addController(this);
  }

  /** Shows the form (true) or the menu (false); false when nothing changes. */
  set(open: boolean): boolean {
    if (open === this.open) return false;
    const { icon: button, form } = this.#o;
    const wrap = this.#wrap;
    const hadFocus = form.contains(document.activeElement);
    clearTimeout(this.#timer);
    this.#timer = 0;
    this.open = open;
    button.setAttribute('aria-expanded', String(open));
    if (open) form.classList.remove(`${CONTAINER}--hidden`, `${CONTAINER}--disabled`);
    form.classList.toggle(`${CONTAINER}--visible`, open);
    form.classList.toggle(`${CONTAINER}--hidden`, !open);
    wrap?.classList.toggle(`${WRAP}--hidden`, open);
    wrap?.classList.toggle(`${WRAP}--visible`, !open);
    form.inert = !open;
    if (wrap) wrap.inert = open;
    if (open) {
      this.#pad();
      form.querySelector('input')?.focus();
    } else {
      // The theme's fade-out plays before the container leaves the layout; at once under reduced motion.
      const disable = () => {
        this.#timer = 0;
        form.classList.add(`${CONTAINER}--disabled`);
      };
      if (reducedMotion()) disable();
      else this.#timer = window.setTimeout(disable, DISABLE_AFTER);
      if (hadFocus) (button as HTMLElement).focus();
    }
    return true;
  }

  /**
   * Keeps the logo beside (left-aligned style) or above (centred style) the form uncovered: the overlay gets an
   * inline padding of the printed logo's width or height (THEME-CSS.md §3: "inline padding from the logo size").
   */
  #pad(): void {
    const { form } = this.#o;
    const module = form.closest<HTMLElement>('.et_pb_module');
    const logo = module?.querySelector<HTMLElement>('.et_pb_menu_inner_container > .et_pb_menu__logo-wrap');
    const style = /_menu--style-(left_aligned|centered)\b/.exec(module?.className ?? '')?.[1];
    if (!logo?.offsetWidth || !style) return;
    if (style === 'centered') form.style.setProperty('padding-top', `${logo.offsetHeight}px`);
    else form.style.setProperty('padding-left', `${logo.offsetWidth}px`);
  }

  hostConnected(): void {
    const c = this.#c;
    const { icon, form } = this.#o;
    c.listen(icon, 'click', () => this.set(!this.open));
    c.listen(
      form,
      'click',
      (e) => (e.target as Element).closest?.('.et_pb_menu__close-search-button') && this.set(false),
    );
    c.listen(form, 'keydown', (e) => (e as KeyboardEvent).key === 'Escape' && this.set(false) && e.preventDefault());
  }

  hostDisconnected(): void {
    const { form } = this.#o;
    this.#c.dispose();
    for (const side of ['top', 'left']) form.style.removeProperty(`padding-${side}`);
    // A pending `--disabled` is added at once: the container never stays displayed with nothing to hide it.
    if (this.#timer) form.classList.add(`${CONTAINER}--disabled`);
    clearTimeout(this.#timer);
    this.#timer = 0;
  }
}

/** The name `<pb-menu>` makes either search part by (this one, or the header's `search-overlay.ts`). */
export { ModuleSearch as Search };
