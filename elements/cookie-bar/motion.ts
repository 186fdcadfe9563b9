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
  element.getAnimations?.().forEach((running) => running.cancel());
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
  try {
    await animation.finished;
    if (!show) element.hidden = true;
  } catch {
    // Cancelled by a newer call, which sets the final state itself.
  }
}
