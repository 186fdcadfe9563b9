/**
 * The carousel engine, loaded only when a carousel nears the viewport: Swiper's core with its autoplay and
 * keyboard modules, on the carousel's own markup. Swiper's navigation, pagination and a11y modules are left out —
 * the element brings its own buttons and announcements — and with them every `innerHTML` Swiper would write, so
 * the carousel works under the site's Trusted Types policy (the `swiper/element` web component creates a policy
 * of its own on every render, which a strict CSP refuses).
 */
import Swiper from 'swiper';
import { Autoplay, Keyboard } from 'swiper/modules';

export interface CarouselOptions {
  speed: number;
  /** Items per view from a container width up (Swiper's container breakpoints); one below the first. */
  perView: Record<number, number>;
  autoplay: number | false;
  onChange: (index: number) => void;
}

/** Starts Swiper on `container` (whose child `wrapper` holds the slides); returns the instance. */
export function startSwiper(container: HTMLElement, wrapper: HTMLElement, slides: HTMLElement[], { speed, perView, autoplay, onChange }: CarouselOptions): Swiper {
  container.classList.add('swiper');
  wrapper.classList.add('swiper-wrapper');
  slides.forEach((slide) => slide.classList.add('swiper-slide'));
  const swiper = new Swiper(container, {
    modules: [Autoplay, Keyboard],
    speed,
    loop: slides.length > 4,
    slidesPerView: 1,
    breakpointsBase: 'container',
    breakpoints: Object.fromEntries(Object.entries(perView).map(([width, slidesPerView]) => [width, { slidesPerView }])),
    watchSlidesProgress: true,
    // Swiper's own observer is only unobserved on destroy, never disconnected: its window resize listener is.
    resizeObserver: false,
    keyboard: { enabled: true, onlyInViewport: true },
    autoplay: autoplay ? { delay: autoplay, pauseOnMouseEnter: true, disableOnInteraction: true } : false,
    a11y: { enabled: false },
  });
  swiper.on('slideChange', () => onChange(swiper.realIndex));
  swiper.on('transitionEnd', () => onChange(swiper.realIndex));
  return swiper;
}
