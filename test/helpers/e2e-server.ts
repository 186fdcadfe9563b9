/**
 * Starts the reference server on a free port for the end-to-end run (built site required). Its database is a
 * file in a fresh temporary folder, so journeys can check what landed in SQLite from their own connection.
 * Starts the browsers the journeys drive too, one per worker (test/helpers/browser.ts connects to them).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { ROOT, startServer } from '../../site/server/server.mjs';
import { CHROMIUM_LAUNCH } from './chromium.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databasePath: string;
    /** Where each worker's browser listens (Playwright's protocol), by VITEST_POOL_ID − 1. */
    browserEndpoints: string[];
  }
}

export default async function setup(project: TestProject) {
  for (const built of ['dist/site/index.html', 'dist/cdn/autoload.js'])
    if (!existsSync(join(ROOT, built)))
      throw new Error(`${built} is missing: run \`node scripts/build.mjs\` (npm test does) first`);
  const folder = mkdtempSync(join(tmpdir(), 'pb-e2e-'));
  const database = join(folder, 'site.db');
  // Every journey posts from 127.0.0.1: the rate limit (site/server/forms.spec.ts proves it) would stop them.
  const server = await startServer({ port: 0, database, postsPerWindow: 1000 });
  project.provide('baseUrl', server.url);
  project.provide('databasePath', database);
  // One browser a worker for the whole run, not one a file: launching and closing Chromium for each of 23 files
  // cost each about 1.5 s of a core. A file's contexts close with its connection, and no two files share a
  // browser at the same time: `npm test` runs two workers, and a worker one file at a time.
  const workers = Math.max(1, Number(project.globalConfig.maxWorkers) || 1);
  const browsers = await Promise.all(Array.from({ length: workers }, () => chromium.launchServer(CHROMIUM_LAUNCH)));
  project.provide(
    'browserEndpoints',
    browsers.map((browser) => browser.wsEndpoint()),
  );
  return async () => {
    await Promise.all(browsers.map((browser) => browser.close()));
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  };
}
