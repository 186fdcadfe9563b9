/** Leaflet 1.9.4's ES module build has the same API as its package entry, which @types/leaflet describes. */
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}

/**
 * Leaflet's ES module sources (leaflet-parts.ts) have no types of their own: what leaflet-parts.ts exports is typed as
 * the package's (`LeafletParts` in leaflet-map.ts).
 */
declare module 'leaflet/src/*';
