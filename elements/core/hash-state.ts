/**
 * Module state in the location hash (spec §2, MARKUP.md §2): each module's entry is its element id and then
 * its parameters, separated by `|` — tabs `id|index`, filterable portfolio `id|category|page`, gallery
 * `id|page` — and entries are joined with `||`. Pure functions: parse and format round-trip, a malformed
 * hash never throws, and entries this page does not know (another module's, a plain anchor) are kept as they
 * were, in their place.
 *
 * Used by `<pb-tabs>`, `<pb-gallery>` and `<pb-portfolio>`.
 */

export interface HashEntry {
  id: string;
  params: string[];
}

/** Decodes one part; a malformed escape is kept as written rather than thrown. */
const decode = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/** Escapes only what would break the format (the separators, `%` and `#`), so ordinary ids stay readable. */
const encode = (part: string) => part.replace(/[%|#]/g, (c) => encodeURIComponent(c));

/** The entries of a hash (with or without its leading `#`), in order; empty entries are dropped. */
export function parseHash(hash: string): HashEntry[] {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!body) return [];
  return body
    .split('||')
    .filter(Boolean)
    .map((entry) => {
      const [id, ...params] = entry.split('|').map(decode);
      return { id, params };
    })
    .filter((entry) => entry.id !== '');
}

/**
 * The hash for `entries` (without `#`); an entry with no parameters is just its id, as a plain anchor. Empty
 * parameters cannot be told from the `||` separator in the theme's format, so they are left out.
 */
export function formatHash(entries: readonly HashEntry[]): string {
  return entries
    .filter((entry) => entry.id !== '')
    .map((entry) => [entry.id, ...entry.params.filter(Boolean)].map(encode).join('|'))
    .join('||');
}

/** The parameters the hash holds for module `id`, if any. */
export function readModule(hash: string, id: string): string[] | undefined {
  return parseHash(hash).find((entry) => entry.id === id)?.params;
}

/**
 * `hash` with module `id`'s entry set to `params` (in its place, or appended), or removed when `params` is
 * undefined. Every other entry is kept.
 */
export function writeModule(hash: string, id: string, params: string[] | undefined): string {
  const entries = parseHash(hash);
  const index = entries.findIndex((entry) => entry.id === id);
  if (params === undefined) {
    if (index >= 0) entries.splice(index, 1);
  } else if (index >= 0) entries[index] = { id, params };
  else if (id) entries.push({ id, params });
  return formatHash(entries);
}
