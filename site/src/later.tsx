import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A section below the first screen, loaded (with its elements' code) once the first screen has rendered: the
 * entry chunk holds React, the shell and what the first screen shows (issue 19). Each in a Suspense boundary of
 * its own: the printed page (site/src/prerender.tsx) hydrates section by section, each as soon as its chunk is
 * in, so no section waits for the others, and React does not hold back a click on a section whose elements are
 * already working (it drops clicks on content it has not hydrated yet).
 */
export function later<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Section = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  return function Later() {
    return (
      <Suspense fallback={null}>
        <Section />
      </Suspense>
    );
  };
}
