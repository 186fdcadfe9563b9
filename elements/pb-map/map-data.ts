/**
 * Pure parsing of the map's untrusted markup (MARKUP.md §8.4): coordinates, zoom, on/off switches, grayscale and
 * tile URL templates. Nothing here throws, and no value that reaches the map is ever NaN.
 */

/** A latitude (`limit` 90) or longitude (`limit` 180) from CMS text; undefined when it is not a finite number in range. */
export function parseCoordinate(text: string | null | undefined, limit: 90 | 180): number | undefined {
  const trimmed = (text ?? '').trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;
}

/** A whole zoom level 0–19 (the OpenStreetMap tiles' range); undefined when unreadable. */
export function parseZoom(text: string | null | undefined): number | undefined {
  const trimmed = (text ?? '').trim();
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  return Math.min(19, Number(trimmed));
}

/** The theme's "on"/"off" switches; anything else keeps `fallback`. */
export function parseSwitch(text: string | null | undefined, fallback: boolean): boolean {
  const value = (text ?? '').trim().toLowerCase();
  return value === 'on' ? true : value === 'off' ? false : fallback;
}

/**
 * The theme's grayscale, printed as a negative saturation ("-60"): a percentage 0–100, or undefined when absent or
 * unreadable.
 */
export function parseGrayscale(text: string | null | undefined): number | undefined {
  const trimmed = (text ?? '').trim();
  if (!/^[+-]?\d{1,3}$/.test(trimmed)) return undefined;
  return Math.min(100, Math.abs(Number(trimmed)));
}

/**
 * A tile URL template is usable when it is http(s) or same-origin relative, names `{z}`, `{x}` and `{y}` and
 * nothing but Leaflet's placeholders.
 */
export function isTileTemplate(url: string): boolean {
  if (!/^(https?:\/\/|\/(?!\/)|\.{1,2}\/)/i.test(url)) return false;
  if (!['{z}', '{x}', '{y}'].every((part) => url.includes(part))) return false;
  return (url.match(/\{[^}]*\}/g) ?? []).every((part) => /^\{(z|x|y|s|r)\}$/.test(part));
}

/**
 * Whether one pointer drags the map: always with a mouse or pen; on a touch screen only when mobile dragging is on
 * and the wheel zooms freely (with cooperative gestures one finger scrolls the page and two pan the map).
 */
export function dragsWithOnePointer(coarse: boolean, wheel: boolean, touchDragging: boolean): boolean {
  return !coarse || (touchDragging && wheel);
}

export interface LatLng {
  lat: number;
  lng: number;
}

export interface CenterInput {
  lat?: string | null;
  lng?: string | null;
  zoom?: string | null;
}

export interface ResolvedView {
  center: LatLng;
  zoom: number;
  /** What was wrong with the input, for one warning; empty when nothing was. */
  problems: string[];
}

/** The default zoom when the markup gives none: a town and its streets. */
const DEFAULT_ZOOM = 13;

/**
 * The map's view from its data: the given centre; else the first valid pin; else the world at zoom 1. Always
 * finite.
 */
export function resolveView({ lat, lng, zoom }: CenterInput, pins: readonly LatLng[]): ResolvedView {
  const problems: string[] = [];
  const centerLat = parseCoordinate(lat, 90);
  const centerLng = parseCoordinate(lng, 180);
  const level = parseZoom(zoom);
  if (zoom != null && zoom.trim() !== '' && level === undefined) problems.push(`zoom "${zoom}" is not 0–19`);
  if (centerLat !== undefined && centerLng !== undefined)
    return { center: { lat: centerLat, lng: centerLng }, zoom: level ?? DEFAULT_ZOOM, problems };
  problems.push(`centre "${lat ?? ''}, ${lng ?? ''}" is not a latitude and longitude`);
  if (pins[0]) return { center: { ...pins[0] }, zoom: level ?? DEFAULT_ZOOM, problems };
  return { center: { lat: 0, lng: 0 }, zoom: level ?? 1, problems };
}
