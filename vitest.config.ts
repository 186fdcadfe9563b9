import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'elements/**/*.spec.ts',
      'react/**/*.spec.ts',
      'scripts/**/*.spec.ts',
      'site/**/*.spec.ts',
      'test/node/**/*.spec.ts',
      // The benchmark's statistics and its generated page (issue 19; the timings are never asserted).
      'bench/*.spec.ts',
    ],
    environment: 'node',
    retry: 0,
    testTimeout: 120_000,
  },
});
