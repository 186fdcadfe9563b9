/** Starts the reference server on a free port for the end-to-end run (built site required). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, startServer } from '../../site/server/server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  for (const built of ['dist/site/index.html', 'dist/cdn/autoload.js'])
    if (!existsSync(join(ROOT, built))) throw new Error(`${built} is missing: run \`node scripts/build.mjs\` (npm test does) first`);
  const server = await startServer({ port: 0, database: ':memory:' });
  project.provide('baseUrl', server.url);
  return () => server.close();
}
