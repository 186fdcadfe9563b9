/**
 * The second layer, loaded only when a visitor first opens the settings (or points at the button that does):
 * most visitors answer on the first layer, so its code stays off their page (PERF.md §5).
 */
import { toButton } from './parts.js';
import { readCategories } from './page-data.js';
import { buildSettingsMarkup, DEFAULT_OVERVIEW, DEFAULT_SETTINGS_LABELS, SettingsDialog } from './settings-dialog.js';

/** Upgrades the plugin's settings popup `root`, or builds one from a bare tag's JSON, into the modal dialog. */
export function upgradeSettings(host: HTMLElement, root: HTMLElement | null, json: { categories?: unknown; overview?: unknown }, necessary: string[]): SettingsDialog {
  if (!root) {
    root = buildSettingsMarkup(readCategories(json.categories), typeof json.overview === 'string' ? json.overview : DEFAULT_OVERVIEW, DEFAULT_SETTINGS_LABELS);
    host.append(root);
  }
  root.querySelectorAll<HTMLElement>('a[role="button"]:not(.cli-privacy-readmore)').forEach(toButton);
  return new SettingsDialog(root, necessary, DEFAULT_SETTINGS_LABELS);
}
