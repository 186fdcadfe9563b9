/**
 * The second layer: the plugin's settings popup (`#cliSettingsPopup`) upgraded in place, or built for a bare
 * tag, inside a native modal `<dialog>` (top layer, background inert). Focus moves in, Tab wraps, Esc closes and
 * focus returns to what opened it (APG dialog); categories are WAI-ARIA tabs; each choosable category is a
 * switch; the necessary one is on and disabled with its explanation; an enable-all switch sets them all; the
 * privacy overview is cut at 250 characters with read more / read less.
 */
import { create } from '../base/dom.js';
import { truncateOverview } from './overview.js';
import type { CategoryInfo } from './page-data.js';

export const DEFAULT_OVERVIEW =
  'This website uses cookies to improve your experience while you navigate through it. The cookies categorised as necessary are stored in your browser because they are essential for the basic functions of the website. We also use cookies that help us analyse and understand how you use this website; these are stored only with your consent, and you can switch them off at any time.';

/** Descriptions of the default categories, for a bare tag whose JSON gives none. */
const DEFAULT_DESCRIPTIONS: Record<string, string> = {
  necessary: 'Needed for the site to work, such as remembering your cookie choice. They cannot be switched off.',
  functional: 'Embedded videos and maps, which load from their providers.',
  analytics: 'Anonymous statistics that tell us how the site is used.',
  advertisement: 'Ads and their measurement, which may track you across sites.',
};

export interface SettingsLabels {
  title: string;
  close: string;
  enableAll: string;
  save: string;
  alwaysEnabled: string;
  readMore: string;
  readLess: string;
  gpc: string;
  categories: string;
}

export const DEFAULT_SETTINGS_LABELS: SettingsLabels = {
  title: 'Privacy Overview',
  close: 'Close',
  enableAll: 'Enable all',
  save: 'Save & accept',
  alwaysEnabled: 'Always enabled',
  readMore: 'Show more',
  readLess: 'Show less',
  gpc: 'Your browser’s opt-out preference signal (Global Privacy Control) is honoured: this stays off unless you switch it on.',
  categories: 'Cookie categories',
};

export interface DialogCategory {
  slug: string;
  necessary: boolean;
  input: HTMLInputElement;
  tab: HTMLButtonElement;
  panel: HTMLElement;
  gpcNote: HTMLElement;
}

let uid = 0;

/** The plugin's settings markup for a bare tag (MARKUP.md §1.3 shape, built without HTML strings). */
export function buildSettingsMarkup(categories: CategoryInfo[], overview: string, labels: SettingsLabels): HTMLElement {
  // The plugin's id for its settings popup (page-parts.ts's SETTINGS_ID; written out, as parts.ts says why).
  const root = create('div', { id: 'cliSettingsPopup', className: 'cli-modal' });
  const close = create('button', { type: 'button', id: 'cliModalClose', className: 'cli-modal-close' });
  close.append(create('span', { className: 'wt-cli-sr-only', textContent: labels.close }));
  const overviewBlock = create('div', { className: 'cli-privacy-overview' });
  const content = create('div', { className: 'cli-privacy-content' });
  content.append(create('div', { className: 'cli-privacy-content-text', textContent: overview }));
  overviewBlock.append(
    create('h4', { textContent: labels.title }),
    content,
    create('button', { type: 'button', className: 'cli-privacy-readmore' }),
  );
  const sections = create('div', { className: 'cli-tab-section-container' });
  for (const category of categories) {
    const section = create('div', { className: 'cli-tab-section' });
    const header = create('div', { className: 'cli-tab-header' });
    header.append(
      create('a', { className: 'cli-nav-link', textContent: category.title }, { 'data-target': category.slug }),
    );
    const id = `wt-cli-checkbox-${category.slug}`;
    const input = create(
      'input',
      { type: 'checkbox', id, className: 'cli-user-preference-checkbox' },
      { 'data-id': `checkbox-${category.slug}` },
    );
    const wrap = create('div', { className: category.necessary ? 'wt-cli-necessary-checkbox' : 'cli-switch' });
    const label = create('label', { htmlFor: id, className: category.necessary ? 'form-check-label' : 'cli-slider' });
    label.append(create('span', { className: 'wt-cli-sr-only', textContent: category.title }));
    wrap.append(input, label);
    header.append(wrap);
    if (category.necessary)
      header.append(create('span', { className: 'cli-necessary-caption', textContent: labels.alwaysEnabled }));
    const pane = create('div', { className: 'cli-tab-pane cli-fade' }, { 'data-id': category.slug });
    pane.append(
      create('div', {
        className: 'wt-cli-cookie-description',
        textContent: category.description || DEFAULT_DESCRIPTIONS[category.slug] || '',
      }),
    );
    const tabContent = create('div', { className: 'cli-tab-content' });
    tabContent.append(pane);
    section.append(header, tabContent);
    sections.append(section);
  }
  const body = create('div', { className: 'cli-modal-body' });
  body.append(overviewBlock, sections);
  const footer = create('div', { className: 'cli-modal-footer' });
  footer.append(
    create('button', {
      type: 'button',
      id: 'wt-cli-privacy-save-btn',
      className: 'wt-cli-privacy-btn cli_setting_save_button wt-cli-privacy-accept-btn cli-btn',
      textContent: labels.save,
    }),
  );
  const content2 = create('div', { className: 'cli-modal-content cli-bar-popup' });
  content2.append(close, body, footer);
  const dialog = create('div', { className: 'cli-modal-dialog' });
  dialog.append(content2);
  root.append(dialog);
  return root;
}

const slugOf = (section: HTMLElement, input: HTMLInputElement | null) =>
  section.querySelector<HTMLElement>('.cli-tab-pane[data-id]')?.dataset.id ??
  input?.dataset.id?.replace(/^checkbox-/, '') ??
  section.querySelector<HTMLElement>('[data-target]')?.dataset.target ??
  '';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export class SettingsDialog {
  readonly dialog: HTMLDialogElement;
  readonly categories: DialogCategory[] = [];
  readonly enableAll: HTMLInputElement;
  readonly #root: HTMLElement;
  /** The plugin's `.cli-settings-overlay`, when printed: `cli-show` while the dialog is open. */
  readonly #overlay: HTMLElement | null;
  readonly #labels: SettingsLabels;
  /** The plugin's bar: at opacity 0.1 while the dialog is open (MARKUP.md §1.4). */
  readonly #bar?: HTMLElement;
  #returnFocus: HTMLElement | null = null;
  #overview?: { full: HTMLElement; short: HTMLElement; toggle: HTMLButtonElement; block: HTMLElement };

  /** Upgrades `root` (the plugin's `#cliSettingsPopup`) in place, wrapped in a modal dialog. */
  constructor(root: HTMLElement, necessary: string[], labels: SettingsLabels, bar?: HTMLElement) {
    this.#root = root;
    this.#bar = bar;
    this.#overlay = (root.getRootNode() as Document | ShadowRoot).querySelector<HTMLElement>('.cli-settings-overlay');
    this.#labels = labels;
    const n = ++uid;
    this.dialog = create('dialog', { className: 'cookie-bar__settings' });
    root.replaceWith(this.dialog);
    this.dialog.append(root);
    // The <dialog> is the dialog now: the plugin's own dialog semantics would announce it twice.
    for (const name of ['role', 'aria-hidden', 'aria-modal', 'tabindex', 'aria-labelledby', 'style'])
      root.removeAttribute(name);
    root.querySelector('.cli-modal-dialog')?.removeAttribute('role');
    const heading = root.querySelector<HTMLElement>(
      '.cli-privacy-overview h4, .cli-privacy-overview h1, h1, h2, h3, h4',
    );
    if (heading) {
      heading.id ||= `cookie-bar-settings-title-${n}`;
      this.dialog.setAttribute('aria-labelledby', heading.id);
    } else this.dialog.ariaLabel = labels.title;
    const close = root.querySelector<HTMLElement>('#cliModalClose');
    if (close && !close.textContent?.trim() && !close.ariaLabel) close.ariaLabel = labels.close;
    if (close && !close.querySelector('svg, .cookie-bar__x'))
      close.prepend(create('span', { className: 'cookie-bar__x', textContent: '×' }, { 'aria-hidden': 'true' }));

    this.#upgradeOverview();

    const sections = [...root.querySelectorAll<HTMLElement>('.cli-tab-section')];
    const tablist = create(
      'div',
      { className: 'cookie-bar__tabs' },
      { role: 'tablist', 'aria-label': labels.categories, 'aria-orientation': 'vertical' },
    );
    for (const [index, section] of sections.entries()) {
      const input = section.querySelector<HTMLInputElement>(
        'input.cli-user-preference-checkbox, input[type="checkbox"]',
      );
      const slug = slugOf(section, input);
      if (!input || !slug) continue;
      const isNecessary =
        necessary.includes(slug) || !!section.querySelector('.wt-cli-necessary-checkbox') || input.disabled;
      const title = section.querySelector('.cli-nav-link')?.textContent?.trim() || slug;
      const tab = create(
        'button',
        { type: 'button', id: `cookie-bar-tab-${n}-${slug}`, className: 'cookie-bar__tab', textContent: title },
        { role: 'tab' },
      );
      section.id ||= `cookie-bar-panel-${n}-${slug}`;
      section.setAttribute('role', 'tabpanel');
      section.setAttribute('aria-labelledby', tab.id);
      section.tabIndex = 0;
      tab.setAttribute('aria-controls', section.id);
      // The tab names the category now; the plugin's accordion header link would be a second, dead control.
      section.querySelectorAll<HTMLElement>('.cli-nav-link').forEach((link) => (link.hidden = true));
      // The panel shows its description as the plugin's slide-down left it: an inline display its stylesheet's
      // `.cli-tab-content { display: none }` gives way to (THEME-CSS.md §13); the panel's `hidden` does the rest.
      section.querySelector<HTMLElement>('.cli-tab-content')?.style.setProperty('display', 'block');
      input.setAttribute('role', 'switch');
      if (!input.labels?.length && !input.ariaLabel) input.ariaLabel = title;
      const gpcNote = create('p', {
        className: 'cookie-bar__gpc',
        id: `cookie-bar-gpc-${n}-${slug}`,
        textContent: labels.gpc,
        hidden: true,
      });
      const description = section.querySelector('.wt-cli-cookie-description, .cli-tab-pane p, .cli-tab-pane');
      (description?.parentElement ?? section).append(gpcNote);
      if (isNecessary) {
        input.checked = true;
        input.disabled = true;
        let caption = section.querySelector<HTMLElement>('.cli-necessary-caption');
        if (!caption)
          section
            .querySelector('.cli-tab-header')
            ?.append(
              (caption = create('span', { className: 'cli-necessary-caption', textContent: labels.alwaysEnabled })),
            );
        caption ??= gpcNote;
        caption.id ||= `cookie-bar-necessary-${n}`;
        input.setAttribute('aria-describedby', [caption.id, description?.id].filter(Boolean).join(' '));
      }
      tablist.append(tab);
      this.categories.push({ slug, necessary: isNecessary, input, tab, panel: section, gpcNote });
      if (index === 0) section.before(tablist);
    }
    const enableAllLabel = create('label', { className: 'cookie-bar__enable-all' });
    this.enableAll = create('input', { type: 'checkbox' }, { role: 'switch' });
    enableAllLabel.append(this.enableAll, ` ${labels.enableAll}`);
    // Above the categories, not inside their tab layout.
    (tablist.closest('.cli-tab-section-container') ?? tablist).before(enableAllLabel);
    if (!root.querySelector('.wt-cli-privacy-btn, .cli_setting_save_button')) {
      const footer = root.querySelector('.cli-modal-content') ?? root;
      footer.append(
        create('button', {
          type: 'button',
          id: 'wt-cli-privacy-save-btn',
          className: 'wt-cli-privacy-btn cli_setting_save_button cli-btn',
          textContent: labels.save,
        }),
      );
    }
    this.select(0, false);
  }

  get isOpen(): boolean {
    return this.dialog.open;
  }

  /** Opens the dialog on the category `slug` (the first by default), remembering where focus was. */
  open(slug?: string): void {
    if (!this.isOpen) {
      this.#returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // As the plugin's script opens it (MARKUP.md §1.4): under its stylesheet `cli-show` alone leaves it scale(0).
      this.#root.classList.add('cli-show', 'cli-blowup');
      this.#root.classList.remove('cli-out');
      this.#pageState(true);
      this.dialog.showModal();
    }
    const index = Math.max(
      0,
      this.categories.findIndex((c) => c.slug === slug),
    );
    this.select(index, false);
    (this.dialog.querySelector<HTMLElement>('#cliModalClose') ?? this.#focusables()[0])?.focus();
  }

  /** Closes the dialog and returns focus to what opened it (or `fallback` when that is gone or hidden). */
  close(fallback?: HTMLElement): void {
    if (this.isOpen) this.dialog.close();
    this.#root.classList.remove('cli-show');
    this.#root.classList.add('cli-out');
    this.#pageState(false);
    const target =
      this.#returnFocus?.isConnected && !this.#returnFocus.closest('[hidden]') ? this.#returnFocus : fallback;
    this.#returnFocus = null;
    target?.focus();
  }

  /**
   * The plugin's page-level state while its settings are open (MARKUP.md §1.4): `body.cli-modal-open` (the scroll
   * lock, in the stylesheet) and the overlay's `cli-show`.
   */
  #pageState(open: boolean): void {
    document.body.classList.toggle('cli-modal-open', open);
    this.#overlay?.classList.toggle('cli-show', open);
    if (this.#bar) this.#bar.style.opacity = open ? '0.1' : '';
  }

  /** Shows category `index`'s panel; automatic activation, roving tabindex. */
  select(index: number, focus: boolean): void {
    this.categories.forEach((category, i) => {
      const selected = i === index;
      category.tab.ariaSelected = String(selected);
      category.tab.tabIndex = selected ? 0 : -1;
      category.panel.hidden = !selected;
      category.panel.classList.toggle('cli-tab-active', selected);
    });
    if (focus) this.categories[index]?.tab.focus();
  }

  /** Puts each switch in its stored state and marks the ones GPC keeps off. */
  sync(isOn: (slug: string) => boolean, refusedByGpc: (slug: string) => boolean): void {
    for (const { slug, necessary, input, gpcNote } of this.categories) {
      if (!necessary) input.checked = isOn(slug);
      gpcNote.hidden = necessary || !refusedByGpc(slug);
      // A hidden description would still be read out; describe the switch only while the note shows.
      if (!necessary) {
        if (gpcNote.hidden) input.removeAttribute('aria-describedby');
        else input.setAttribute('aria-describedby', gpcNote.id);
      }
    }
    this.#syncEnableAll();
  }

  /** The switch states, by category. */
  choices(): Record<string, boolean> {
    return Object.fromEntries(this.categories.filter((c) => !c.necessary).map((c) => [c.slug, c.input.checked]));
  }

  /**
   * A switch changed: the other checkboxes sharing its data-id follow (MARKUP.md §1.5); returns the categories
   * whose state is now to be stored.
   */
  changed(input: HTMLInputElement): Array<[string, boolean]> {
    if (input === this.enableAll) {
      const on = input.checked;
      return this.categories
        .filter((c) => !c.necessary)
        .map((c): [string, boolean] => {
          c.input.checked = on;
          return [c.slug, on];
        });
    }
    const category = this.categories.find(
      (c) => c.input === input || (input.dataset.id && c.input.dataset.id === input.dataset.id),
    );
    if (!category || category.necessary) return [];
    category.input.checked = input.checked;
    this.#syncEnableAll();
    return [[category.slug, input.checked]];
  }

  #syncEnableAll(): void {
    const choosable = this.categories.filter((c) => !c.necessary);
    this.enableAll.checked = choosable.length > 0 && choosable.every((c) => c.input.checked);
  }

  /** Tabs: arrows, Home and End move between categories; Tab wraps inside the open dialog. */
  keydown(event: KeyboardEvent): void {
    if (!this.isOpen || !this.dialog.contains(event.target as Node)) return;
    const tabIndex = this.categories.findIndex((c) => c.tab === event.target);
    if (tabIndex >= 0) {
      const last = this.categories.length - 1;
      const next = {
        ArrowDown: tabIndex + 1,
        ArrowRight: tabIndex + 1,
        ArrowUp: tabIndex - 1,
        ArrowLeft: tabIndex - 1,
        Home: 0,
        End: last,
      }[event.key];
      if (next !== undefined) {
        event.preventDefault();
        this.select(next > last ? 0 : next < 0 ? last : next, true);
        return;
      }
    }
    if (event.key !== 'Tab') return;
    const focusables = this.#focusables();
    const first = focusables[0];
    const lastFocusable = focusables[focusables.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      lastFocusable?.focus();
    } else if (!event.shiftKey && document.activeElement === lastFocusable) {
      event.preventDefault();
      first?.focus();
    }
  }

  #focusables(): HTMLElement[] {
    return [...this.dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) =>
        !el.closest('[hidden]') &&
        el.tabIndex >= 0 &&
        (el.getClientRects().length > 0 || el === document.activeElement),
    );
  }

  /** The overview: collapsed to 250 characters when longer, with a read-more button (spec §2). */
  #upgradeOverview(): void {
    const block = this.#root.querySelector<HTMLElement>('.cli-privacy-overview');
    const full = block?.querySelector<HTMLElement>('.cli-privacy-content-text');
    const existing = block?.querySelector<HTMLElement>('.cli-privacy-readmore');
    if (!block || !full) return;
    const copy = full.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('table').forEach((table) => table.remove());
    const { short, truncated } = truncateOverview(copy.textContent ?? '');
    if (!truncated) {
      existing?.remove();
      return;
    }
    full.id ||= `cookie-bar-overview-${uid}`;
    const toggle = existing
      ? existing.localName === 'button'
        ? (existing as HTMLButtonElement)
        : this.#asButton(existing)
      : create('button', { type: 'button', className: 'cli-privacy-readmore' });
    if (!toggle.isConnected) block.append(toggle);
    // Its visible text changes with the state; a fixed aria-label from the plugin would contradict it.
    toggle.removeAttribute('aria-label');
    toggle.setAttribute('aria-controls', full.id);
    const shortText = create(
      'p',
      { className: 'cookie-bar__overview-short', textContent: short },
      { 'aria-hidden': 'false' },
    );
    full.before(shortText);
    this.#overview = { full, short: shortText, toggle, block };
    this.setOverviewExpanded(false);
  }

  #asButton(link: HTMLElement): HTMLButtonElement {
    const button = create('button', { type: 'button' });
    for (const { name, value } of link.attributes)
      if (!['role', 'tabindex', 'href'].includes(name)) button.setAttribute(name, value);
    link.replaceWith(button);
    return button;
  }

  setOverviewExpanded(expanded: boolean): void {
    const overview = this.#overview;
    if (!overview) return;
    overview.full.hidden = !expanded;
    overview.short.hidden = expanded;
    overview.block.classList.toggle('cli-collapsed', !expanded);
    overview.toggle.ariaExpanded = String(expanded);
    overview.toggle.textContent = expanded
      ? overview.toggle.dataset.readlessText || this.#labels.readLess
      : overview.toggle.dataset.readmoreText || this.#labels.readMore;
  }

  toggleOverview(): void {
    if (this.#overview) this.setOverviewExpanded(!!this.#overview.full.hidden);
  }
}
