/** Decodes one part of the address; a malformed escape (`%E0%A4%A`) is kept as written, naming nothing here. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * The element id the browser scrolls to for `hash` (`#contact`), decoded, or `''` when the address keeps elements'
 * state instead (any `|`, MARKUP.md §2): an element then shows its own state, and no element's id is the whole
 * fragment. A visitor's mistyped or cut-off link must not throw: the URIError of `decodeURIComponent` in an effect had
 * unmounted the whole site.
 */
export function scrollTargetId(hash = location.hash): string {
  const raw = hash.replace(/^#/, '');
  return raw.includes('|') ? '' : decoded(raw);
}

/**
 * The element ids the address names. The elements keep their state in it (MARKUP.md §2): entries joined by `||`, each
 * an element id and then its parameters after `|` (`#projects|events|1`, `#rights||faq-crew`); a plain anchor is an
 * entry alone. The parameters are not ids (`films` is a category here and a counter's id on the same page).
 */
export function fragmentIds(hash = location.hash): string[] {
  return hash
    .replace(/^#/, '')
    .split('||')
    .map((entry) => decoded(entry.split('|')[0]))
    .filter(Boolean);
}
