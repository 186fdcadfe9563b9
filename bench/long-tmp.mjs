import { mkdtempSync, writeFileSync } from 'node:fs'; import { tmpdir } from 'node:os'; import { join } from 'node:path';
import { startServer } from '../site/server/server.mjs';
import { TRACE_CATEGORIES } from './attribute.mjs';
import { launchChromium, openPage, SLOW_4G } from './lib/browser.mjs';
const server = await startServer({ port: 0, database: join(mkdtempSync(join(tmpdir(), 'f-')), 'db'), postsPerWindow: 1000 });
const browser = await launchChromium();
for (let i = 0; i < Number(process.argv[3] ?? 3); i++) {
  const tab = await openPage(browser, { cpu: 4, network: SLOW_4G });
  await tab.page.addInitScript(() => { window.__long = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); });
  const events = [];
  tab.cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((r) => tab.cdp.once('Tracing.tracingComplete', r));
  await tab.cdp.send('Tracing.start', { traceConfig: { includedCategories: [...TRACE_CATEGORIES, 'toplevel', 'disabled-by-default-devtools.timeline'] }, transferMode: 'ReportEvents' });
  await tab.page.goto(new URL(process.argv[2], server.url).href, { waitUntil: 'load' });
  await tab.page.waitForLoadState('networkidle').catch(() => {});
  await tab.page.waitForTimeout(1000);
  const long = await tab.page.evaluate(() => window.__long);
  await tab.cdp.send('Tracing.end'); await complete; await tab.close();
  writeFileSync(`/tmp/tr/long-${i}.json`, JSON.stringify(events));
  console.log(i, JSON.stringify(long));
}
await browser.close(); await server.close(); process.exit(0);
