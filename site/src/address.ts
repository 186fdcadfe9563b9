/** Decodes one part of the address; a malformed escape (`%E0%A4%A`) is kept as written, naming nothing here. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * The address's fragment without its `#`, decoded. A visitor's mistyped or cut-off link must not throw: the
 * URIError of `decodeURIComponent` in an effect had unmounted the whole site.
 */
export function fragment(): string {
  return decoded(location.hash.slice(1));
}

/**
 * The element ids the address names. The elements keep their state in it (MARKUP.md §2): entries joined by `||`, each
 * an element id and then its parameters after `|` (`#projects|events|1`, `#rights||faq-crew`); a plain anchor is an
 * entry alone. The parameters are not ids (`films` is a category here and a counter's id on the same page).
 */
export function fragmentIds(): string[] {
  return location.hash
    .slice(1)
    .split('||')
    .map((entry) => decoded(entry.split('|')[0]))
    .filter(Boolean);
}
