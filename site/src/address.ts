/**
 * The address's fragment without its `#`, decoded; as written when it does not decode (`#%E0%A4%A`): a visitor's
 * mistyped or cut-off link then names nothing, where `decodeURIComponent`'s URIError had unmounted the whole site.
 */
export function fragment(): string {
  const written = location.hash.slice(1);
  try {
    return decodeURIComponent(written);
  } catch {
    return written;
  }
}
