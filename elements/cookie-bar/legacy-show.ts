/**
 * The 1.x plugin's way of passing its settings: an inline call of a global `cli_show_cookiebar({ settings })`
 * on ready, and the 1.7–2.x settings global. Read by every page at once (the settings place the show-again
 * tab), so this stays out of the on-demand page reader.
 */
let shownWith: unknown;
const showListeners = new Set<() => void>();

/**
 * The 1.x plugin calls a global `cli_show_cookiebar({ settings })` on ready. Where no plugin script defines it,
 * we do, and keep its argument. Returns the function that removes the listener.
 */
export function onLegacyShow(listener: () => void, global: Record<string, unknown> = globalThis as never): () => void {
  if (typeof global.cli_show_cookiebar !== 'function')
    global.cli_show_cookiebar = (argument: unknown) => {
      shownWith = argument;
      showListeners.forEach((l) => l());
    };
  showListeners.add(listener);
  return () => showListeners.delete(listener);
}

/** The plugin's settings from the page: the 1.7–2.x global, else what the 1.x show call passed. */
export function pageSettings(global: Record<string, unknown> = globalThis as never): unknown {
  return global.cli_cookiebar_settings ?? shownWith;
}
