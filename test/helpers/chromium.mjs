/**
 * Debian's Chromium and the flags it needs on these machines (no sandbox in a container, no GPU, nothing that
 * phones home), shared by the end-to-end helper (test/helpers/browser.ts) and the bench (bench/lib/browser.mjs),
 * so the two drive the same browser the same way.
 */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
