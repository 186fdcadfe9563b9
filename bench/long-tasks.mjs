/**
 * Which tasks of an upgrade sample are long, and what ran in them (issue 19: "upgrading 200 of any element must not
 * create a long task at 4×"). `node bench/long-tasks.mjs <tag> [N] [samples]` loads our side's page of the upgrade
 * part (bench/lib/upgrade.mjs, `ourPage`) `samples` times in one tab, Chromium at `BENCH_CPU` (4) times slower, each a
 * fresh document as the bench's samples are, and prints each long task with its kind (bench/long-task-kinds.mjs:
 * the define task, a message on our task queue, an event handler, rendering) and its longest script, then the kinds
 * summed. It reads the page's own long-task and long-animation-frame entries, no trace, so it slows nothing. Builds
 * nothing: run `node scripts/build.mjs cdn` first.
 */
import { launchChromium, openPage } from './lib/browser.mjs';
import { families } from './lib/families.mjs';
import { startBenchServer } from './lib/server.mjs';
import { ourPage, sample } from './lib/upgrade.mjs';
import { kindsOf, summarise } from './long-task-kinds.mjs';

const [tag, n = '200', count = '20'] = process.argv.slice(2);
const family = (await families()).find((f) => f.tag === tag);
if (!family) {
  console.error(`usage: node bench/long-tasks.mjs <tag> [N] [samples]; tags: ${(await families()).map((f) => f.tag)}`);
  process.exit(2);
}
const server = await startBenchServer();
const browser = await launchChromium();
const tab = await openPage(browser, { cpu: Number(process.env.BENCH_CPU ?? 4) });
const samples = [];
try {
  const url = server.page('long-tasks', ourPage(family, Number(n), { frames: true }));
  // A warm-up load first, as the bench's pairs have: the HTTP and code caches are then the same for every sample.
  await sample(tab, url);
  for (let i = 0; i < Number(count); i++) {
    const result = await sample(tab, url);
    samples.push(result);
    const tasks = kindsOf(result).map(
      (t) =>
        `${t.kind} ${t.duration.toFixed(0)} ms at ${t.start.toFixed(0)} (${t.invoker ?? 'no script'}` +
        `${t.forcedLayout ? `, ${t.forcedLayout.toFixed(0)} ms forced layout` : ''})`,
    );
    console.log(`sample ${i + 1}: import ${result.settled.toFixed(1)} ms; ${tasks.join('; ') || 'no long task'}`);
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`\n${tag}, N=${n}, ${samples.length} samples: long tasks by kind`);
for (const [kind, s] of Object.entries(summarise(samples)))
  if (s.tasks)
    console.log(
      `  ${kind}: ${s.tasks} in ${s.samples} samples, ${s.meanMs.toFixed(0)} ms on average, ` +
        `${(s.forcedLayoutShare * 100).toFixed(0)} % of it forced layout`,
    );
