// probe: forced layouts (documentElement.offsetHeight reads) while 200 elements upgrade, through the bench's own pages
import { launchChromium, openPage } from './lib/browser.mjs';
import { families } from './lib/families.mjs';
import { startBenchServer } from './lib/server.mjs';
import { bundlePeers } from './lib/setup.mjs';
import { runUpgrade } from './lib/upgrade.mjs';
await bundlePeers();
const tags = process.argv[2].split(',');
const server = await startBenchServer();
const browser = await launchChromium();
const stats = [];
const INIT = () => {
  const d = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
  const f = (window.__f = []);
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get() {
    const t = performance.now(); const v = d.get.call(this); if (this === document.documentElement) f.push(performance.now() - t); return v; } });
  let run;
  Object.defineProperty(window, '__run', { configurable: true, set(fn) { run = async () => { f.length = 0; const r = await fn(); console.log(`TURNS ${location.pathname.endsWith('-us') ? 'us' : 'them'} total ${r.total.toFixed(0)} reads ${f.length} ms ${f.reduce((a, b) => a + b, 0).toFixed(1)} max ${Math.max(0, ...f).toFixed(1)}`); return r; }; }, get() { return run; } });
};
for (const family of (await families()).filter((f) => tags.includes(f.tag))) {
  await runUpgrade(browser, server, { ...family, peers: family.peers.slice(0, 1) }, {
    cpus: [4], counts: [family.counts.at(-1)], limits: { min: 6, max: 6 },
    open: async (cpu) => { const tab = await openPage(browser, { cpu }); await tab.page.addInitScript(INIT); tab.page.on('console', (m) => m.text().startsWith('TURNS us') && stats.push(`${family.tag} ${m.text().slice(9)}`)); return tab; },
  });
}
console.log(stats.join('\n'));
await browser.close(); await server.close?.();
