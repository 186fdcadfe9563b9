/** True when the visitor asks for reduced motion: animations jump to their end, rotation never starts. */
export const reducedMotion = (): boolean =>
  globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
