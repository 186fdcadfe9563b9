/**
 * Leaflet's ES module sources (leaflet-parts.ts) have no types of their own: what leaflet-parts.ts exports is typed as
 * the package's (`LeafletParts` in leaflet-map.ts).
 */
declare module 'leaflet/src/*';
