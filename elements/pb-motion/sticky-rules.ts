/**
 * Sticky options (MARKUP.md §8.9): the CMS prints `et_pb_sticky_elements`, keyed by order class, each
 * `{ id, selector, position, topOffset, bottomOffset, topLimit, bottomLimit, offsetSurrounding, transition }`;
 * `position` is `top`, `bottom`, `top_bottom` or `none`, and it and the offsets may have `_tablet` and `_phone`
 * variants (or be `{ desktop, tablet, phone }`). This file reads them (untrusted input: anything malformed is left
 * out or gets the default) and turns each into the `position: sticky` declarations that stand for it. Pure; never
 * throws.
 */
import type { Device } from './entrance-rules.js';

export interface StickyItem {
  /** The order class, without the dot: `et_pb_text_0`. */
  className: string;
  fields: Record<string, unknown>;
}

/** The declarations for one element at one breakpoint, or null when it does not stick there. */
export interface StickyStyle {
  top: string;
  bottom: string;
}

const CLASS_NAME = /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/;
const POSITIONS = ['top', 'bottom', 'top_bottom'];
/** A length: a number and an optional unit (px when none); anything else is 0px. */
const LENGTH = /^(-?\d*\.?\d+)(px|em|rem|vh|vw|%)?$/;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The items of `et_pb_sticky_elements` (an object by order class, or a list) that name a usable order class. */
export function parseStickyElements(data: unknown): StickyItem[] {
  const out: StickyItem[] = [];
  const entries = Array.isArray(data) ? data : isRecord(data) ? Object.values(data) : [];
  for (const fields of entries) {
    if (!isRecord(fields)) continue;
    // The selector the CMS prints is the order class (`.et_pb_text_0`); the id is the same without the dot.
    const name = [fields.id, typeof fields.selector === 'string' ? fields.selector.replace(/^\./, '') : undefined]
      .map((value) => (typeof value === 'string' ? value.trim() : ''))
      .find((value) => CLASS_NAME.test(value));
    if (name) out.push({ className: name, fields });
  }
  return out;
}

/** A field's value at `device`: its `_phone`/`_tablet` variant (or `{ desktop, tablet, phone }` member) first. */
function pick(fields: Record<string, unknown>, name: string, device: Device): unknown {
  const order: Device[] =
    device === 'phone' ? ['phone', 'tablet', 'desktop'] : device === 'tablet' ? ['tablet', 'desktop'] : ['desktop'];
  const value = fields[name];
  for (const at of order) {
    const found = isRecord(value) ? value[at] : at === 'desktop' ? value : fields[`${name}_${at}`];
    if (found !== undefined && found !== null && found !== '') return found;
  }
  return undefined;
}

/** A CSS length from `20px`, `2em`, `10%` or `20` (px); anything else, `0px`. */
export function lengthOf(value: unknown): string {
  const match = LENGTH.exec(String(typeof value === 'number' || typeof value === 'string' ? value : '').trim());
  return match && Number.isFinite(Number(match[1])) ? `${Number(match[1])}${match[2] ?? 'px'}` : '0px';
}

/** The `position: sticky` offsets of `fields` at `device`; null when the position is `none` or unknown. */
export function stickyAt(fields: Record<string, unknown>, device: Device): StickyStyle | null {
  // Only a string names a position: anything else (an object without a prototype would make String() throw) is none.
  const picked = pick(fields, 'position', device);
  const position = typeof picked === 'string' ? picked : 'none';
  if (!POSITIONS.includes(position)) return null;
  return {
    top: position === 'bottom' ? '' : lengthOf(pick(fields, 'topOffset', device) ?? 0),
    bottom: position === 'top' ? '' : lengthOf(pick(fields, 'bottomOffset', device) ?? 0),
  };
}
