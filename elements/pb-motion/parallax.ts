/**
 * `<pb-motion>`'s true parallax (MARKUP.md §8.10), loaded only on pages with a `.et_parallax_bg` that is not CSS
 * parallax (`.et_pb_parallax_css` is `background-attachment: fixed`, plain CSS: pb-motion.css only stops it under
 * reduced motion). Each background is made windowHeight × 0.3 taller than its section and moves down 0.3 px per
 * pixel scrolled, as the theme's script moves it. Where the browser has scroll-driven animations, a Web Animations
 * API animation on the section's view timeline (the same machinery as `animation-timeline: view()`) moves it with
 * no script at all while scrolling; elsewhere the shared frame loop (frame-loop.ts) reads every section's position
 * once per frame, then writes the transforms. Off, as the theme is, on touch devices; static under reduced motion.
 */
import { onFrames, scrollTimelines } from './frame-loop.js';
import { PARALLAX_HEIGHT_CSS, PARALLAX_KEYFRAMES, parallaxHeight, parallaxShift } from './parallax-rules.js';

/** The theme runs no parallax on phones and tablets; neither do we (a test seam: tests replace `touch`). */
export const parallaxDevice = { touch: (): boolean => matchMedia('(hover:none) and (pointer:coarse)').matches };

type ViewTimelineConstructor = new (options: { subject: Element }) => AnimationTimeline;

/** Starts the page's true parallax backgrounds; returns the stop, which leaves them as printed. */
export function startParallax({ reduce }: { reduce: boolean }): () => void {
  if (reduce || parallaxDevice.touch()) return () => {};
  const items = [...document.querySelectorAll<HTMLElement>('.et_parallax_bg:not(.et_pb_parallax_css)')].map(
    (background) => ({
      background,
      // The section: the wrap's parent (Divi 4), or the background's (older markup).
      section: (background.closest('.et_parallax_bg_wrap') ?? background).parentElement!,
      top: 0,
      height: 0,
      printed: { height: background.style.height, transform: background.style.transform },
    }),
  );
  const { ViewTimeline } = globalThis as unknown as { ViewTimeline?: ViewTimelineConstructor };
  if (scrollTimelines() && ViewTimeline) {
    const animations = items.map(({ background, section }) => {
      background.style.height = PARALLAX_HEIGHT_CSS;
      return background.animate(PARALLAX_KEYFRAMES, {
        timeline: new ViewTimeline({ subject: section }),
        fill: 'both',
      });
    });
    return () => {
      for (const animation of animations) animation.cancel();
      for (const { background, printed } of items) Object.assign(background.style, printed);
    };
  }
  let windowHeight = 0;
  const stop = onFrames({
    read() {
      windowHeight = innerHeight;
      for (const item of items) {
        item.top = item.section.getBoundingClientRect().top;
        item.height = item.section.clientHeight;
      }
    },
    write() {
      for (const { background, top, height } of items) {
        background.style.height = parallaxHeight(windowHeight, height) + 'px';
        background.style.transform = `translate(0,${parallaxShift(top, windowHeight)}px)`;
      }
    },
  });
  return () => {
    stop();
    for (const { background, printed } of items) Object.assign(background.style, printed);
  };
}
