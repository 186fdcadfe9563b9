#!/usr/bin/env node
/**
 * `node bench/heap-diff.mjs <tag> [cycles]`: what grows on the heap while one element is connected and
 * disconnected, for reading a leak run's figure (bench/lib/leaks.mjs). Cycles the element's fixtures 300 times,
 * takes a heap snapshot after forced GC, cycles `cycles` (500) more, snapshots again, and prints the kinds of
 * heap node that grew by more than 20, largest growth in bytes first. A leak of ours shows as the element's
 * class, its records or detached nodes growing by about one per cycle; compiled code and the browser's own
 * buffers (timing entries, console messages, media controls) are not ours.
 * Needs a build (node scripts/build.mjs) and the bench's install (npm run bench once).
 */
import { launchChromium, openPage } from './lib/browser.mjs';
import { startBenchServer } from './lib/server.mjs';
import { bundlePeers, loadFixtures } from './lib/setup.mjs';

const [tag, more = '500'] = process.argv.slice(2);
if (!tag) throw new Error('usage: node bench/heap-diff.mjs <tag> [cycles]');

await bundlePeers();
const server = await startBenchServer();
const browser = await launchChromium();
const fixtures = Object.values(await loadFixtures(tag));
const tab = await openPage(browser);
const { page, cdp } = tab;

/** Counts and self sizes of the snapshot's nodes, by type and name. */
async function snapshot() {
  // What the browser keeps for its own tools goes first, as in the leak run's measure (lib/leaks.mjs): the
  // console messages the inspector holds (an element's warnings, one per instance) and resource timing entries.
  await page.evaluate(() => performance.clearResourceTimings());
  await cdp.send('Runtime.discardConsoleEntries');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks = [];
  const collect = (event) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const { snapshot: meta, nodes, strings } = JSON.parse(chunks.join(''));
  const fields = meta.meta.node_fields;
  const types = meta.meta.node_types[0];
  const size = fields.indexOf('self_size');
  const counts = new Map();
  for (let i = 0; i < nodes.length; i += fields.length) {
    const key = `${types[nodes[i]]}: ${strings[nodes[i + 1]].slice(0, 70)}`;
    const [n, bytes] = counts.get(key) ?? [0, 0];
    counts.set(key, [n + 1, bytes + nodes[i + size]]);
  }
  return counts;
}

const cycle = (n) =>
  page.evaluate(
    async ({ tag, fixtures, n }) => {
      const host = document.getElementById('host');
      for (let i = 0; i < n; i++) {
        host.innerHTML = fixtures[i % fixtures.length];
        await host.querySelector(tag)?.updateComplete;
        host.replaceChildren();
        if (i % 100 === 99) await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
      }
      await new Promise((r) => setTimeout(r, 500));
    },
    { tag, fixtures, n },
  );

try {
  await page.goto(
    server.page(
      `heap-${tag}`,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>heap</title><link rel="stylesheet" href="/pb-elements/${tag}.css"></head><body><main id="host"></main></body></html>`,
    ),
  );
  await page.evaluate((entry) => import(entry), `/pb-elements/${tag}.js`);
  await cycle(300);
  const before = await snapshot();
  await cycle(Number(more));
  const after = await snapshot();
  const grown = [...after]
    .map(([key, [n, bytes]]) => [key, n - (before.get(key)?.[0] ?? 0), bytes - (before.get(key)?.[1] ?? 0)])
    .filter(([, n]) => n > 20)
    .sort((a, b) => b[2] - a[2]);
  console.log(`<${tag}>: heap nodes that grew over ${more} cycles (count, bytes)`);
  for (const [key, n, bytes] of grown.slice(0, 25))
    console.log(`  ${String(n).padStart(6)} ${String(bytes).padStart(9)}  ${key}`);
  if (!grown.length) console.log('  nothing grew by more than 20 nodes');
} finally {
  await tab.close();
  await browser.close();
  await server.close();
}
