/**
 * `<pb-motion>`'s true parallax (MARKUP.md §8.10), loaded only on pages with a `.et_parallax_bg` that is not CSS
 * parallax (`.et_pb_parallax_css` is `background-attachment: fixed`, plain CSS: pb-motion.css only stops it under
 * reduced motion). Each background is made windowHeight × 0.3 taller than its section and moves down 0.3 px per
 * pixel scrolled, as the theme's script moves it. Where the browser has scroll-driven animations, a CSS animation on
 * the section's view timeline (pb-motion.css: two classes) moves it with no script at all, neither to start it nor
 * while scrolling; elsewhere the shared frame loop (frame-loop.ts) reads every section's position once per frame,
 * then writes the transforms. Off, as the theme is, on touch devices; static under reduced motion.
 */
import { onFrames, scrollTimelines } from './frame-loop.js';
import { PARALLAX_HEIGHT_CSS, parallaxShift } from './parallax-rules.js';

/** The theme runs no parallax on phones and tablets; neither do we (a test seam: tests replace `touch`). */
export const parallaxDevice = { touch: (): boolean => matchMedia('(hover:none) and (pointer:coarse)').matches };

/** The frame loop's animations run from −FAR to +FAR px, 1 px per ms. */
const FAR = 1e5;

/** pb-motion.css's classes of the scroll-driven path: the section names its view timeline, the background runs on it. */
const SECTION = 'pb-parallax-section';
const BACKGROUND = 'pb-parallax';

/** Starts the page's true parallax backgrounds; returns the stop, which leaves them as printed. */
export function startParallax({ reduce }: { reduce: boolean }): () => void {
  if (reduce || parallaxDevice.touch()) return () => {};
  const items = [...document.querySelectorAll<HTMLElement>('.et_parallax_bg:not(.et_pb_parallax_css)')].map(
    (background) => ({
      background,
      // The section: the wrap's parent (Divi 4), or the background's (older markup).
      section: (background.closest('.et_parallax_bg_wrap') ?? background).parentElement!,
      top: 0,
      printed: background.style.height,
    }),
  );
  // The extra height, in CSS so that it follows the window and the section: the background's containing block is
  // the section (its wrap, or the section itself).
  for (const { background } of items) background.style.height = PARALLAX_HEIGHT_CSS;
  const timelines = scrollTimelines();
  if (timelines) {
    // Made in script (a ViewTimeline and `animate()`), the one background of the motion page cost 6–14 ms at 4× CPU
    // as it started, the timeline finding its subject's place in the middle of the page's upgrades (issue 19).
    for (const { background, section } of items) {
      section.classList.add(SECTION);
      background.classList.add(BACKGROUND);
    }
    return () => {
      for (const { background, section, printed } of items) {
        section.classList.remove(SECTION);
        background.classList.remove(BACKGROUND);
        background.style.height = printed;
      }
    };
  }
  const animations = items.map(({ background }) => {
    // Elsewhere a paused animation whose time is the shift in px, set by the frame loop: the transform stays an
    // animation's, which the browser never counts as a layout shift, and setting it costs no layout.
    const animation = background.animate(
      [{ transform: `translate(0,${-FAR}px)` }, { transform: `translate(0,${FAR}px)` }],
      { duration: 2 * FAR, fill: 'both' },
    );
    animation.pause();
    return animation;
  });
  let windowHeight = 0;
  const stop = onFrames({
    read() {
      windowHeight = innerHeight;
      for (const item of items) item.top = item.section.getBoundingClientRect().top;
    },
    write() {
      items.forEach(({ top }, i) => (animations[i].currentTime = FAR + parallaxShift(top, windowHeight)));
    },
  });
  return () => {
    stop();
    for (const animation of animations) animation.cancel();
    for (const { background, printed } of items) background.style.height = printed;
  };
}
