import { defineConfig } from 'vitest/config';

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
  },
});
