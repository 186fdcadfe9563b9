/**
 * The CDN build's autoload preloading (vite.config.ts puts this module in place of chunk-preload.ts). The build
 * writes into GRAPH, per element, the chunks its file imports and the on-demand parts it needs on upgrade
 * (scripts/size/eager-parts.mjs), so everything the first screen needs arrives in one round trip after autoload
 * instead of a chain (autoload → element → its chunks → the runtime → a part). An entry reads
 * `chunk chunk|part part@when`:
 *  - the chunks are imported at the moment autoload imports the element (a chunk runs once however often it is
 *    imported, and registers nothing itself);
 *  - the parts are only preloaded (`<link rel="modulepreload">`: fetched and compiled, not run), and only when
 *    autoload finds the page needs them (`pageNeeds`: a selector, a page setting, consent gating). The element
 *    still decides whether to run one; its import() then finds it ready (the browser fetches a module once,
 *    however many links name it).
 */
// The build writes the graph in place of the placeholder as an object literal (no JSON text to escape and parse).
const graph = '__PB_CHUNK_GRAPH__' as unknown as Record<string, string>;
// Through a variable: Vite rewrites `new URL(<template>, import.meta.url)` as an asset reference.
const here = import.meta.url;

/**
 * The chunks and parts already asked for. Most elements share chunks (every one the runtime): asking again for a
 * module the browser has is no fetch, but each `import()` still costs the page a module-graph walk, which on a
 * page of ten elements made autoload's own task 50 ms at 1× CPU (issue 19).
 */
const asked = new Set<string>();

export function preloadChunks(tag: string, pageNeeds: (when: string) => boolean): void {
  const [chunks = '', parts = ''] = graph[tag]?.split('|') ?? [];
  for (const name of chunks.split(' '))
    if (name && !asked.has(name)) {
      asked.add(name);
      import(/* @vite-ignore */ `./chunks/${name}.js`).catch(() => {});
    }
  for (const part of parts.split(' ')) {
    const [name, when] = part.split('@');
    if (name && !asked.has(name) && (!when || pageNeeds(when))) {
      asked.add(name);
      document.head.append(
        Object.assign(document.createElement('link'), {
          rel: 'modulepreload',
          href: new URL(`chunks/${name}.js`, here).href,
        }),
      );
    }
  }
}
