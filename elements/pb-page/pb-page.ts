import type { PropertyDeclarations, PropertyValues } from '@lit/reactive-element';
import { Disposer } from '../base/disposer.js';
import { onDemand, type OnDemand } from '../base/on-demand.js';
import { PbElement } from '../base/pb-element.js';
import { reducedMotion } from '../core/reduced-motion.js';
import { PbScrollEvent, type ScrollReason } from './events.js';
import type { LinkOption } from './link-options.js';
import {
  clickPlan,
  decodeFragment,
  EXCLUDED,
  hashPlan,
  scrollAt,
  scrollDestination,
  scrollOffset,
  type ScrollStep,
} from './page-scroll.js';

// The optional parts, each loaded only on pages that have it (cached, retried after a failed load: on-demand.ts).
const linkOptions = onDemand('pb-page/link-options', () => import('./link-options.js'));
const sideNav = onDemand('pb-page/side-nav', () => import('./side-nav.js'));
const wheel = onDemand('pb-page/wheel', () => import('./wheel.js'));
const checkout = onDemand('pb-page/checkout', () => import('./checkout.js'));
const scrollTop = onDemand('pb-page/scroll-top', () => import('./scroll-top.js'));

/** Calls `handler` on each of the visitor's `types` of input on the window (passive), until the result is disposed. */
function onInput(types: string[], handler: () => void): Disposer {
  const listening = new Disposer();
  for (const type of types) listening.listen(window, type, handler, { passive: true });
  return listening;
}

/**
 * Page-level behaviour of the theme (MARKUP.md §8.5–8.7, §8.10): same-page anchor links scroll smoothly in 800 ms
 * to just below the fixed header and the admin toolbar, then focus their target; a location hash at load scrolls
 * to its target after 700 ms (800 ms, or 1600 ms below 4000 px, then a 150 ms correction), and a hash change to
 * an anchor id scrolls too; the modules' link options (`et_link_options_data`) open a new window without an
 * opener, scroll to an anchor or navigate, for http(s) and relative addresses only; the theme's scroll-to-top
 * icon gets a real button, shown past 800 px of scrolling, that takes the page and the focus to the top; side
 * navigation links (on `body.et_pb_side_nav_page` or with `side-nav`) mark the section in view with
 * `aria-current` and scroll to their section; a checkout error scrolls to the checkout form; with
 * `smooth-wheel`, the mouse wheel and arrow keys scroll smoothly. Under `prefers-reduced-motion` every scroll is
 * instant and the wheel is left alone. The visitor's wheel, touch or key stops a scroll in progress.
 *
 * One per page, anywhere: around the page's content (the theme's `#page-container`) or empty. The optional parts
 * (link options, side navigation, scroll-to-top, checkout, wheel) load only on pages that have them.
 *
 * @summary Page behaviour: smooth anchor scrolling, hash at load, link options, scroll-to-top, side navigation.
 * @tag pb-page
 * @event {PbScrollEvent} pb-scroll - Before the page scrolls itself (cancelable); detail `{ target, reason }`.
 * @cssprop --pb-page-accent - Colour of the current side-navigation dot and of focus rings (default #2ea3f2).
 */
export class PbPageElement extends PbElement {
  static override tagName = 'pb-page';
  /** One a page, driving what the theme hides until it acts: renders at once (PbElement). */
  protected static override takesTurns = false;

  static override properties: PropertyDeclarations = {
    sideNav: { type: Boolean, attribute: 'side-nav' },
    smoothWheel: { type: Boolean, attribute: 'smooth-wheel' },
    topLabel: { attribute: 'top-label' },
    navLabel: { attribute: 'nav-label' },
  };

  /** Shows side navigation dots even without the theme's `et_pb_side_nav_page` body class. */
  declare sideNav?: boolean;
  /** Smooths mouse-wheel and arrow-key scrolling (400 ms, 80 px a notch, 50 px an arrow), never under reduced motion. */
  declare smoothWheel?: boolean;
  /** The scroll-to-top button's name (default "Back to top"). */
  declare topLabel?: string;
  /** The side navigation's name (default "Page sections"). */
  declare navLabel?: string;

  #built = false;
  #hashDone = false;
  #run = 0;
  #frame = 0;
  #timer?: ReturnType<typeof setTimeout>;
  #links?: { options: LinkOption[]; follow: typeof import('./link-options.js').followLinkOption };
  /** The fragment of the last same-page link left to the browser: its hash change is not smoothed either. */
  #native = '';
  /** Parts whose load failed, with how to set each up: loaded again on the visitor's next click, touch, key or wheel. */
  readonly #retries = new Map<OnDemand<unknown>, () => void>();
  /**
   * The listeners for the visitor's input that stops a scroll, held only while one plays, and those that load failed
   * parts again, held only while a part waits: a window listener is a call into script on every wheel notch, touch
   * and key press of the visit, for nothing when no scroll plays (the two held all visit cost 0.6–0.9 ms a wheel notch
   * at 4× CPU on the CMS pages; bench/README.md, "Listeners for the visitor's input").
   */
  #stopWatch?: Disposer;
  #retryWatch?: Disposer;

  /**
   * Scrolls to `target` below the fixed header (800 ms, instant under reduced motion) and focuses it; returns false
   * when a `pb-scroll` listener cancelled it.
   */
  scrollToTarget(target: Element, reason: ScrollReason = 'anchor'): boolean {
    return this.#go(target, reason);
  }

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    if (!this.#built) this.#build();
  }

  #build(): void {
    this.#built = true;
    // Link options, side navigation, the scroll-to-top icon, checkout errors and wheel smoothing: their code loads
    // only on pages that have them.
    if (
      (globalThis as { et_link_options_data?: unknown }).et_link_options_data ||
      document.getElementById('pb-link-options')
    )
      this.#use(linkOptions, ({ readLinkOptions, followLinkOption }) => {
        this.#links = { options: readLinkOptions((message) => this.warn(message)), follow: followLinkOption };
      });
    if (this.sideNav || document.body.classList.contains('et_pb_side_nav_page'))
      this.#use(
        sideNav,
        ({ SideNav }) =>
          new SideNav(
            this,
            this.navLabel,
            (section, toTop) => this.#go(section, 'section', toTop),
            () => this.#offset(),
          ),
      );
    if (this.smoothWheel) this.#use(wheel, ({ WheelSmoothing }) => new WheelSmoothing(this));
    const form = document.querySelector('form.checkout');
    if (form)
      this.#use(
        checkout,
        ({ CheckoutErrors }) => new CheckoutErrors(this, form, (target) => this.#go(target, 'checkout')),
      );
    const icon = document.querySelector<HTMLElement>('.et_pb_scroll_top');
    if (icon)
      this.#use(
        scrollTop,
        ({ ScrollTop }) =>
          new ScrollTop(this, icon, this.topLabel, () =>
            this.#go(this.contains(icon) ? this : document.body, 'top', true),
          ),
      );
  }

  /**
   * Loads `part` and sets it up. A part that cannot load (offline for a moment) leaves the page as it is without
   * it (a link option's click, for one, is left to the browser) and is loaded again on the visitor's next click,
   * touch, key or wheel.
   */
  #use<T>(part: OnDemand<T>, setUp: (code: T) => void): void {
    part.load(this).then(setUp, () => {
      this.#retries.set(part, () => this.#use(part, setUp));
      this.#watchForRetry();
    });
  }

  /** While connected and a part waits, the visitor's next click, touch, key or wheel loads it again. */
  #watchForRetry(): void {
    if (this.#retryWatch || !this.#retries.size || !this.connection.active) return;
    this.#retryWatch = onInput(['click', 'wheel', 'touchstart', 'keydown'], () => this.#retry());
  }

  #unwatchRetry(): void {
    this.#retryWatch?.dispose();
    this.#retryWatch = undefined;
  }

  /** Loads again the parts whose load failed. */
  #retry(): void {
    this.#unwatchRetry();
    for (const [part, retry] of this.#retries) {
      this.#retries.delete(part);
      retry();
    }
  }

  protected override connected(): void {
    const listen = this.connection.listen.bind(this.connection);
    listen(document, 'click', (event) => this.#click(event as MouseEvent));
    listen(window, 'hashchange', () => {
      if (location.hash === this.#native) return void (this.#native = '');
      const target = this.#find(decodeFragment(location.hash));
      if (target) this.#go(target, 'anchor');
    });
    // Leaving the page stops a scroll in progress, and the watch for a retry.
    this.connection.add(() => this.#cancel());
    this.connection.add(() => this.#unwatchRetry());
    // A part that could not load while away is tried again on the visitor's next input.
    this.#watchForRetry();
    if (!this.#hashDone) {
      this.#hashDone = true;
      const target = this.#find(decodeFragment(location.hash));
      if (target)
        this.#go(target, 'hash', false, hashPlan(target.getBoundingClientRect().top + scrollY, reducedMotion()));
    }
  }

  #click(event: MouseEvent): void {
    const el = event.target;
    if (event.defaultPrevented || event.button || !(el instanceof Element)) return;
    const modified = event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
    const link = el.closest('a[href]');
    if (link) {
      // A link to this very page (same address and query) with a fragment.
      if (
        !(link instanceof HTMLAnchorElement) ||
        link.hash.length < 2 ||
        link.href.split('#')[0] !== location.href.split('#')[0]
      )
        return;
      const id = decodeFragment(link.hash);
      this.#native = link.hash;
      if (modified || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const target = link.closest(EXCLUDED) ? null : this.#find(id);
      if (!target) return;
      this.#native = '';
      event.preventDefault();
      if (this.#go(target, 'anchor') && location.hash !== link.hash) history.pushState(history.state, '', link.hash);
      return;
    }
    this.#links?.follow(event, this.#links.options, (hash) => {
      const target = this.#find(decodeFragment(hash));
      return !!target && this.#go(target, 'link');
    });
  }

  #find(id: string): Element | null {
    return id ? (document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null) : null;
  }

  /**
   * How far below the window's top a target lands: the theme's fixed header (above 980 px) and the admin toolbar
   * (above 600 px), or the page's `scroll-padding-top` (a site's own header; `<pb-header>` keeps it in step) when larger.
   */
  #offset(): number {
    const height = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().height ?? 0;
    return Math.max(
      scrollOffset({
        width: innerWidth,
        fixedNav: document.body.classList.contains('et_fixed_nav'),
        header: height('#top-header') + height('#main-header'),
        adminBar: height('#wpadminbar'),
      }),
      parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0,
    );
  }

  /** Announces, then plays `plan` towards `target` (or the very top) and focuses it; false when cancelled. */
  #go(target: Element, reason: ScrollReason, toTop = false, plan: ScrollStep[] = clickPlan(reducedMotion())): boolean {
    if (!this.emit(new PbScrollEvent({ target, reason }))) return false;
    this.#cancel();
    // The visitor's wheel, touch or key stops it.
    this.#stopWatch = onInput(['wheel', 'touchstart', 'keydown'], () => this.#cancel());
    const run = ++this.#run;
    void this.#play(run, target, plan, toTop).finally(() => run === this.#run && this.#cancel());
    return true;
  }

  async #play(run: number, target: Element, plan: ScrollStep[], toTop: boolean): Promise<void> {
    const to = () =>
      toTop
        ? 0
        : scrollDestination(
            target.getBoundingClientRect().top + scrollY,
            this.#offset(),
            document.documentElement.scrollHeight - innerHeight,
          );
    for (const { wait, duration, easing } of plan) {
      if (wait) await new Promise((resolve) => (this.#timer = setTimeout(resolve, wait)));
      if (run !== this.#run) return;
      // Frame by frame, towards wherever the target is by then (the header may become fixed on the way).
      await new Promise<void>((resolve) => {
        const from = scrollY;
        const start = performance.now();
        const frame = (now: number) => {
          scrollTo({ top: scrollAt(from, to(), now - start, duration, easing), behavior: 'instant' });
          if (now - start >= duration) resolve();
          else this.#frame = requestAnimationFrame(frame);
        };
        if (duration > 0) this.#frame = requestAnimationFrame(frame);
        else frame(start);
      });
      if (run !== this.#run) return;
    }
    // Not focusable (a section, a heading): focusable by script only.
    if ((target as HTMLElement).tabIndex < 0) (target as HTMLElement).tabIndex = -1;
    (target as HTMLElement).focus({ preventScroll: true });
  }

  #cancel(): void {
    this.#run++;
    cancelAnimationFrame(this.#frame);
    clearTimeout(this.#timer);
    this.#stopWatch?.dispose();
    this.#stopWatch = undefined;
  }
}
