/**
 * Test helper: the visitor reaching for a carousel. Swiper starts on a press on it (or a pointer over it, keyboard
 * focus in it, a control), not when it comes into view, so a test that needs Swiper running presses first.
 */
import { until } from '../base/test/until.js';
import type { PbCarouselElement } from './pb-carousel.js';

/** Presses on the carousel and resolves once Swiper runs on it (loading it first if it has not arrived). */
export async function reached(el: PbCarouselElement): Promise<NonNullable<PbCarouselElement['engine']>> {
  el.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'mouse' }));
  await until(() => el.engine, 5000);
  return el.engine!;
}
