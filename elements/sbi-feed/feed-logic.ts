/**
 * Framework-free rules of the social photo feed (MARKUP.md §9, spec sections 3–9): parsing what the plugin
 * prints (data attributes, flags, shortcode atts, image-source sets, resized-image records), choosing an image
 * resolution, column and size-class maths, and guarding ajax replies. Every parser here takes untrusted text
 * and never throws.
 */

import { parseJsonObject } from './feed-parse.js';

// The parsers the feed's on-demand parts share with it live in feed-parse.ts (so only they form a shared chunk).
export * from './feed-parse.js';

export type Res = 'auto' | 'thumb' | 'medium' | 'full';
export type { Width } from './feed-parse.js';
import type { ResizedEntry, SrcSet, Width } from './feed-parse.js';
const WIDTHS: readonly Width[] = [150, 320, 640];
/** The widths of the res settings other than auto. */
const FIXED_WIDTHS: Record<Exclude<Res, 'auto'>, Width> = { thumb: 150, medium: 320, full: 640 };
const MOBILE_BREAKPOINT = 480;
const NARROW_BREAKPOINT = 640;
export const RESIZE_DEBOUNCE = 500;
export const ERROR_RELAYOUT_DELAY = 1500;
export const LOADER_RESET_DELAY = 500;
export const REVEAL_STAGGER = 10;

const FLAG_NAMES = [
  'favorLocal',
  'gdpr',
  'testAjax',
  'ajaxPostLoad',
  'resizeDisable',
  'imageLoadDisable',
  'debug',
  'overrideBlockCDN',
  'locator',
] as const;
type FlagName = (typeof FLAG_NAMES)[number];
export type Flags = Record<FlagName, boolean>;

export interface FeedSettings {
  cols: number;
  colsMobile: number | 'auto';
  colsTablet: number;
  num: number;
  numMobile: number;
  res: Res;
  feedId: string;
  postId: string;
  /** The shortcode atts, passed on to the server as the raw string (MARKUP §9.2). */
  atts: string;
  aspect: number;
  flags: Flags;
}

/** An integer from 1 to `max`, else `fallback` (parseInt skips leading spaces and reads null as "null": NaN). */
const clampInt = (value: string | null | undefined, fallback: number, max = 10): number => {
  const n = Number.parseInt(value as string, 10);
  return n >= 1 && n <= max ? n : fallback;
};

export function parseFlags(text: string | null | undefined): Flags {
  const flags = Object.fromEntries(FLAG_NAMES.map((name) => [name, false])) as Flags;
  for (const part of String(text ?? '').split(',')) {
    const name = part.trim() as FlagName;
    if ((FLAG_NAMES as readonly string[]).includes(name)) flags[name] = true;
  }
  return flags;
}

export function parseRes(text: string | null | undefined): Res {
  const value = String(text ?? '')
    .trim()
    .toLowerCase();
  // Own keys only: `constructor` or `toString` are no setting.
  return Object.hasOwn(FIXED_WIDTHS, value) ? (value as Res) : 'auto';
}

export function parseAspect(text: string | null | undefined): number {
  const match = /^\s*(\d{1,2})\s*:\s*(\d{1,2})\s*$/.exec(String(text ?? ''));
  if (!match) return 1;
  const w = Number(match[1]);
  const h = Number(match[2]);
  return w > 0 && h > 0 && h / w <= 4 ? h / w : 1;
}

/** Reads the settings the plugin prints on the feed container. `get` returns an attribute's value or null. */
export function parseSettings(get: (name: string) => string | null): FeedSettings {
  const cols = clampInt(get('data-cols'), 4);
  const mobile = String(get('data-colsmobile') ?? '').trim();
  const tablet = String(get('data-colstablet') ?? '').trim();
  const num = clampInt(get('data-num'), 20, 100);
  return {
    cols,
    colsMobile: mobile === 'auto' ? 'auto' : mobile === 'same' || mobile === '' ? cols : clampInt(mobile, cols),
    colsTablet: tablet === 'same' || tablet === '' ? cols : clampInt(tablet, cols),
    num,
    numMobile: clampInt(get('data-nummobile'), num, 100),
    res: parseRes(get('data-res')),
    feedId: String(get('data-feedid') ?? '').slice(0, 200),
    postId:
      String(get('data-postid') ?? '')
        .trim()
        .slice(0, 40) || 'unknown',
    atts: String(get('data-shortcode-atts') ?? '').slice(0, 10_000),
    aspect: parseAspect(get('data-imageaspectratio')),
    flags: parseFlags(get('data-sbi-flags')),
  };
}

/** Parsed shortcode atts, for reading only (the raw string is what goes to the server). */
export function parseAtts(text: string | null | undefined): Record<string, unknown> {
  const value = parseJsonObject(text);
  return value ?? {};
}

/** The target width of a res setting; for auto, the smallest of 150/320/640 that covers the rendered width. */
export function chooseWidth(res: Res, renderedWidth: number, aspect = 1, highlighted = false): Width {
  if (res !== 'auto') return FIXED_WIDTHS[res];
  const need =
    (Number.isFinite(renderedWidth) && renderedWidth > 0 ? renderedWidth : 0) *
    Math.max(1, Number.isFinite(aspect) ? aspect : 1) *
    (highlighted ? 2 : 1);
  return WIDTHS.find((w) => w >= need) ?? 640;
}

/** Resolution never falls: the higher of the current and the wanted width. */
export function nextWidth(current: Width | undefined, wanted: Width): Width {
  return current !== undefined && current > wanted ? current : wanted;
}

/** The best URL at or above `width` in the set (falling back to lower ones, then `d`). */
export function pickSource(set: SrcSet, width: Width): string | undefined {
  const order = [...WIDTHS.filter((w) => w >= width), ...WIDTHS.filter((w) => w < width).reverse()];
  for (const w of order) if (set[w]) return set[w];
  return set.d;
}

/** Columns for a feed of the given rendered width (MARKUP §9.2). */
export function columnsFor(
  settings: Pick<FeedSettings, 'cols' | 'colsMobile' | 'colsTablet'>,
  feedWidth: number,
  viewportWidth: number,
): number {
  if (settings.colsMobile === 'auto') {
    let cols = settings.cols;
    if (feedWidth < NARROW_BREAKPOINT) {
      if (cols >= 3 && cols <= 6) cols = 2;
      else if (cols >= 7 && cols <= 10) cols = 4;
    }
    if (viewportWidth <= MOBILE_BREAKPOINT && cols > 2) cols = 1;
    return cols;
  }
  if (viewportWidth <= MOBILE_BREAKPOINT) return settings.colsMobile;
  if (viewportWidth <= 800) return settings.colsTablet;
  return settings.cols;
}

export function visibleCount(settings: Pick<FeedSettings, 'num' | 'numMobile'>, viewportWidth: number): number {
  return viewportWidth < MOBILE_BREAKPOINT ? settings.numMobile : settings.num;
}

export type SizeClass = 'sbi_small' | 'sbi_medium' | undefined;
export function sizeClass(itemWidth: number): SizeClass {
  if (!(itemWidth > 0)) return undefined;
  if (itemWidth <= 120) return 'sbi_small';
  // Spec §9: medium above 120 and below 240 px.
  if (itemWidth < 240) return 'sbi_medium';
  return undefined;
}

/** Merge a reply into the known records; items already marked video, pending or error are never overwritten. */
export function mergeResized(
  known: Map<string, ResizedEntry>,
  incoming: Map<string, ResizedEntry>,
): Map<string, ResizedEntry> {
  for (const [id, entry] of incoming) {
    const current = known.get(id);
    if (typeof current === 'string') continue;
    known.set(id, entry);
  }
  return known;
}

/** Where the feed sits, guessed from its ancestors (MARKUP §9.3); `closest` is the element's own `closest`. */
export function guessLocation(closest: (selector: string) => unknown): 'content' | 'header' | 'footer' | 'sidebar' {
  return closest('footer,.footer')
    ? 'footer'
    : closest('header,.header')
      ? 'header'
      : closest('aside,.sidebar')
        ? 'sidebar'
        : 'content';
}
