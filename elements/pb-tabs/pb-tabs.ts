import type { PropertyDeclarations, PropertyValues } from '@lit/reactive-element';
import { PbElement } from '../base/pb-element.js';
import { pushModuleState, readModuleState } from '../core/module-state.js';
import { PbSlidEvent, PbSlideEvent } from '../rotation/events.js';
import { FADE_DURATION } from '../rotation/fade.js';
import { reducedMotion } from '../core/reduced-motion.js';

/** Below this viewport width, or this element width, tabs stack (spec §2; MARKUP.md §3.3). */
const STACK_VIEWPORT = 768;
const STACK_WIDTH = 480;

let uid = 0;

/**
 * Shows or hides a panel as the theme's script did, by inline `display` (which wins over the theme's
 * `.et_pb_all_tabs > div { display: none }`, THEME-CSS.md §10 and §15), and by `hidden` for the tag's own CSS.
 */
function display(panel: HTMLElement, shown: boolean): void {
  panel.hidden = !shown;
  panel.style.display = shown ? 'block' : 'none';
}

interface Tab {
  tab: HTMLElement;
  item: HTMLElement;
  panel: HTMLElement;
}

/**
 * Tabs (the theme's tabs module, MARKUP.md §3.3) as WAI-ARIA tabs: one tab stop for the tab list (roving
 * tabindex), arrows, Home and End move and select (automatic activation), each panel labelled by its tab. The
 * panels fade as the theme's do (700 ms out, then in; instant under reduced motion). The active tab lives in the
 * URL hash as `id|index` when the module has an id, so it survives a reload and back/forward step through it.
 * Tabs stack vertically below 768 px or when the element itself is narrow (its own width, not the viewport's).
 * A bare tag takes the same list and panels without the module wrapper; without JavaScript each tab is a link
 * to its panel, and every panel shows.
 *
 * @summary WAI-ARIA tabs over the theme's tabs markup, with the active tab in the URL hash.
 * @tag pb-tabs
 * @event {PbSlideEvent} pb-slide - Before another tab shows (cancelable); detail `{ from, to }`.
 * @event {PbSlidEvent} pb-slid - After it shows; detail `{ from, to }`.
 * @cssprop --pb-tabs-accent - Colour of the active tab's marker (default #2ea3f2).
 */
export class PbTabsElement extends PbElement {
  static override tagName = 'pb-tabs';

  static override properties: PropertyDeclarations = {
    label: {},
  };

  /** The tab list's accessible name (default: none; give one when the page has several tab sets). */
  declare label?: string;

  #tabs: Tab[] = [];
  #active = 0;
  #built = false;
  #observer?: ResizeObserver;
  #width = -1;
  #frame = 0;

  /** The index of the tab showing. */
  get activeIndex(): number {
    return this.#active;
  }

  /** The module root: the CMS `.et_pb_tabs` inside the tag, else the tag itself. */
  get root(): HTMLElement {
    return this.querySelector<HTMLElement>(':scope > .et_pb_tabs') ?? this;
  }

  /** Shows tab `index`; returns whether it changed. */
  select(index: number, focus = false): boolean {
    return this.#select(index, focus, false);
  }

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    if (!this.#built) this.#build();
  }

  #build(): void {
    this.#built = true;
    const root = this.root;
    const n = ++uid;
    const list = root.querySelector<HTMLElement>(':scope > .et_pb_tabs_controls');
    const items = list ? [...list.querySelectorAll<HTMLElement>(':scope > li')] : [];
    const panels = [...root.querySelectorAll<HTMLElement>(':scope > .et_pb_all_tabs > .et_pb_tab')];
    this.#tabs = items.slice(0, panels.length).map((item, i) => {
      const tab = item.querySelector<HTMLElement>(':scope > a') ?? item;
      // A tab selects; it does not navigate (its href is the no-JS path to the panel).
      tab.removeAttribute('href');
      item.setAttribute('role', 'presentation');
      return { tab, item, panel: panels[i] };
    });
    if (items.length !== panels.length)
      this.warn(`has ${items.length} tabs but ${panels.length} panels; using ${this.#tabs.length}.`);
    list?.setAttribute('role', 'tablist');
    if (!this.#tabs.length) this.warn('has no tabs.');
    const tablist = this.#tabs[0]?.tab.closest('[role="tablist"]');
    if (tablist && this.label) tablist.ariaLabel = this.label;
    this.#tabs.forEach(({ tab, panel }, i) => {
      tab.id ||= `pb-tab-${n}-${i}`;
      panel.id ||= `pb-tab-panel-${n}-${i}`;
      tab.setAttribute('role', 'tab');
      tab.setAttribute('aria-controls', panel.id);
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', tab.id);
      panel.tabIndex = 0;
    });
    const printed = this.#tabs.findIndex(
      ({ item, panel }) =>
        item.classList.contains('et_pb_tab_active') || panel.classList.contains('et_pb_active_content'),
    );
    const fromHash = this.#hashIndex();
    this.#show(fromHash ?? Math.max(0, printed));
  }

  protected override connected(): void {
    const listen = this.connection.listen.bind(this.connection);
    listen(this, 'click', (event) => {
      const index = this.#tabs.findIndex(({ tab }) => tab.contains(event.target as Node));
      if (index < 0) return;
      event.preventDefault();
      this.#select(index, true, true);
    });
    listen(this, 'keydown', (event) => this.#key(event as KeyboardEvent));
    const follow = () => {
      const index = this.#hashIndex();
      if (index !== undefined) this.#select(index, false, false);
    };
    this.connection.onHistory(follow);
    const viewport = matchMedia(`(max-width: ${STACK_VIEWPORT - 0.02}px)`);
    listen(viewport, 'change', () => this.#stack(this.#width));
    // Stacking changes the height, not the width: act on width changes only, in the next frame, so the
    // observer never loops on its own change.
    this.#observer = new ResizeObserver(([entry]) => {
      const width = entry.contentRect.width;
      if (width === this.#width) return;
      this.#width = width;
      cancelAnimationFrame(this.#frame);
      this.#frame = requestAnimationFrame(() => this.#stack(width));
    });
    this.#observer.observe(this);
    this.connection.add(() => {
      this.#observer?.disconnect();
      cancelAnimationFrame(this.#frame);
      this.#width = -1;
    });
  }

  /** Stacks the tabs when the viewport or this element (`width`, from the resize observer) is narrow. */
  #stack(width: number): void {
    const narrow = matchMedia(`(max-width: ${STACK_VIEWPORT - 0.02}px)`).matches || width < STACK_WIDTH;
    this.root.classList.toggle('et_pb_tabs_vertically_stacked', narrow);
    this.#tabs[0]?.tab
      .closest('[role="tablist"]')
      ?.setAttribute('aria-orientation', narrow ? 'vertical' : 'horizontal');
  }

  #key(event: KeyboardEvent): void {
    const index = this.#tabs.findIndex(({ tab }) => tab === event.target);
    if (index < 0) return;
    const last = this.#tabs.length - 1;
    const rtl = getComputedStyle(this).direction === 'rtl';
    const next = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, ArrowDown: 1, ArrowUp: -1 }[event.key];
    const to =
      next !== undefined
        ? (index + next + this.#tabs.length) % this.#tabs.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? last
            : undefined;
    if (to === undefined) return;
    event.preventDefault();
    this.#select(to, true, true);
  }

  #hashIndex(): number | undefined {
    const id = this.root.id;
    const value = readModuleState(id)?.[0];
    const index = value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
    return index !== undefined && index < this.#tabs.length ? index : undefined;
  }

  #select(index: number, focus: boolean, byVisitor: boolean): boolean {
    const from = this.#active;
    if (!this.#tabs[index]) return false;
    if (focus) this.#tabs[index].tab.focus();
    if (index === from || !this.emit(new PbSlideEvent({ from, to: index }))) return false;
    const outgoing = this.#tabs[from].panel;
    const incoming = this.#tabs[index].panel;
    this.#tabs.forEach(({ panel }) => panel.getAnimations().forEach((animation) => animation.finish()));
    this.#show(index);
    if (byVisitor) pushModuleState(this.root.id, [String(index)]);
    const done = () => this.emit(new PbSlidEvent({ from, to: index }));
    if (reducedMotion() || typeof incoming.animate !== 'function') {
      done();
      return true;
    }
    // The theme's tabs fade the old panel out, then the new one in.
    display(outgoing, true);
    const out = outgoing.animate([{ opacity: 1 }, { opacity: 0 }], { duration: FADE_DURATION });
    display(incoming, false);
    out.finished.then(
      () => {
        display(outgoing, this.#active === from);
        display(incoming, this.#active === index);
        if (this.#active === index)
          incoming.animate([{ opacity: 0 }, { opacity: 1 }], { duration: FADE_DURATION }).finished.then(done, done);
      },
      () => undefined,
    );
    return true;
  }

  /** Marks tab `index` selected: roving tabindex, the theme's classes, panel visibility. */
  #show(index: number): void {
    this.#active = index;
    this.#tabs.forEach(({ tab, item, panel }, i) => {
      const selected = i === index;
      tab.ariaSelected = String(selected);
      tab.tabIndex = selected ? 0 : -1;
      item.classList.toggle('et_pb_tab_active', selected);
      panel.classList.toggle('et_pb_active_content', selected);
      display(panel, selected);
    });
  }
}
