/** Leaflet 1.9.4's ES module build has the same API as its package entry, which @types/leaflet describes. */
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
