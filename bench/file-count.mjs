/**
 * What the number of files costs the main thread, apart from their bytes (issue 19's "fewer, larger files" question:
 * a CMS page asks for 4 to 24 of our files, and merging chunks saves files at the price of bytes on other pages).
 * `node bench/file-count.mjs [counts] [loads]` (counts `1,2,4,8,12`, loads 12): a blank page imports, all at once with
 * `import()` as autoload does, the same 12 000 B of small functions split into that many modules, each starting with
 * V8's compile hint as our chunks do (vite.config.ts, `compileHints`). Chromium at `BENCH_CPU` (4) times slower, a
 * fresh tab a load, the counts alternating. For each count it prints two medians from the light trace the whole-page
 * goal is measured with (bench/attribute.mjs): the module compilation and evaluation on the renderers' main threads
 * (`v8.compileModule`, `v8.evaluateModule`), and the time from the first `import()` to the last module evaluated.
 * Local server, no network emulation: the difference between counts is the main thread's share of a file (asking,
 * compiling, linking, evaluating), not round trips.
 * Builds nothing and loads none of our code.
 */
import { createServer } from 'node:http';
import { mainThreads, PAGE_TRACE_CATEGORIES } from './attribute.mjs';
import { launchChromium, openPage, traceDuring } from './lib/browser.mjs';
import { median } from './stats.mjs';

const [countsArgument = '1,2,4,8,12', loadsArgument = '12'] = process.argv.slice(2);
const counts = countsArgument.split(',').map(Number);
const loads = Number(loadsArgument);
const cpu = Number(process.env.BENCH_CPU ?? 4);
const TOTAL_BYTES = 12_000;
if (counts.some((count) => !(count >= 1)) || !(loads >= 1)) {
  console.error('usage: node bench/file-count.mjs [counts, e.g. 1,2,4,8,12] [loads]');
  process.exit(2);
}

/** A module of about `bytes` bytes of small exported functions, one of which runs as the module evaluates. */
function moduleText(index, bytes) {
  let text = '//# allFunctionsCalledOnLoad\n';
  for (let k = 0; text.length < bytes; k++)
    text += `export function f${index}_${k}(n){let t=0;for(let i=0;i<n;i++)t+=i*${k}%7;return t+${index}}\n`;
  return `${text}export const ran${index}=f${index}_0(3);\n`;
}

/** The page: imports `count` modules at once and records how long until all had run. */
const pageText = (count, load) => `<!doctype html><title>files</title><p>Files</p><script type="module">
const began = performance.now();
Promise.all(Array.from({ length: ${count} }, (_, i) => import('/module/' + i + '?count=${count}&load=${load}')))
  .then(() => { window.allRan = performance.now() - began; });
</script>`;

const server = createServer((request, response) => {
  const url = new URL(request.url, 'http://localhost');
  const count = Number(url.searchParams.get('count'));
  if (url.pathname === '/page') {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(pageText(count, url.searchParams.get('load')));
    return;
  }
  response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
  response.end(moduleText(Number(url.pathname.split('/')[2]), TOTAL_BYTES / count));
}).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));

/** One load of the page with `count` modules: its main threads' module work and the time until all had run. */
async function measure(browser, count, load) {
  const tab = await openPage(browser, { cpu });
  let allRan;
  const events = await traceDuring(tab, PAGE_TRACE_CATEGORIES, async () => {
    await tab.page.goto(`http://127.0.0.1:${server.address().port}/page?count=${count}&load=${load}`);
    await tab.page.waitForFunction(() => window.allRan !== undefined, null, { timeout: 60_000 });
    allRan = await tab.page.evaluate(() => window.allRan);
  });
  await tab.close();
  const threads = mainThreads(events);
  const moduleWork = events
    .filter((e) => e.ph === 'X' && threads.has(`${e.pid}:${e.tid}`) && /^v8\.(compile|evaluate)Module$/.test(e.name))
    .reduce((sum, e) => sum + e.dur / 1000, 0);
  return { moduleWork, allRan };
}

const browser = await launchChromium();
const results = new Map(counts.map((count) => [count, []]));
for (let load = 0; load < loads; load++)
  for (const count of load % 2 ? [...counts].reverse() : counts)
    results.get(count).push(await measure(browser, count, load));
await browser.close();
server.close();

console.log(`${TOTAL_BYTES} B of functions in N modules, imported at once; ${cpu}× CPU, ${loads} loads each, medians`);
for (const [count, rows] of results)
  console.log(
    `${String(count).padStart(3)} files: module compile + evaluate ${median(rows.map((r) => r.moduleWork)).toFixed(1)} ms,` +
      ` first import() to all run ${median(rows.map((r) => r.allRan)).toFixed(1)} ms`,
  );
