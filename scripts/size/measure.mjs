/** Measures the CDN build: which files an entry pulls in, and their gzip size alone and over the runtime. */
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzip = (buffers) => gzipSync(Buffer.concat(buffers), { level: 9 }).length;

/** Every file `entry` loads before it runs: its static imports, recursively (dynamic imports are lazy). */
export function staticGraph(dir, entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(join(dir, file), 'utf8');
    for (const [, spec] of source.matchAll(
      /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.[^"']+)["']/g,
    ))
      visit(normalize(join(dirname(file), spec)));
  };
  visit(entry);
  return [...seen];
}

/** Whether a CDN build file (a path or URL) is the shared runtime chunk. */
export const isRuntime = (file) => /(^|\/)chunks\/runtime-[\w-]+\.js$/.test(file);

/**
 * The gzip context an element's figure is measured over: the runtime and every shared kit (KIT_BUDGETS), whether the
 * element loads them or not. Both are counted once, with budgets of their own; measuring over all of them means that
 * moving a module between the runtime and a kit changes no element's figure (gzip shares strings across the
 * context, so a smaller context alone would raise every figure by 50–150 B without a byte of the element changing).
 */
function sharedContext(dir, files, kits) {
  const runtime = files.filter(isRuntime);
  return runtime.length ? [...runtime, ...kits].map((f) => readFileSync(join(dir, f))) : [];
}

/**
 * Sizes of `entry` in the CDN build `dir`: `own` (its files alone, without the runtime and kits), `marginal` (over
 * the shared context above), `withKits` (its files and the kits it loads, over the runtime alone: what a page
 * with only this element adds to the runtime), `runtime`. `kits`: the kit chunks' files.
 */
export function measureEntry(dir, entry, kits = []) {
  const files = staticGraph(dir, entry);
  const read = (list) => list.map((f) => readFileSync(join(dir, f)));
  const runtime = read(files.filter(isRuntime));
  const own = read(files.filter((f) => !isRuntime(f) && !kits.includes(f)));
  const usedKits = read(files.filter((f) => kits.includes(f)));
  const context = sharedContext(dir, files, kits);
  const runtimeBytes = runtime.length ? gzip(runtime) : 0;
  return {
    files,
    own: gzip(own),
    marginal: gzip([...context, ...own]) - (context.length ? gzip(context) : 0),
    withKits: gzip([...runtime, ...usedKits, ...own]) - runtimeBytes,
    runtime: runtimeBytes,
  };
}

/**
 * Sizes of several entries loaded together (a page with all of them): shared files, the runtime and the kits
 * counted once, over the same context as measureEntry.
 */
export function measureGroup(dir, entries, kits = []) {
  const files = [...new Set(entries.flatMap((entry) => staticGraph(dir, entry)))];
  const own = files.filter((f) => !isRuntime(f) && !kits.includes(f)).map((f) => readFileSync(join(dir, f)));
  const context = sharedContext(dir, files, kits);
  return { files, marginal: gzip([...context, ...own]) - (context.length ? gzip(context) : 0) };
}

/**
 * Sizes of an on-demand chunk over what its element already loaded (`base`, an entry: runtime and element files),
 * with the kits in the context as in measureEntry (they are counted once, and were in the runtime before).
 */
export function measureOver(dir, chunk, base, kits = []) {
  const loaded = new Set([...staticGraph(dir, base), ...kits]);
  const files = staticGraph(dir, chunk);
  const before = [...loaded].map((f) => readFileSync(join(dir, f)));
  const added = files.filter((f) => !loaded.has(f)).map((f) => readFileSync(join(dir, f)));
  return { files, marginal: gzip([...before, ...added]) - gzip(before) };
}

/**
 * The CDN build's chunk report (CHUNK_REPORT in vite.config.ts): per chunk its `file`, `name`, `isEntry`,
 * `imports`, `dynamicImports` and source `modules` (root-relative).
 * @typedef {{ file: string; name: string; isEntry: boolean; imports: string[]; dynamicImports: string[]; modules: string[]; gated?: boolean }} ReportedChunk
 */

/**
 * Chunks loaded on demand: those some chunk loads through `import()`, other than the element entries (which
 * autoload loads that way, and which have element budgets).
 * @param {ReportedChunk[]} report
 */
export function onDemandChunks(report) {
  const loadedLater = new Set(report.flatMap((chunk) => chunk.dynamicImports));
  return report.filter((chunk) => loadedLater.has(chunk.file) && !chunk.isEntry);
}

/**
 * The files of the shared kits named in `budgets` (KIT_BUDGETS, by chunk name).
 * @param {ReportedChunk[]} report
 * @param {Record<string, number>} budgets
 */
export function kitFiles(report, budgets) {
  return report.filter((chunk) => !chunk.isEntry && chunk.name in budgets).map((chunk) => chunk.file);
}

/**
 * What is wrong with the kits `budgets` names: a kit that is not one chunk, or that fewer than two chunks load
 * statically (code only one element or part needs is its own, counted in its budget).
 * @param {ReportedChunk[]} report
 * @param {Record<string, number>} budgets
 */
export function kitProblems(report, budgets) {
  const problems = [];
  for (const name of Object.keys(budgets)) {
    const chunks = report.filter((chunk) => !chunk.isEntry && chunk.name === name);
    if (chunks.length !== 1) {
      problems.push(`the kit ${name} should be one chunk, found ${chunks.length}`);
      continue;
    }
    const loaders = report.filter((chunk) => chunk.imports.includes(chunks[0].file));
    if (loaders.length < 2)
      problems.push(
        `the kit ${name} is loaded by ${loaders.length} chunk(s) (${loaders.map((c) => c.name).join(', ')}): count it with its user, not as a kit`,
      );
  }
  return problems;
}

/**
 * What is wrong with the shared runtime chunk of `report`, given the modules `declared` for it
 * (scripts/size/runtime.mjs): a module it holds that the list does not name, a named module it does not hold.
 * @param {ReportedChunk[]} report
 * @param {readonly string[]} declared
 */
export function runtimeProblems(report, declared) {
  const runtimes = report.filter((chunk) => isRuntime(chunk.file));
  if (runtimes.length !== 1) return [`expected one runtime chunk, found ${runtimes.length}`];
  const held = runtimes[0].modules;
  return [
    ...held
      .filter((module) => !declared.includes(module))
      .map(
        (module) =>
          `${module} is in the runtime chunk but not in RUNTIME_MODULES (scripts/size/runtime.mjs): every page would download it; import it from fewer places, or declare it there and say why`,
      ),
    ...declared
      .filter((module) => !held.includes(module))
      .map(
        (module) => `${module} is declared in RUNTIME_MODULES but not in the runtime chunk: remove it from the list`,
      ),
  ];
}

/**
 * On-demand chunks with no entry in `budgets` (LAZY_BUDGETS, by chunk name), and names two of them share (a
 * budget could not say which it means).
 * @param {ReportedChunk[]} report
 * @param {Record<string, unknown>} budgets
 */
export function unbudgetedChunks(report, budgets) {
  const parts = onDemandChunks(report);
  const problems = parts
    .filter((chunk) => !(chunk.name in budgets))
    .map(
      (chunk) =>
        `the on-demand chunk ${chunk.name} (${chunk.modules.join(', ')}) has no budget: add it to LAZY_BUDGETS in scripts/size/budgets.mjs`,
    );
  const names = parts.map((chunk) => chunk.name);
  for (const name of new Set(names.filter((name, i) => names.indexOf(name) !== i)))
    problems.push(`two on-demand chunks are named ${name}: give their modules distinct file names`);
  return problems;
}
