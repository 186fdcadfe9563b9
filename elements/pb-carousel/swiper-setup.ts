/**
 * The carousel engine, loaded only when a carousel nears the viewport: Swiper's core with its keyboard module, on
 * the carousel's own markup. Rotation is the element's (the core it shares with the slider: hover, hidden page,
 * reduced motion, focus), so Swiper's autoplay module is left out; so are its navigation, pagination and a11y
 * modules — the element brings its own buttons and announcements — and with them every `innerHTML` Swiper would
 * write, so the carousel works under the site's Trusted Types policy (the `swiper/element` web component creates
 * a policy of its own on every render, which a strict CSP refuses).
 */
import Swiper from 'swiper';
import { Keyboard } from 'swiper/modules';

export interface CarouselOptions {
  speed: number;
  /** Items per view from a container width up (Swiper's container breakpoints); one below the first. */
  perView: Record<number, number>;
  onChange: (index: number) => void;
  /** The visitor started dragging the items. */
  onDrag: () => void;
}

/** Starts Swiper on `container` (whose child `wrapper` holds the slides); returns the instance. */
export function startSwiper(
  container: HTMLElement,
  wrapper: HTMLElement,
  slides: HTMLElement[],
  { speed, perView, onChange, onDrag }: CarouselOptions,
): Swiper {
  container.classList.add('swiper');
  wrapper.classList.add('swiper-wrapper');
  slides.forEach((slide) => slide.classList.add('swiper-slide'));
  const swiper = new Swiper(container, {
    modules: [Keyboard],
    speed,
    loop: slides.length > 4,
    slidesPerView: 1,
    breakpointsBase: 'container',
    breakpoints: Object.fromEntries(
      Object.entries(perView).map(([width, slidesPerView]) => [width, { slidesPerView }]),
    ),
    watchSlidesProgress: true,
    // Swiper's own observer is only unobserved on destroy, never disconnected: its window resize listener is.
    resizeObserver: false,
    keyboard: { enabled: true, onlyInViewport: true },
    a11y: { enabled: false },
  });
  swiper.on('slideChange', () => onChange(swiper.realIndex));
  swiper.on('transitionEnd', () => onChange(swiper.realIndex));
  swiper.on('sliderFirstMove', onDrag);
  return swiper;
}
