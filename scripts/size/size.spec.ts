/** The byte budgets of PERF.md §5, checked on the real CDN build a CMS page loads. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AUTOLOAD_BUDGET,
  ELEMENT_BUDGETS,
  GROUP_BUDGETS,
  KIT_BUDGETS,
  KNOWN_OVERRUNS,
  LAZY_BUDGETS,
  RUNTIME_BUDGET,
} from './budgets.mjs';
import {
  kitFiles,
  kitProblems,
  measureEntry,
  measureGroup,
  measureOver,
  onDemandChunks,
  runtimeProblems,
  staticGraph,
  unbudgetedChunks,
  type ReportedChunk,
} from './measure.mjs';
import { askedWith, chunkClosure, chunkGraphOf, chunkHolding, chunkName, eagerParts } from './request-chain.mjs';
import { EAGER_PARTS, GATE } from './eager-parts.mjs';
import { RUNTIME_MODULES } from './runtime.mjs';

const root = join(import.meta.dirname, '../..');
const cdn = join(root, 'dist/cdn');
const families = readdirSync(join(root, 'elements'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(root, 'elements', d.name, 'define.ts')))
  .map((d) => d.name);

/** Which modules each chunk of the CDN build holds (written by the build; CHUNK_REPORT in vite.config.ts). */
const reportFile = join(root, 'dist/cdn-chunks.json');
let report: ReportedChunk[] = [];
/** The shared kits' chunk files (KIT_BUDGETS): counted once, like the runtime. */
let kits: string[] = [];

/** True when the report describes the build on disk: the same chunk files, none missing, none extra. */
function reportMatchesBuild(): boolean {
  if (!existsSync(join(cdn, 'autoload.js')) || !existsSync(reportFile)) return false;
  const reported = new Set(
    (JSON.parse(readFileSync(reportFile, 'utf8')) as ReportedChunk[]).map((chunk) => chunk.file),
  );
  const built = readdirSync(join(cdn, 'chunks')).map((file) => `chunks/${file}`);
  return built.every((file) => reported.has(file)) && [...reported].every((file) => existsSync(join(cdn, file)));
}

beforeAll(() => {
  if (!reportMatchesBuild())
    execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), 'cdn'], { stdio: 'inherit' });
  report = JSON.parse(readFileSync(reportFile, 'utf8'));
  kits = kitFiles(report, KIT_BUDGETS);
}, 120_000);

describe('byte budgets (gzip, PERF.md §5)', () => {
  it.each(families)('<%s> stays within its budget, marginal over the shared runtime and kits', (family) => {
    const budget = ELEMENT_BUDGETS[family as keyof typeof ELEMENT_BUDGETS];
    expect(budget, `add a budget for <${family}> to scripts/budgets.mjs (PERF.md §5)`).toBeTypeOf('number');
    const size = measureEntry(cdn, `${family}.js`, kits);
    const usedKits = size.files.filter((file) => kits.includes(file));
    console.log(
      `<${family}>: ${size.marginal} B gzip over the runtime and kits (${size.own} B alone${usedKits.length ? `; ${size.withKits} B over the runtime with its kits ${usedKits.map(chunkName).join(', ')}` : ''}); runtime ${size.runtime} B`,
    );
    const overrun = KNOWN_OVERRUNS[family as keyof typeof KNOWN_OVERRUNS];
    if (overrun) {
      console.warn(
        `<${family}> is ${size.marginal - budget} B OVER its ${budget} B budget (known overrun, ceiling ${overrun} B; see budgets.mjs)`,
      );
      expect(size.marginal, `<${family}> grew past its known-overrun ceiling`).toBeLessThanOrEqual(overrun);
      expect(size.marginal, `<${family}> meets its budget now: remove it from KNOWN_OVERRUNS`).toBeGreaterThan(budget);
    } else
      expect(
        size.marginal,
        `<${family}> is ${size.marginal - budget} B over its ${budget} B budget`,
      ).toBeLessThanOrEqual(budget);
    expect(size.runtime, `the shared runtime is over ${RUNTIME_BUDGET} B`).toBeLessThanOrEqual(RUNTIME_BUDGET);
  });

  it.each(Object.entries(GROUP_BUDGETS))('%s together stay within their budget, over the runtime', (name, group) => {
    const { entries, budget } = group;
    const ceiling = 'knownOverrun' in group ? group.knownOverrun : undefined;
    const size = measureGroup(
      cdn,
      entries.map((entry) => `${entry}.js`),
      kits,
    );
    console.log(`${name}: ${size.marginal} B gzip over the runtime, loaded together`);
    if (ceiling) {
      console.warn(
        `${name} is ${size.marginal - budget} B OVER its ${budget} B budget (known overrun, ceiling ${ceiling} B; see budgets.mjs)`,
      );
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
    const size = over
      ? measureOver(cdn, `chunks/${chunk}`, `${over}.js`, kits)
      : measureEntry(cdn, `chunks/${chunk}`, kits);
    console.log(`${name} (on demand): ${size.marginal} B gzip over ${over ? `<${over}>` : 'the runtime'}`);
    expect(size.marginal).toBeLessThanOrEqual(budget);
  });

  it(`the shared runtime holds exactly the modules RUNTIME_MODULES declares, within ${RUNTIME_BUDGET} B`, () => {
    const runtime = report.find((chunk) => chunk.name === 'runtime');
    const size = runtime && measureEntry(cdn, runtime.file);
    console.log(
      `runtime (${runtime?.file}): ${size?.runtime} B gzip, every page with an element loads it:\n  ${runtime?.modules.join('\n  ')}`,
    );
    expect(runtimeProblems(report, RUNTIME_MODULES)).toEqual([]);
    expect(size!.runtime).toBeLessThanOrEqual(RUNTIME_BUDGET);
  });

  it.each(Object.entries(KIT_BUDGETS))('the shared kit %s is one chunk, shared, within its budget', (name, budget) => {
    const chunk = report.find((c) => !c.isEntry && c.name === name);
    const size = chunk && measureEntry(cdn, chunk.file);
    const users = report.filter((c) => c.imports.includes(chunk?.file ?? '')).map((c) => c.name);
    console.log(`kit ${name} (${chunk?.file}): ${size?.own} B gzip alone, loaded with ${users.join(', ')}`);
    expect(kitProblems(report, { [name]: budget })).toEqual([]);
    expect(size!.own).toBeLessThanOrEqual(budget);
  });

  it('the kit check fails on a kit only one chunk loads, and on one no chunk is (it can fail)', () => {
    const [first] = kits;
    const alone = report.map((chunk) => ({
      ...chunk,
      imports: chunk.imports.filter((file) => file !== first || chunk.name === 'lazy-video'),
    }));
    const name = report.find((chunk) => chunk.file === first)!.name;
    expect(kitProblems(alone, { [name]: 1 })).toEqual([
      expect.stringContaining(`the kit ${name} is loaded by 1 chunk(s) (lazy-video)`),
    ]);
    expect(kitProblems(report, { nothing: 1 })).toEqual(['the kit nothing should be one chunk, found 0']);
  });

  it('the runtime check fails on a module nobody declared, and on a declared one the runtime lacks (it can fail)', () => {
    const stray = report.map((chunk) =>
      chunk.name === 'runtime' ? { ...chunk, modules: [...chunk.modules, 'elements/core/new.ts'] } : chunk,
    );
    expect(runtimeProblems(stray, RUNTIME_MODULES)).toEqual([
      expect.stringContaining('elements/core/new.ts is in the runtime chunk but not in RUNTIME_MODULES'),
    ]);
    expect(runtimeProblems(report, [...RUNTIME_MODULES, 'elements/core/gone.ts'])).toEqual([
      expect.stringContaining('elements/core/gone.ts is declared in RUNTIME_MODULES but not in the runtime chunk'),
    ]);
  });

  it('every on-demand chunk has a budget', () => {
    console.log(
      `on-demand chunks: ${onDemandChunks(report)
        .map((chunk) => chunk.name)
        .sort()
        .join(', ')}`,
    );
    expect(onDemandChunks(report).length).toBeGreaterThan(10);
    expect(unbudgetedChunks(report, LAZY_BUDGETS)).toEqual([]);
  });

  it('the budget check names an on-demand chunk without a budget (it can fail)', () => {
    const { wheel: _, ...withoutWheel } = LAZY_BUDGETS;
    expect(unbudgetedChunks(report, withoutWheel)).toEqual([
      expect.stringMatching(/^the on-demand chunk wheel \(elements\/pb-page\/wheel\.ts\) has no budget/),
    ]);
  });

  it('the one script a CMS page loads is small and loads no element or runtime eagerly', () => {
    const files = staticGraph(cdn, 'autoload.js');
    const size = measureEntry(cdn, 'autoload.js');
    console.log(`autoload: ${size.own} B gzip eager (${files.join(', ')})`);
    expect(
      files.some((f: string) => f.includes('runtime-')),
      'autoload pulls the runtime in eagerly',
    ).toBe(false);
    expect(size.own).toBeLessThanOrEqual(AUTOLOAD_BUDGET);
  });

  it('every file of ours starts with the compile hint, but a chunk of third-party code alone and Swiper’s', () => {
    // vite.config.ts `compileHints`: V8 compiles such a file's functions while it streams in, off the main thread.
    // Swiper's chunk loads ahead of its use (a carousel starts it at the visitor's first touch), so not eagerly.
    const hinted = (file: string) => readFileSync(join(cdn, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n');
    const unhinted = (chunk: ReportedChunk) =>
      chunk.modules.every((id) => id.startsWith('node_modules/')) ||
      chunk.modules.some((id) => /^node_modules\/(swiper|leaflet)\//.test(id));
    const wrong = report.filter((chunk) => hinted(chunk.file) === unhinted(chunk)).map((chunk) => chunk.file);
    expect(wrong).toEqual([]);
    expect(report.filter(unhinted).map((chunk) => chunk.name)).toEqual(['leaflet-parts', 'swiper-setup']);
  });

  it('autoload asks for every file an element needs at once: the request chain after autoload is one round trip', () => {
    const graph = chunkGraphOf(readFileSync(join(cdn, 'autoload.js'), 'utf8'));
    const depths: string[] = [];
    for (const family of families) {
      const [chunks = '', parts = ''] = (graph[family] ?? '').split('|');
      // Every chunk the element's file imports, however deep, is named for it.
      const needed = staticGraph(cdn, `${family}.js`)
        .filter((file: string) => file.startsWith('chunks/'))
        .map(chunkName)
        .sort();
      expect(chunks.split(' ').filter(Boolean).sort(), `<${family}>'s chunks in the graph`).toEqual(needed);
      // Every part it needs on upgrade (eager-parts.mjs; the consent plugin's reader for a gated element), with the
      // chunks that part imports and the element lacks, under the part's condition.
      const expected = eagerParts(report, family).flatMap(({ module, when }) =>
        [...chunkClosure(report, chunkHolding(report, module)!)]
          .filter((file) => !needed.includes(chunkName(file)))
          .map((file) => (when ? `${chunkName(file)}@${when}` : chunkName(file))),
      );
      expect(parts.split(' ').filter(Boolean).sort(), `<${family}>'s parts in the graph`).toEqual(
        [...new Set(expected)].sort(),
      );
      depths.push(`${family} ${needed.length + 1}${parts ? ` + ${parts.split(' ').length} preloaded` : ''}`);
    }
    console.log(`files requested at once per element (its file, its chunks, its parts): ${depths.join(', ')}`);
  });

  it('every eager part names a module the build has, and the gated elements are the ones with a consent gate', () => {
    for (const [family, parts] of Object.entries(EAGER_PARTS)) {
      expect(families, `eager-parts.mjs names <${family}>`).toContain(family);
      for (const { module } of parts) expect(chunkHolding(report, module), `${module} in a chunk`).toBeTruthy();
    }
    const gated = families.filter((family) => eagerParts(report, family).some(({ when }) => when === GATE));
    console.log(`elements that preload the consent plugin's reader while gating is on: ${gated.join(', ')}`);
    expect(gated).toEqual(expect.arrayContaining(['lazy-video', 'pb-map', 'sbi-feed']));
  });

  it("an on-demand part's own chunks are asked for with it: loading any part is one round trip", () => {
    const rows: string[] = [];
    for (const chunk of report) {
      if (chunk.file === 'autoload.js') continue;
      const code = readFileSync(join(cdn, chunk.file), 'utf8');
      const have = chunkClosure(report, chunk.file);
      for (const target of chunk.dynamicImports) {
        const missing = [...chunkClosure(report, target)].filter((file) => file !== target && !have.has(file));
        const asked = askedWith(code, chunk.file, target);
        expect(asked.sort(), `${chunk.file}: import() of ${target} asks for its chunks at once`).toEqual(
          missing.sort(),
        );
        if (missing.length) rows.push(`${target} (+${missing.length})`);
      }
    }
    console.log(`parts whose chunks are asked for with them: ${rows.join(', ')}`);
  });

  it('the part check fails on a part imported without its chunks (it can fail)', () => {
    const code = 'const a=()=>import(`./chunks/x.js`)';
    expect(askedWith(code, 'el.js', 'chunks/x.js')).toEqual([]);
    const rewritten = 'const a=()=>(["./chunks/y.js"].map(u=>import(u).catch(()=>{})),import(`./chunks/x.js`))';
    expect(askedWith(rewritten, 'el.js', 'chunks/x.js')).toEqual(['chunks/y.js']);
  });
});
