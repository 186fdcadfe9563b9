import { reducedMotion } from '../core/reduced-motion.js';

/**
 * Slides `list` open (height 0 → its own) or closed over `duration` ms, hiding it once closed; instant under
 * reduced motion. A new slide cancels the one under way. Used by the mobile menu (500 ms) and the fullscreen
 * menu's submenus (700 ms).
 */
export function slide(list: HTMLElement, open: boolean, duration: number, easing = 'ease-in-out'): void {
  list.getAnimations().forEach((a) => a.cancel());
  list.hidden = false;
  const done = () => (list.hidden = !open);
  if (reducedMotion() || typeof list.animate !== 'function') return void done();
  const frames = [
    { height: '0px', overflow: 'hidden' },
    { height: `${list.scrollHeight}px`, overflow: 'hidden' },
  ];
  list.animate(open ? frames : frames.reverse(), { duration, easing }).finished.then(done, () => undefined);
}
