/** The byte budgets of PERF.md §5, checked on the real CDN build a CMS page loads. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTOLOAD_BUDGET, ELEMENT_BUDGETS, GROUP_BUDGETS, KNOWN_OVERRUNS, LAZY_BUDGETS, RUNTIME_BUDGET } from './budgets.mjs';
import { measureEntry, measureGroup, measureOver, staticGraph } from './measure.mjs';

const root = join(import.meta.dirname, '../..');
const cdn = join(root, 'dist/cdn');
const families = readdirSync(join(root, 'elements'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(root, 'elements', d.name, 'define.ts')))
  .map((d) => d.name);

beforeAll(() => {
  if (!existsSync(join(cdn, 'autoload.js'))) execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), 'cdn'], { stdio: 'inherit' });
}, 120_000);

describe('byte budgets (gzip, PERF.md §5)', () => {
  it.each(families)('<%s> stays within its budget, marginal over the shared runtime', (family) => {
    const budget = ELEMENT_BUDGETS[family as keyof typeof ELEMENT_BUDGETS];
    expect(budget, `add a budget for <${family}> to scripts/budgets.mjs (PERF.md §5)`).toBeTypeOf('number');
    const size = measureEntry(cdn, `${family}.js`);
    console.log(`<${family}>: ${size.marginal} B gzip over the runtime (${size.own} B alone); runtime ${size.runtime} B`);
    const overrun = KNOWN_OVERRUNS[family as keyof typeof KNOWN_OVERRUNS];
    if (overrun) {
      console.warn(`<${family}> is ${size.marginal - budget} B OVER its ${budget} B budget (known overrun, ceiling ${overrun} B; see budgets.mjs)`);
      expect(size.marginal, `<${family}> grew past its known-overrun ceiling`).toBeLessThanOrEqual(overrun);
      expect(size.marginal, `<${family}> meets its budget now: remove it from KNOWN_OVERRUNS`).toBeGreaterThan(budget);
    } else expect(size.marginal, `<${family}> is ${size.marginal - budget} B over its ${budget} B budget`).toBeLessThanOrEqual(budget);
    expect(size.runtime, `the shared runtime is over ${RUNTIME_BUDGET} B`).toBeLessThanOrEqual(RUNTIME_BUDGET);
  });

  it.each(Object.entries(GROUP_BUDGETS))('%s together stay within their budget, over the runtime', (name, group) => {
    const { entries, budget } = group;
    const ceiling = 'knownOverrun' in group ? group.knownOverrun : undefined;
    const size = measureGroup(cdn, entries.map((entry) => `${entry}.js`));
    console.log(`${name}: ${size.marginal} B gzip over the runtime, loaded together`);
    if (ceiling) {
      console.warn(`${name} is ${size.marginal - budget} B OVER its ${budget} B budget (known overrun, ceiling ${ceiling} B; see budgets.mjs)`);
      expect(size.marginal, `${name} grew past its known-overrun ceiling`).toBeLessThanOrEqual(ceiling);
      expect(size.marginal, `${name} meets its budget now: remove its knownOverrun`).toBeGreaterThan(budget);
    } else expect(size.marginal).toBeLessThanOrEqual(budget);
  });

  // A number: the part's bytes over the runtime. `{ budget, over }`: its bytes over what the element `over` has
  // already loaded (the part only ever loads after it, and shares its modules).
  it.each(Object.entries(LAZY_BUDGETS))('the on-demand part %s stays within its budget', (name, entry) => {
    const { budget, over } = typeof entry === 'number' ? { budget: entry, over: undefined } : entry;
    const chunk = readdirSync(join(cdn, 'chunks')).find((file) => file.startsWith(`${name}-`));
    expect(chunk, `no chunk named ${name}`).toBeDefined();
    const size = over ? measureOver(cdn, `chunks/${chunk}`, `${over}.js`) : measureEntry(cdn, `chunks/${chunk}`);
    console.log(`${name} (on demand): ${size.marginal} B gzip over ${over ? `<${over}>` : 'the runtime'}`);
    expect(size.marginal).toBeLessThanOrEqual(budget);
  });

  it('the one script a CMS page loads is small and loads no element or runtime eagerly', () => {
    const files = staticGraph(cdn, 'autoload.js');
    const size = measureEntry(cdn, 'autoload.js');
    console.log(`autoload: ${size.own} B gzip eager (${files.join(', ')})`);
    expect(files.some((f: string) => f.includes('runtime-')), 'autoload pulls the runtime in eagerly').toBe(false);
    expect(size.own).toBeLessThanOrEqual(AUTOLOAD_BUDGET);
  });
});
