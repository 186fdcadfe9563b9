/**
 * Reading our stylesheets' selectors, for the specs that keep rules Chromium restyles widely for out of them
 * (root-has.spec.ts, defined.spec.ts). A plain reader, not a CSS parser: our sheets hold style rules, `@layer`,
 * `@media`, `@supports` and `@keyframes`, whose preludes it skips.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

/** Every stylesheet of ours, relative to the repository: the elements' and the React site's. */
export const ourStylesheets = (): string[] =>
  ['elements', 'site/src'].flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.css'))
      .map((file) => join(dir, file)),
  );

/** The selectors of a stylesheet's style rules (comments removed; at-rule preludes are not selectors). */
export function selectorsOf(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const selectors: string[] = [];
  for (const [, prelude] of text.matchAll(/([^{};]+)\{/g)) {
    const head = prelude!.trim();
    if (!head || head.startsWith('@')) continue;
    selectors.push(...head.split(/,(?![^(]*\))/).map((s) => s.replace(/\s+/g, ' ').trim()));
  }
  return selectors;
}

/** A selector's compounds, split at its combinators (those inside `:is()`, `:has()` or `[…]` stay where they are). */
export function compoundsOf(selector: string): string[] {
  const compounds: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of selector) {
    if (char === '(' || char === '[') depth++;
    if (char === ')' || char === ']') depth--;
    if (!depth && /[\s>~+]/.test(char)) {
      if (current) compounds.push(current);
      current = '';
    } else current += char;
  }
  if (current) compounds.push(current);
  return compounds;
}

/** The selectors of one of our stylesheets, named as `ourStylesheets` names it. */
export const selectorsIn = (sheet: string): string[] => selectorsOf(readFileSync(join(root, sheet), 'utf8'));

/** A functional pseudo-class's parenthesised arguments, one level of parentheses inside them (`:not(:has(> .a))`). */
export const ARGUMENTS = String.raw`\((?:[^()]|\([^()]*\))*\)`;
