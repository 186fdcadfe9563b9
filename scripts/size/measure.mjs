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
    for (const [, spec] of source.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.[^"']+)["']/g))
      visit(normalize(join(dirname(file), spec)));
  };
  visit(entry);
  return [...seen];
}

export const isRuntime = (file) => /(^|\/)chunks\/runtime-[\w-]+\.js$/.test(file);

/** Sizes of `entry` in the CDN build `dir`: own (excluding the runtime), marginal over the runtime, runtime. */
export function measureEntry(dir, entry) {
  const files = staticGraph(dir, entry);
  const runtime = files.filter(isRuntime).map((f) => readFileSync(join(dir, f)));
  const own = files.filter((f) => !isRuntime(f)).map((f) => readFileSync(join(dir, f)));
  const runtimeBytes = runtime.length ? gzip(runtime) : 0;
  return { files, own: gzip(own), marginal: gzip([...runtime, ...own]) - runtimeBytes, runtime: runtimeBytes };
}

/** Sizes of several entries loaded together (a page with all of them): shared files and the runtime counted once. */
export function measureGroup(dir, entries) {
  const files = [...new Set(entries.flatMap((entry) => staticGraph(dir, entry)))];
  const runtime = files.filter(isRuntime).map((f) => readFileSync(join(dir, f)));
  const own = files.filter((f) => !isRuntime(f)).map((f) => readFileSync(join(dir, f)));
  const runtimeBytes = runtime.length ? gzip(runtime) : 0;
  return { files, marginal: gzip([...runtime, ...own]) - runtimeBytes, runtime: runtimeBytes };
}

/** Sizes of an on-demand chunk over what its element already loaded (`base`, an entry: runtime and element files). */
export function measureOver(dir, chunk, base) {
  const loaded = new Set(staticGraph(dir, base));
  const files = staticGraph(dir, chunk);
  const before = [...loaded].map((f) => readFileSync(join(dir, f)));
  const added = files.filter((f) => !loaded.has(f)).map((f) => readFileSync(join(dir, f)));
  return { files, marginal: gzip([...before, ...added]) - gzip(before) };
}
