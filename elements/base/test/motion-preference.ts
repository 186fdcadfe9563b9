/**
 * Sets the visitor's `prefers-reduced-motion` for a test, in every engine, so an autoplay test never depends on
 * the machine it runs on (a test that returned early under reduced motion asserted nothing there).
 *
 * Chromium emulates the media feature, for CSS and script alike. Firefox over WebDriver BiDi and WebKit over
 * WebDriver cannot (../README.md), so there `matchMedia` answers the reduced-motion queries with a real
 * MediaQueryList that matches or not as asked: what the elements' scripts read (`../../core/reduced-motion.ts`); their
 * stylesheets are held to the preference in every engine by `runMotionSuite`. The preference is checked once set:
 * a test fails, not passes, when it cannot be had. Returns the undo.
 */
import { emulateMedia, executeServerCommand } from '@web/test-runner-commands';

export async function preferMotion(preference: 'reduce' | 'no-preference'): Promise<() => Promise<void>> {
  const reduce = preference === 'reduce';
  let undo: () => Promise<void>;
  if ((await executeServerCommand('expected-engine')) === 'chromium') {
    await emulateMedia({ reducedMotion: preference });
    undo = () => emulateMedia({ reducedMotion: 'no-preference' });
  } else {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => {
      const asked = /prefers-reduced-motion:\s*(reduce|no-preference)/.exec(query)?.[1];
      // 'all' always matches and 'not all' never does: a live MediaQueryList, listeners and all.
      return original.call(window, asked ? ((asked === 'reduce') === reduce ? 'all' : 'not all') : query);
    };
    undo = async () => void (window.matchMedia = original);
  }
  const now = matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (now !== reduce) {
    await undo();
    throw new Error(
      `precondition: prefers-reduced-motion should be ${preference}, and the engine reports ${now ? 'reduce' : 'no-preference'}`,
    );
  }
  return undo;
}
