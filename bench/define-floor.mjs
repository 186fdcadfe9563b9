/**
 * What the define of N instances costs, layer by layer (issue 19: "upgrading 200 of any element must not create a
 * long task at 4×"; the define call upgrades every instance already in the page, in one task).
 * `node bench/define-floor.mjs <tag> [N] [samples]` loads our side's page of the upgrade part (bench/lib/upgrade.mjs,
 * `ourPage`) with each instance's tag renamed `<tag>-floor`, imports the element's file (which defines `<tag>` over no
 * instance), and then times one `customElements.define('<tag>-floor', …)` call, which makes, connects and hands the
 * attributes of all N. The class defined, one per sample, in turn:
 *  - plain: an `HTMLElement` observing the element's attributes, with empty callbacks (the browser's own share);
 *  - lit: Lit's `ReactiveElement` with the element's reactive properties, rendering into itself, updating nothing;
 *  - base: our base (elements/base/pb-element.ts) with the same properties, updating nothing;
 *  - element: a subclass of the element itself (its constructor, fields and controllers too).
 * Only the call is timed: first renders come after it in every case (Lit's in the microtasks that follow, ours in
 * later turns once the task has spent its share), so this is the part of the define task no turn can split.
 * Chromium at `BENCH_CPU` (4) times slower, a fresh document a sample after a forced GC, the classes alternating.
 * Builds nothing: run `node scripts/build.mjs cdn` first.
 */
import { launchChromium, openPage } from './lib/browser.mjs';
import { families } from './lib/families.mjs';
import { startBenchServer } from './lib/server.mjs';
import { ourPage } from './lib/upgrade.mjs';
import { summary } from './stats.mjs';

const [tag, n = '200', count = '12'] = process.argv.slice(2);
const family = (await families()).find((f) => f.tag === tag);
if (!family) {
  console.error(
    `usage: node bench/define-floor.mjs <tag> [N] [samples]; tags: ${(await families()).map((f) => f.tag)}`,
  );
  process.exit(2);
}
const LAYERS = ['plain', 'lit', 'base', 'element'];
const renamed = (html) => html.replace(new RegExp(`<(/?)${tag}(?=[\\s>])`, 'g'), (_, slash) => `<${slash}${tag}-floor`);
const page = ourPage(family, Number(n));
const entry = page.match(/rel="modulepreload" href="([^"]+)"/)[1];

/** In the page: the element's file imported, then one define of `layer`'s class over the renamed instances, timed. */
const defineLayer = async ({ entry, tag, layer }) => {
  await import(entry);
  const Element = customElements.get(tag);
  const chain = [];
  for (let c = Element; c && c !== HTMLElement; c = Object.getPrototypeOf(c)) chain.push(c);
  // The element's chain ends with our base, then Lit's ReactiveElement, then HTMLElement.
  const [Lit, Base] = [chain.at(-1), chain.at(-2)];
  const properties = Object.fromEntries(
    [...Element.elementProperties].map(([k, v]) => [k, { attribute: v.attribute }]),
  );
  const observed = Element.observedAttributes;
  const classes = {
    plain: class extends HTMLElement {
      static observedAttributes = observed;
      attributeChangedCallback() {}
      connectedCallback() {}
    },
    lit: class extends Lit {
      static properties = properties;
      createRenderRoot() {
        return this;
      }
      update() {}
    },
    base: class extends Base {
      static properties = properties;
      update() {}
    },
    element: class extends Element {},
  };
  // The import's own tasks (its turns, its first renders) are over before the clock starts.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const start = performance.now();
  customElements.define(`${tag}-floor`, classes[layer]);
  return performance.now() - start;
};

const server = await startBenchServer();
const browser = await launchChromium();
const tab = await openPage(browser, { cpu: Number(process.env.BENCH_CPU ?? 4) });
const times = Object.fromEntries(LAYERS.map((layer) => [layer, []]));
try {
  const url = server.page('define-floor', renamed(page));
  for (let i = 0; i < Number(count); i++)
    for (const layer of LAYERS) {
      await tab.page.goto(url, { waitUntil: 'load' });
      await tab.cdp.send('HeapProfiler.collectGarbage');
      await tab.page.waitForTimeout(200);
      times[layer].push(await tab.page.evaluate(defineLayer, { entry, tag, layer }));
    }
} finally {
  await browser.close();
  await server.close();
}
console.log(`${tag}, N=${n}, ${count} samples a layer: one define call, ms (median; mean ± 95 %)`);
for (const layer of LAYERS) {
  const s = summary(times[layer]);
  console.log(
    `  ${layer.padEnd(8)} ${s.median.toFixed(1)}; ${s.mean.toFixed(1)} ± ${(1.96 * s.se).toFixed(1)}; ` +
      times[layer].map((t) => t.toFixed(0)).join(' '),
  );
}
