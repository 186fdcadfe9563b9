/** The fault matrix in docs/reliability.md is the one the fault tests' names give (scripts/fault-matrix.mjs). */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cellsOf, DOC, END, faultMatrix, START } from './fault-matrix.mjs';

const dir = new URL('../test/browser/faults/', import.meta.url);

describe('the fault matrix', () => {
  it('in docs/reliability.md is up to date with the tests (npm run faults:doc writes it)', () => {
    const doc = readFileSync(DOC, 'utf8');
    expect(doc.slice(doc.indexOf(START), doc.indexOf(END) + END.length)).toBe(faultMatrix());
  });

  it('counts every test in the fault files as a cell: each is named `<call> × <fault>: <outcome>` in a plain string', () => {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.faults.test.ts'))) {
      const source = readFileSync(new URL(file, dir), 'utf8');
      const tests = source.match(/\bit\(/g)?.length ?? 0;
      expect(
        cellsOf(source, file).filter((c) => c.tested),
        file,
      ).toHaveLength(tests);
    }
  });

  it('refuses a cell with an unknown fault, and a call missing a fault', () => {
    expect(() => cellsOf("it('send × a flood: x', () => {});")).toThrow(/unknown fault/);
    expect(cellsOf("it('send × offline: says so', () => {});")).toEqual([
      { call: 'send', fault: 'offline', outcome: 'says so', tested: true },
    ]);
  });
});
