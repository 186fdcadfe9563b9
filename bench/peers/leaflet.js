// Leaflet alone: every map created at once with its pin and popup, tiles from the local stand-in.
import L from 'leaflet';

export function init() {
  for (const el of document.querySelectorAll('.bench-map')) {
    const map = L.map(el, { scrollWheelZoom: false }).setView([48.8566, 2.3522], 12);
    L.tileLayer('/tiles/{z}/{x}/{y}.png', { attribution: '© OpenStreetMap' }).addTo(map);
    L.marker([48.8584, 2.2945], { title: 'Tower office' }).addTo(map).bindPopup('5 Avenue Anatole France, 75007 Paris');
  }
}
