/**
 * A later section's printed elements wait for the section's hydration before they upgrade.
 *
 * React drops a click on content it has not hydrated yet (it stops the event at the root before it reaches the
 * target) and hydrates a section only once its code has come. An element whose code came earlier (another
 * section's, or this section's own element chunk arriving before the section's module) would otherwise upgrade the
 * printed markup at once: a play button that shows and ignores the click. Holding the element with the
 * `defer-hydration` attribute (the protocol the wrappers use for their children, elements/base/pb-element.ts)
 * until the section's boundary commits makes its chrome appear only when it works. An element defined before the
 * page's script got here (by the entry, for the first screen) has upgraded already and is left as it is.
 */
const DEFER_HYDRATION = 'defer-hydration';

/** The elements held for each printed section root, by its id. */
const held = new Map<string, Element[]>();

/** Holds every element in the printed root `id` whose tag has no definition yet (none without a printed page). */
export function holdUpgrades(id: string): void {
  const root = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!root || held.has(id)) return;
  const waiting = [...root.querySelectorAll(`:not(:defined):not([${DEFER_HYDRATION}])`)];
  for (const element of waiting) element.setAttribute(DEFER_HYDRATION, '');
  held.set(id, waiting);
}

/** Lets the elements held in `id` upgrade: the section has hydrated. */
export function releaseUpgrades(id: string): void {
  for (const element of held.get(id) ?? []) element.removeAttribute(DEFER_HYDRATION);
  held.delete(id);
}
