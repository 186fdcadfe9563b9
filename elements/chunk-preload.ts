/**
 * Where autoload asks for an element's chunks before the element's own file: nothing to do outside the CDN build,
 * whose bundler (a site's, or the browser test server) resolves the files itself. The CDN build replaces this
 * module with chunk-preload-cdn.ts (vite.config.ts).
 */
export function preloadChunks(tag: string, pageNeeds: (when: string) => boolean): void {
  void tag;
  void pageNeeds;
}
