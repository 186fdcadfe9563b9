/**
 * Starts the reference server on a free port for the end-to-end run (built site required). Its database is a
 * file in a fresh temporary folder, so journeys can check what landed in SQLite from their own connection.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, startServer } from '../../site/server/server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databasePath: string;
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
  return async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  };
}
