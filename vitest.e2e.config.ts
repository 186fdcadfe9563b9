import { defineConfig } from 'vitest/config';
import { LongestJourneyFirst } from './test/helpers/journey-order.js';

/** End-to-end journeys: playwright-core driving Debian Chromium against the built site and the CMS pages. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['test/helpers/e2e-server.ts'],
    retry: 0,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    fileParallelism: false,
    // Two at a time in `npm test`: longest first, so neither worker is left alone with a long file at the end.
    sequence: { sequencer: LongestJourneyFirst },
  },
});
