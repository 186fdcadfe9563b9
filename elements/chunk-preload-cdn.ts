/**
 * The CDN build's autoload preloading (vite.config.ts puts this module in place of chunk-preload.ts): the build
 * writes each element's chunk names into GRAPH (`chunkGraph`), and autoload imports all of an element's chunks at
 * the moment it imports the element, so the files arrive in one round trip instead of a chain (autoload → element
 * → its shared chunks → the runtime). A chunk runs once however often it is imported, and registers nothing itself.
 */
const GRAPH = '__PB_CHUNK_GRAPH__';
const chunks: Record<string, string> = GRAPH[0] === '{' ? JSON.parse(GRAPH) : {};

export function preloadChunks(tag: string): void {
  for (const name of chunks[tag]?.split(' ') ?? []) import(/* @vite-ignore */ `./chunks/${name}.js`).catch(() => {});
}
