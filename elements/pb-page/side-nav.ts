/**
 * Side navigation dots (MARKUP.md §8.7), loaded only on pages that ask for them: the theme's
 * `ul.et_pb_side_nav > li.side_nav_item > a#side_nav_item_id_N` (`et-visible` on the list, which its CSS keeps at
 * opacity 0 until then, and its inline `margin-top`; THEME-CSS.md §12) inside a named `nav` landmark, one link per
 * top-level section of the post (`.et-l--post .et_pb_section`, visible, more than one), each named after its
 * section's heading. The current section — the one crossing the band from just below the fixed header to the
 * window's middle, or the last one at the page's end — is marked with `aria-current` (and the theme's `active`),
 * found by IntersectionObserver, never by reading the scroll position.
 */
import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import { create } from '../base/dom.js';

export class SideNav implements ReactiveController {
  readonly nav = create('nav', { className: 'pb-page-side-nav' });
  readonly sections: HTMLElement[];
  readonly dots: HTMLAnchorElement[];
  #stop?: () => void;

  constructor(
    host: ReactiveControllerHost & HTMLElement,
    /** The navigation's name (default "Page sections"). */
    label: string | undefined,
    /** Scrolls to a section (`toTop`: to the very top, for the first) and focuses it. */
    private readonly go: (section: HTMLElement, toTop: boolean) => void,
    /** The fixed header's and admin toolbar's height. */
    private readonly offset: () => number,
  ) {
    const scope = document.querySelector('.et-l--post') ?? host;
    this.sections = [...scope.querySelectorAll<HTMLElement>('.et_pb_section')].filter(
      (s) => !s.parentElement?.closest('.et_pb_section') && s.getClientRects().length > 0,
    );
    const list = create('ul', { className: 'et_pb_side_nav' });
    this.nav.setAttribute('aria-label', label ?? 'Page sections');
    this.nav.append(list);
    this.dots = this.sections.map((section, i) => {
      section.id ||= `pb-section-${i + 1}`;
      const name =
        section.getAttribute('aria-label') ||
        section.querySelector('h1,h2,h3')?.textContent?.trim().slice(0, 80) ||
        `Section ${i + 1}`;
      const dot = create('a', { href: `#${section.id}`, id: `side_nav_item_id_${i}` });
      dot.append(create('span', { className: 'pb-page-label', textContent: name }));
      list.append(create('li', { className: 'side_nav_item' }));
      list.lastElementChild!.append(dot);
      return dot;
    });
    if (this.sections.length < 2) return;
    this.#mark(0);
    // The theme centres the list on its `top: 50%` by this inline margin (MARKUP.md §8.7), through the CSSOM.
    list.style.setProperty('margin-top', `${-(this.sections.length * 20 + 40) / 2}px`);
    host.append(this.nav);
    list.classList.add('et-visible');
    host.addController(this);
  }

  hostConnected(): void {
    const click = (event: Event) => {
      const i = this.dots.indexOf((event.target as Element).closest('a')!);
      if (i < 0) return;
      event.preventDefault();
      this.go(this.sections[i], i === 0);
    };
    this.nav.addEventListener('click', click);
    const end = create('div', { className: 'pb-page-sentinel' }, { 'aria-hidden': 'true' });
    document.body.append(end);
    let atEnd = false;
    const inBand = new Set<Element>();
    const mark = () => {
      const i = atEnd ? this.dots.length - 1 : this.sections.findIndex((s) => inBand.has(s));
      if (i >= 0) this.#mark(i);
    };
    // The latest report counts: several can be queued before this runs.
    const ends = new IntersectionObserver((entries) => {
      atEnd = entries[entries.length - 1].isIntersecting;
      mark();
    });
    ends.observe(end);
    const band = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target);
          else inBand.delete(entry.target);
        }
        mark();
      },
      { rootMargin: `-${Math.round(this.offset()) + 20}px 0px -50% 0px` },
    );
    this.sections.forEach((s) => band.observe(s));
    this.#stop = () => {
      this.nav.removeEventListener('click', click);
      ends.disconnect();
      band.disconnect();
      end.remove();
    };
  }

  hostDisconnected(): void {
    this.#stop?.();
  }

  #mark(index: number): void {
    this.dots.forEach((dot, i) => {
      dot.classList.toggle('active', i === index);
      if (i === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  }
}
