// Swiper used directly: one instance per carousel, with arrows and dots (the theme's carousel controls).
import Swiper from 'swiper';
import { Keyboard, Navigation, Pagination } from 'swiper/modules';

export function init() {
  for (const el of document.querySelectorAll('.swiper'))
    new Swiper(el, {
      modules: [Keyboard, Navigation, Pagination],
      slidesPerView: 4,
      keyboard: true,
      navigation: { nextEl: el.querySelector('.swiper-button-next'), prevEl: el.querySelector('.swiper-button-prev') },
      pagination: { el: el.querySelector('.swiper-pagination'), clickable: true },
    });
}
