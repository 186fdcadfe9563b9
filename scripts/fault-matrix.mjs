#!/usr/bin/env node
/**
 * `npm run faults:doc`: writes the fault matrix in docs/reliability.md from the fault tests'
 * names (test/browser/faults/<element>.faults.test.ts), read as text, so the table is the same whoever runs it
 * and needs no browser. A cell is a test named `<call> × <fault>: <outcome>`, or a `notApplicable('<call> ×
 * <fault>: n/a, <why>')` line for a fault that cannot happen to that call. Every call must have every fault;
 * the freshness test (scripts/fault-matrix.spec.ts) fails when the doc and the tests disagree.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TESTS = join(ROOT, 'test/browser/faults');
export const DOC = join(ROOT, 'docs/reliability.md');
export const START = '<!-- faults:start -->';
export const END = '<!-- faults:end -->';

/** The faults, in the table's order, as the test names spell them. */
export const FAULTS = [
  'offline',
  'DNS failure',
  'HTTP 500',
  '403 -1 (nonce)',
  'HTML instead of the reply',
  'truncated reply',
  '20 s stall',
  'reply after removal',
  'double click',
];

/** The string literal (single or double quotes, as prettier leaves them) opening at `text[at]`. */
function literal(text, at) {
  const quote = text[at];
  let value = '';
  for (let i = at + 1; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') value += text[++i];
    else if (c === quote) return value;
    else value += c;
  }
  throw new Error('unterminated string');
}

/** Every cell a test file declares: `{ call, fault, outcome, tested }`. */
export function cellsOf(source, file = '') {
  const cells = [];
  for (const match of source.matchAll(/\b(it|notApplicable)\(\s*(['"])/g)) {
    const name = literal(source, match.index + match[0].length - 1);
    const cell = /^(.+?) × (.+?): (.+)$/s.exec(name);
    if (!cell) {
      if (match[1] === 'notApplicable') throw new Error(`${file}: "${name}" is not "<call> × <fault>: n/a, <why>"`);
      continue;
    }
    const [, call, fault, outcome] = cell;
    if (!FAULTS.includes(fault)) throw new Error(`${file}: "${name}" names an unknown fault (${FAULTS.join(', ')})`);
    cells.push({ call, fault, outcome, tested: match[1] === 'it' });
  }
  return cells;
}

/** The matrix's Markdown, between its markers, from the test files as they are. */
export function faultMatrix(dir = TESTS) {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.faults.test.ts'))
    .sort();
  const escape = (text) => text.replace(/\|/g, '\\|');
  const summary = ['| Element | Call | ' + FAULTS.join(' | ') + ' |', '| --- | --- |' + ' :-: |'.repeat(FAULTS.length)];
  const details = [];
  let tests = 0;
  for (const file of files) {
    const element = file.replace(/\.faults\.test\.ts$/, '');
    const cells = cellsOf(readFileSync(join(dir, file), 'utf8'), file);
    const calls = [...new Set(cells.map((c) => c.call))];
    for (const call of calls) {
      const row = FAULTS.map((fault) => {
        const found = cells.filter((c) => c.call === call && c.fault === fault);
        if (found.length !== 1)
          throw new Error(`${file}: ${call} × ${fault} has ${found.length} cells; the matrix needs exactly one`);
        return found[0];
      });
      tests += row.filter((c) => c.tested).length;
      summary.push(
        `| \`<${element}>\` | ${escape(call)} | ${row.map((c) => (c.tested ? 'test' : 'n/a')).join(' | ')} |`,
      );
      details.push(
        '',
        `### \`<${element}>\`: ${call}`,
        '',
        '| Fault | What happens | |',
        '| --- | --- | --- |',
        ...row.map((c) => `| ${c.fault} | ${escape(c.outcome)} | ${c.tested ? 'test' : 'n/a'} |`),
      );
    }
  }
  return [
    START,
    `<!-- Written by \`npm run faults:doc\` (scripts/fault-matrix.mjs) from the test names in test/browser/faults/; do not edit. -->`,
    '',
    `${tests} cells are browser tests (each run in Chromium, Firefox and WebKit); the others cannot happen to that call, and say why.`,
    '',
    ...summary,
    ...details,
    END,
  ].join('\n');
}

/** `doc` with its matrix section replaced by `section`. */
export function withMatrix(doc, section) {
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) throw new Error(`docs/reliability.md has no ${START} … ${END} section`);
  return doc.slice(0, from) + section + doc.slice(to + END.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(DOC, withMatrix(readFileSync(DOC, 'utf8'), faultMatrix()));
  console.log(`wrote the fault matrix into ${DOC}`);
}
