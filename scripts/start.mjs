#!/usr/bin/env node
/** `npm start`: builds everything, then serves the demo site, the CMS pages and the ajax endpoint on one port. */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, startServer } from '../site/server/server.mjs';

execFileSync(process.execPath, [join(ROOT, 'scripts/build.mjs')], { stdio: 'inherit' });
const { url } = await startServer({ port: Number(process.env.PORT ?? 8080), host: process.env.HOST ?? '127.0.0.1' });
console.log(`pb-elements demo: ${url} (CMS pages: ${url}cms/)`);
