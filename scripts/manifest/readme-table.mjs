/** Renders the README's element table from the manifest and puts it between the markers. */
import { customElementsOf } from './plugins.mjs';

const START = '<!-- elements:start -->';
const END = '<!-- elements:end -->';

const cell = (text) =>
  String(text ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ');
const codes = (items) => items.map((name) => `\`${name}\``).join(', ') || '—';

function renderElementTable(manifest) {
  const rows = customElementsOf(manifest)
    .sort((a, b) => a.declaration.tagName.localeCompare(b.declaration.tagName))
    .map(
      ({ declaration: d }) =>
        `| \`<${d.tagName}>\` | \`${d.reactName}\` | ${cell(d.summary)} | ${codes((d.attributes ?? []).map((a) => a.name))} | ${codes((d.events ?? []).map((e) => e.name))} |`,
    );
  return ['| tag | React | what it does | attributes | events |', '|---|---|---|---|---|', ...rows].join('\n');
}

/** `readme` with the table replaced; throws when the markers are missing. */
export function withElementTable(readme, manifest) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md needs the markers ${START} and ${END}`);
  return `${readme.slice(0, start + START.length)}\n${renderElementTable(manifest)}\n${readme.slice(end)}`;
}
