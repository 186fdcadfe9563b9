import { reducedMotion } from '../core/reduced-motion.js';

/**
 * Slides `list` open (height 0 → its own) or closed over `duration` ms; instant under reduced motion. A new slide
 * cancels the one under way. Used by the mobile menu (500 ms) and the fullscreen menu's submenus (700 ms).
 *
 * The theme's CSS hides these lists (`.et_mobile_menu`, `#mobile_menu_slide ul.sub-menu`: `display:none`) and its
 * script shows them by inline style (THEME-CSS.md §1, §5), so open means an inline `display:block` during and after
 * the slide (through the CSSOM, which a strict CSP allows); closed means `hidden` and no inline display, which
 * hides the list with the theme's rule and without it.
 */
export function slide(list: HTMLElement, open: boolean, duration: number, easing = 'ease-in-out'): void {
  list.getAnimations().forEach((a) => a.cancel());
  list.hidden = false;
  list.style.setProperty('display', 'block');
  const done = () => {
    list.hidden = !open;
    if (!open) list.style.removeProperty('display');
  };
  if (reducedMotion() || typeof list.animate !== 'function') return void done();
  const frames = [
    { height: '0px', overflow: 'hidden' },
    { height: `${list.scrollHeight}px`, overflow: 'hidden' },
  ];
  list.animate(open ? frames : frames.reverse(), { duration, easing }).finished.then(done, () => undefined);
}
