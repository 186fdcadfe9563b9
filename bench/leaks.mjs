#!/usr/bin/env node
/**
 * `npm run leaks`: the leak runs alone (issue 19, part 3; bench/lib/leaks.mjs says how), every element with a
 * fixtures file, 1 000 cycles (BENCH_QUICK=1: 200). `npm run bench` runs them too.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './lib/browser.mjs';
import { leakElement } from './lib/leaks.mjs';
import { startBenchServer } from './lib/server.mjs';
import { BENCH, buildProject, bundlePeers, elementsWithFixtures, installPeers, measuredCode } from './lib/setup.mjs';

export async function runLeaks(browser, server, cycles) {
  const rows = [];
  for (const tag of elementsWithFixtures()) {
    const row = await leakElement(browser, server, tag, cycles);
    console.log(
      row.error
        ? `  ${tag}: failed to run: ${row.error}`
        : `  ${tag}: heap ${(row.growth * 100).toFixed(2)} % (second round ${(row.secondGrowth * 100).toFixed(2)} %; control ${(row.controlGrowth * 100).toFixed(2)} %, ${(row.controlSecondGrowth * 100).toFixed(2)} %), added ${JSON.stringify(row.added)}`,
    );
    rows.push(row);
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Read before building: the commit the build is made from.
  const code = measuredCode();
  installPeers();
  buildProject();
  await bundlePeers();
  const server = await startBenchServer();
  const browser = await launchChromium();
  const cycles = process.env.BENCH_QUICK === '1' ? 200 : 1000;
  const started = new Date();
  try {
    const leaks = await runLeaks(browser, server, cycles);
    mkdirSync(join(BENCH, 'results'), { recursive: true });
    const file = join(BENCH, 'results', `leaks-${started.toISOString().slice(0, 19).replaceAll(':', '-')}.json`);
    writeFileSync(
      file,
      `${JSON.stringify({ date: started.toISOString(), commit: code, browsers: { chromium: browser.version() }, leaks }, null, 2)}\n`,
    );
    console.log(`leaks: results in ${file}`);
  } finally {
    await browser.close();
    await server.close();
  }
}
