import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { holdUpgrades, releaseUpgrades } from './held-upgrades.js';
import { nearView } from './near-view.js';
import { nextTask } from './next-task.js';

/**
 * A section below the first screen, loaded (with its elements' code) once the first screen has rendered: the
 * entry chunk holds React, the shell and what the first screen shows (issue 19). Each in a Suspense boundary of
 * its own: the printed page (site/src/prerender.tsx) hydrates section by section, each as soon as its chunk is
 * in, so no section waits for the others. React drops a click on content it has not hydrated yet, so the printed
 * section's elements wait for its hydration before they upgrade (site/src/held-upgrades.ts).
 *
 * With `near`, the id of the section's printed root, its code waits until that root nears the viewport: until then
 * React leaves the printed section as it is (it reads, and its links work), and a visit that never scrolls there
 * never runs its code. Loaded all at once after the first screen, the sections' chunks and their hydration made
 * the page's longest tasks at 4× CPU (issue 19: TBT 106 ms against a goal of 50).
 */
export function later<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K, near?: string) {
  // Now, as the app's module runs: before any later section's code (or another section's, defining the same tags).
  if (near) holdUpgrades(near);
  const Section = lazy<ComponentType>(async () => {
    if (near) await nearView(near);
    // A task of its own for asking for the section's files: each new request costs the main thread about 3 ms at 4×
    // CPU, and sections that near the viewport together (or render at once) asked for theirs in one task.
    await nextTask();
    return { default: (await load())[name] };
  });
  return function Later() {
    return (
      <Suspense fallback={null}>
        <Section />
        {near && <Hydrated root={near} />}
      </Suspense>
    );
  };
}

/**
 * Renders nothing; its effect runs once the boundary has hydrated (or rendered) the section printed in `root`, in a
 * task of its own after React's: the elements' upgrades do not lengthen the hydration's task.
 */
function Hydrated({ root }: { root: string }) {
  useEffect(() => releaseUpgrades(root), [root]);
  return null;
}
