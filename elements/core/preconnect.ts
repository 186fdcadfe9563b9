/** Warms a connection to a third-party origin once per page, when a visitor shows intent (hover, focus). */
const warmed = new Set<string>();

export function preconnect(origin: string): void {
  if (warmed.has(origin) || typeof document === 'undefined') return;
  warmed.add(origin);
  const hint = document.createElement('link');
  hint.rel = 'preconnect';
  hint.href = origin;
  document.head.append(hint);
}
