/**
 * The second layer, loaded only when a visitor first opens the settings (or points at the button that does):
 * most visitors answer on the first layer, so its code stays off their page (PERF.md §5).
 */
import { toButton } from './parts.js';
import { readCategories } from './page-data.js';
import { buildSettingsMarkup, DEFAULT_OVERVIEW, DEFAULT_SETTINGS_LABELS, SettingsDialog } from './settings-dialog.js';

/** What the second layer needs from the first (and nothing of the element). */
export interface SecondLayerOptions {
  /** The plugin's settings popup, or null for a bare tag: the dialog is then built from `json`. */
  root: HTMLElement | null;
  /** Where a built dialog goes (the element). */
  container: HTMLElement;
  /** A bare tag's JSON: its `categories` and `overview`. */
  json: { categories?: unknown; overview?: unknown };
  /** The always-on categories. */
  necessary: string[];
  /** The plugin's bar, dimmed while the dialog is open. */
  bar?: HTMLElement;
}

/** Upgrades the plugin's settings popup, or builds one from a bare tag's JSON, into the modal dialog. */
export function upgradeSettings({ root, container, json, necessary, bar }: SecondLayerOptions): SettingsDialog {
  if (!root) {
    root = buildSettingsMarkup(
      readCategories(json.categories),
      typeof json.overview === 'string' ? json.overview : DEFAULT_OVERVIEW,
      DEFAULT_SETTINGS_LABELS,
    );
    container.append(root);
  }
  root.querySelectorAll<HTMLElement>('a[role="button"]:not(.cli-privacy-readmore)').forEach(toButton);
  return new SettingsDialog(root, necessary, DEFAULT_SETTINGS_LABELS, bar);
}
