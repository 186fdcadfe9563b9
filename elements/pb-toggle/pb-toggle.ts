import type { PropertyValues } from '@lit/reactive-element';
import { create } from '../base/dom.js';
import { onDemand } from '../base/on-demand.js';
import { PbElement } from '../base/pb-element.js';
import { reducedMotion } from '../core/reduced-motion.js';
import { PbToggledEvent, PbToggleEvent } from './events.js';
import { SLIDE } from './toggle-rules.js';

/**
 * The address rules (with the shared hash module) and the scroll below the fixed header: loaded when the address has
 * a hash, a visitor opens an item with an id, or an accordion item opens.
 */
const extras = onDemand('<pb-toggle> extras', () => import('./toggle-extras.js'));

interface Item {
  item: HTMLElement;
  title: Element;
  button: HTMLButtonElement;
  content: HTMLElement;
  open: boolean;
}

let uid = 0;

/**
 * Shows or hides an item's content and sets its state. Closed content is `hidden="until-found"` where the browser
 * has it (find in page then opens it through `beforematch`), else `hidden`; the inline `display` is the one the
 * theme's slideToggle left, since the theme's `.et_pb_toggle_close .et_pb_toggle_content { display: none }` beats
 * the attribute (THEME-CSS.md §6). Until-found content keeps `display: block` so the browser can search it.
 */
function show({ item, button, content, open }: Item): void {
  const found = !open && 'onbeforematch' in content;
  button.ariaExpanded = String(open);
  if (open) content.removeAttribute('hidden');
  else content.setAttribute('hidden', found ? 'until-found' : '');
  content.style.display = open || found ? 'block' : 'none';
  item.classList.toggle('et_pb_toggle_open', open);
  item.classList.toggle('et_pb_toggle_close', !open);
}

/**
 * The theme's toggle and accordion modules (MARKUP.md §8.3) as the WAI-ARIA accordion pattern: each title's
 * text sits in a real button inside its heading (any level), with `aria-expanded` and `aria-controls`; the content
 * is a region labelled by it. A click, Enter or Space opens or closes the item with the theme's 700 ms slide; the
 * `et_pb_toggle_open`/`et_pb_toggle_close` classes swap when it ends. In an accordion, opening an item closes the
 * open one over the same 700 ms; a click on the open item does nothing, and while the items slide the accordion
 * has `et_pb_accordion_toggling` and ignores clicks; then, if the item's top is under the fixed header, the page
 * scrolls it into view 50 px below the header. An item with an id is deep-linkable: a hash naming it opens it at
 * load (and scrolls to it), and a visitor opening it writes it into the hash (PEERS.md §9.2). Under reduced
 * motion nothing slides. Before scripts run, the printed open item shows and the others are hidden by CSS, so
 * nothing moves on upgrade; without scripting every item shows.
 *
 * @summary WAI-ARIA accordion over the theme's toggle and accordion modules, deep-linkable by hash.
 * @tag pb-toggle
 * @event {PbToggleEvent} pb-toggle - Before a visitor opens or closes an item (cancelable); detail `{ open, index }`.
 * @event {PbToggledEvent} pb-toggled - After an item has opened or closed; detail `{ open, index }`.
 * @cssprop --pb-toggle-focus - Colour of the title button's focus ring (default #2ea3f2).
 */
export class PbToggleElement extends PbElement {
  static override tagName = 'pb-toggle';

  #items: Item[] = [];
  /** The accordion module, when this is one. */
  #accordion?: HTMLElement | null;
  #timer = 0;
  #finish?: () => void;

  /** Which items are open, in order. */
  get openItems(): boolean[] {
    return this.#items.map((entry) => entry.open);
  }

  /** Opens or closes item `index` (default: the other way) with the slide; returns whether it started. */
  toggle(index = 0, open = !this.#items[index]?.open): boolean {
    return this.#toggle(index, open, false);
  }

  protected override update(changed: PropertyValues): void {
    if (!this.hasUpdated) this.#build();
    super.update(changed);
  }

  #build(): void {
    const n = ++uid;
    this.#accordion = this.querySelector<HTMLElement>(':scope > .et_pb_accordion');
    for (const item of (this.#accordion ?? this).querySelectorAll<HTMLElement>(':scope > .et_pb_toggle')) {
      const title = item.querySelector(':scope > .et_pb_toggle_title');
      const content = item.querySelector<HTMLElement>(':scope > .et_pb_toggle_content');
      if (!title || !content) continue;
      const button = create('button', {
        type: 'button',
        className: 'pb-toggle__button',
        id: `pb-toggle-${n}-${this.#items.length}`,
      });
      button.append(...title.childNodes);
      title.append(button);
      content.id ||= `${button.id}-content`;
      button.setAttribute('aria-controls', content.id);
      content.role = 'region';
      content.setAttribute('aria-labelledby', button.id);
      // An accordion keeps the first of several printed open items.
      const open =
        item.classList.contains('et_pb_toggle_open') && !(this.#accordion && this.#items.some((entry) => entry.open));
      this.#items.push({ item, title, button, content, open });
    }
    if (!this.#items.length) this.warn('has no toggle.');
    this.#items.forEach(show);
    this.#openNamed(true);
  }

  protected override connected(): void {
    const listen = this.connection.listen.bind(this.connection);
    listen(this, 'click', (event) => {
      const index = this.#items.findIndex(({ title }) => title.contains(event.target as Node));
      const target = this.#items[index];
      if (target && !(this.#accordion && target.open)) this.#toggle(index, !target.open, true);
    });
    // Find in page reached closed content (`hidden="until-found"`): it opens at once.
    listen(this, 'beforematch', (event) => {
      const index = this.#items.findIndex(({ content }) => content === event.target);
      if (index < 0) return;
      this.#finish?.();
      this.#settle(this.#jump(index));
    });
    this.connection.onHistory(() => this.#openNamed(false));
    this.connection.add(() => this.#finish?.());
  }

  /**
   * Opens the item the address names, if any: at load at once (no slide, no event: it is the page's first state)
   * and scrolled to below the fixed header; on a later hash change with the slide. Nothing when the part cannot load.
   */
  #openNamed(atLoad: boolean): void {
    if (location.hash.length < 2 || !this.#items.some(({ item }) => item.id)) return;
    extras.load(this).then(
      ({ namedIndex, scrollBelowHeader }) => {
        const index = namedIndex(
          location.hash,
          this.#items.map(({ item }) => item.id),
        );
        if (index < 0 || !this.isConnected) return;
        if (!atLoad) return void this.#toggle(index, true, false);
        this.#jump(index).forEach(show);
        scrollBelowHeader(this.#items[index].item, true, false);
      },
      () => {},
    );
  }

  /** Marks item `index` open (and, in an accordion, every other item closed); returns the items that changed. */
  #jump(index: number): Item[] {
    return this.#items.filter((entry, i) => {
      const open = i === index || (entry.open && !this.#accordion);
      const changed = entry.open !== open;
      entry.open = open;
      return changed;
    });
  }

  /** Shows the items' end state, then tells the page each has opened or closed. */
  #settle(entries: Item[]): void {
    for (const entry of entries) {
      show(entry);
      this.emit(new PbToggledEvent({ open: entry.open, index: this.#items.indexOf(entry) }));
    }
  }

  #toggle(index: number, open: boolean, byVisitor: boolean): boolean {
    const target = this.#items[index];
    if (!target || this.#finish || target.open === open || !this.emit(new PbToggleEvent({ open, index }))) return false;
    const changed = open && this.#accordion ? this.#jump(index) : [target];
    target.open = open;
    const named = changed.map(({ item, open }) => [item.id, open] as const).filter(([id]) => id);
    if (byVisitor && named.length)
      extras.load(this).then(
        ({ hashAfter }) => {
          const hash = hashAfter(location.hash.slice(1), named);
          if (hash !== location.hash.slice(1))
            history.pushState(history.state, '', `${location.pathname}${location.search}${hash && '#'}${hash}`);
        },
        () => {},
      );
    const accordion = this.#accordion;
    const moving = !reducedMotion();
    const animations: Animation[] = [];
    accordion?.classList.add('et_pb_accordion_toggling');
    for (const { button, content, open } of changed) {
      button.ariaExpanded = String(open);
      if (!moving) continue;
      // The slide: the content shows while its height (and padding) runs from or to 0, then takes its end state.
      const from = content.offsetHeight;
      content.removeAttribute('hidden');
      content.style.display = 'block';
      const frames = [from, open ? content.offsetHeight : 0].map((height) => ({
        height: `${height}px`,
        overflow: 'hidden',
        boxSizing: 'border-box',
        ...(height ? {} : { paddingTop: 0, paddingBottom: 0 }),
      }));
      animations.push(content.animate(frames, { duration: SLIDE, easing: 'ease-in-out', fill: 'forwards' }));
    }
    const finish = () => {
      clearTimeout(this.#timer);
      this.#finish = undefined;
      animations.forEach((animation) => animation.cancel());
      accordion?.classList.remove('et_pb_accordion_toggling');
      this.#settle(changed);
      if (accordion && open && this.isConnected)
        extras.load(this).then(
          ({ scrollBelowHeader }) => scrollBelowHeader(target.item, false, moving),
          () => {},
        );
    };
    if (moving) {
      this.#finish = finish;
      this.#timer = window.setTimeout(finish, SLIDE);
    } else finish();
    return true;
  }
}
