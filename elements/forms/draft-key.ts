/**
 * Where a form's draft lives in sessionStorage, and whether there is one: small enough for a form's eager code,
 * which loads the draft code itself only when there is something to restore or the visitor starts typing.
 */
export const draftStorageKey = (key: string) => `pb-form-draft:${key}`;

export function hasDraft(key: string): boolean {
  try {
    return sessionStorage.getItem(draftStorageKey(key)) !== null;
  } catch {
    return false;
  }
}
