/**
 * The bar's and the tab's show and hide: the plugin's slideDown/slideUp, done with the Web Animations API so
 * nothing runs on a timer, and skipped entirely for visitors who ask for reduced motion.
 */
import { reducedMotion } from '../core/reduced-motion.js';

export type Edge = 'top' | 'bottom' | 'centre';

function keyframes(edge: Edge): Keyframe[] {
  if (edge === 'centre')
    return [
      { opacity: 0, transform: 'scale(0.96)' },
      { opacity: 1, transform: 'none' },
    ];
  return [
    { opacity: 0, transform: `translateY(${edge === 'top' ? '-' : ''}100%)` },
    { opacity: 1, transform: 'none' },
  ];
}

/**
 * The slide running on each element. A newer call cancels it. `getAnimations()` would find it too, but it brings the
 * page's style up to date first: a forced style pass as the bar first shows, while the page loads.
 */
const running = new WeakMap<Element, Animation>();

/**
 * Shows or hides `element` (its `hidden` state), sliding from `edge` over `duration` ms when `animate` is set
 * and motion is welcome. A newer call cancels a running one. Resolves when the element has its final state.
 */
export async function reveal(
  element: HTMLElement,
  show: boolean,
  animate: boolean,
  duration: number,
  edge: Edge,
): Promise<void> {
  running.get(element)?.cancel();
  running.delete(element);
  if (show) element.hidden = false;
  if (!animate || duration <= 0 || reducedMotion() || typeof element.animate !== 'function') {
    element.hidden = !show;
    return;
  }
  const animation = element.animate(keyframes(edge), {
    duration,
    easing: 'ease',
    direction: show ? 'normal' : 'reverse',
  });
  running.set(element, animation);
  try {
    await animation.finished;
    if (running.get(element) === animation) running.delete(element);
    if (!show) element.hidden = true;
  } catch {
    // Cancelled by a newer call, which sets the final state itself.
  }
}
