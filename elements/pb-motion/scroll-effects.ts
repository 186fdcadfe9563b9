/**
 * Placeholder for `<pb-motion>`'s scroll-effects part (issue 16): the branch issue-motion-scroll writes the real
 * one with this same export. Here it does nothing, so the element's wiring can be built and tested beside it.
 */
export interface ScrollEffectsOptions {
  /** The page's `et_pb_motion_elements`. */
  data: unknown;
  /** The visitor asks for reduced motion. */
  reduce: boolean;
}

/** Starts the scroll effects of the page (here: nothing); returns the stop. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function startScrollEffects(options: ScrollEffectsOptions): () => void {
  return () => {};
}
