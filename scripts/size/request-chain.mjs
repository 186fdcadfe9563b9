/**
 * Reading the CDN build's request chain (issue 19): autoload's chunk graph, the chunks each chunk imports, and
 * what an on-demand part's import() asks for at the same moment. Pure functions over the build's chunk report
 * (vite.config.ts's CHUNK_REPORT) and the built code; scripts/size/size.spec.ts checks the build with them.
 */
import { posix } from 'node:path';
import { EAGER_PARTS, GATE, GATED_PART } from './eager-parts.mjs';

/** @typedef {import('./measure.mjs').ReportedChunk} ReportedChunk */

/** `chunks/name-hash.js` → `name-hash`, as autoload's graph names chunks. */
export const chunkName = (/** @type {string} */ file) => file.slice('chunks/'.length, -'.js'.length);

/**
 * A chunk and every chunk it imports statically, recursively.
 * @param {ReportedChunk[]} report
 * @param {string} file
 */
export function chunkClosure(report, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of report.find((chunk) => chunk.file === file)?.imports ?? [])
    chunkClosure(report, imported, seen);
  return seen;
}

/**
 * The file of the chunk that holds a source module (root-relative path), if any.
 * @param {ReportedChunk[]} report
 * @param {string} module
 */
export const chunkHolding = (report, module) => report.find((chunk) => chunk.modules.includes(module))?.file;

/**
 * The parts an element needs on upgrade: eager-parts.mjs's, and the consent plugin's reader (under GATE) when the
 * build found a consent gate among the element's modules.
 * @param {ReportedChunk[]} report
 * @param {string} family
 * @returns {{ module: string, when?: string }[]}
 */
export function eagerParts(report, family) {
  const gated = report.find((chunk) => chunk.file === `${family}.js`)?.gated;
  return [...(EAGER_PARTS[family] ?? []), ...(gated ? [{ module: GATED_PART, when: GATE }] : [])];
}

/**
 * Autoload's chunk graph, from the built autoload.js: element → `chunk chunk|part part@when`.
 * @param {string} code
 * @returns {Record<string, string>}
 */
export function chunkGraphOf(code) {
  // An object literal in the code: `{"cookie-bar":"runtime-… …|part@when",…}` (JSON, whose values hold no quote).
  const literal = /\{"[\w-]+":"[^"]*"(?:,"[\w-]+":"[^"]*")*\}/.exec(code)?.[0];
  if (!literal) throw new Error('autoload.js carries no chunk graph');
  return JSON.parse(literal);
}

/**
 * The chunks (build paths) that `code`, the built file `from`, asks for at the moment it imports `target`: the
 * list vite.config.ts's parallelChunkImports writes before the import().
 * @param {string} code
 * @param {string} from
 * @param {string} target
 * @returns {string[]}
 */
export function askedWith(code, from, target) {
  let spec = posix.relative(posix.dirname(from), target);
  if (!spec.startsWith('.')) spec = `./${spec}`;
  const escaped = spec.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const call = new RegExp(
    `\\((\\[[^\\]]*\\])\\.map\\(u=>import\\(u\\)\\.catch\\(\\(\\)=>\\{\\}\\)\\),import\\([\`'"]${escaped}[\`'"]\\)\\)`,
  );
  const list = call.exec(code)?.[1];
  return list ? JSON.parse(list).map((/** @type {string} */ path) => posix.join(posix.dirname(from), path)) : [];
}
