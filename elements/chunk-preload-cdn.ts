/**
 * The CDN build's autoload preloading (vite.config.ts puts this module in place of chunk-preload.ts). The build
 * writes into GRAPH, per element, the chunks its file imports and the on-demand parts it needs on upgrade
 * (scripts/size/eager-parts.mjs), so everything the first screen needs arrives in one round trip after autoload
 * instead of a chain (autoload → element → its chunks → the runtime → a part). An entry reads
 * `chunk chunk|part part@when`:
 *  - the chunks are imported at the moment autoload imports the element (a chunk runs once however often it is
 *    imported, and registers nothing itself);
 *  - the parts too, but only when autoload finds the page needs them (`pageNeeds`: a selector, a page setting,
 *    consent gating). A part's top level only defines its functions: the element still decides whether to start
 *    one, and its own import() then finds it ready (the browser fetches and runs a module once).
 *
 * Asked for with `import()`, not `<link rel="modulepreload">`: a link is a node added to the page, and every
 * MutationObserver on the document wakes for it (autoload's own, pb-motion's for modules added later, and any the
 * site runs). The motion page, six pairs of loads at 4× CPU on slow 4G, two builds in turn: autoload's time
 * 100 → 74 ms, all of ours 255 → 200 ms (means; issue 19, docs/PERF.md). A nonce-based Content-Security-Policy
 * with `'strict-dynamic'` also allows an `import()` from a script it trusts, where it refused the link.
 */
// The build writes the graph in place of the placeholder as an object literal (no JSON text to escape and parse).
const graph = '__PB_CHUNK_GRAPH__' as unknown as Record<string, string>;

/**
 * The chunks and parts already asked for. Most elements share chunks (every one the runtime): asking again for a
 * module the browser has is no fetch, but each `import()` still costs the page a module-graph walk, which on a
 * page of ten elements made autoload's own task 50 ms at 1× CPU (issue 19).
 */
const asked = new Set<string>();

export function preloadChunks(tag: string, pageNeeds: (when: string) => boolean): void {
  const [chunks = '', parts = ''] = graph[tag]?.split('|') ?? [];
  for (const entry of [...chunks.split(' '), ...parts.split(' ')]) {
    const [name, when] = entry.split('@');
    if (name && !asked.has(name) && (!when || pageNeeds(when))) {
      asked.add(name);
      import(/* @vite-ignore */ `./chunks/${name}.js`).catch(() => {});
    }
  }
}
