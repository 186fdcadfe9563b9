import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHash, parseHash, readModule, writeModule } from './hash-state.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

describe('hash state', () => {
  it('reads the theme formats: tabs id|index, portfolio id|category|page, gallery id|page, joined by ||', () => {
    expect(parseHash('#services|2||work|films|3||photos|4')).toEqual([
      { id: 'services', params: ['2'] },
      { id: 'work', params: ['films', '3'] },
      { id: 'photos', params: ['4'] },
    ]);
    expect(readModule('#services|2||work|films|3', 'work')).toEqual(['films', '3']);
    expect(readModule('#services|2', 'nothing')).toBeUndefined();
  });

  it('writes one module in place, appends a new one, removes one, and keeps every other entry', () => {
    expect(writeModule('#contact||work|films|3', 'work', ['all', '1'])).toBe('contact||work|all|1');
    expect(writeModule('#contact', 'services', ['1'])).toBe('contact||services|1');
    expect(writeModule('services|1||work|films|2', 'services', undefined)).toBe('work|films|2');
    expect(writeModule('', 'services', ['0'])).toBe('services|0');
  });

  it('never throws on a malformed hash, and drops only empty entries', () => {
    expect(parseHash('#||%E0%A4%A||a|%zz|||b')).toEqual([
      { id: '%E0%A4%A', params: [] },
      { id: 'a', params: ['%zz'] },
    ]);
    expect(parseHash('#')).toEqual([]);
  });

  const part = fc.string({ maxLength: 12 });
  const entry = fc.record({ id: part.filter((s) => s !== ''), params: fc.array(part, { maxLength: 3 }) });

  it('round-trips any entries, empty parameters aside (property)', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 5 }), (entries) => {
        expect(parseHash(`#${formatHash(entries)}`)).toEqual(
          entries.map((e) => ({ id: e.id, params: e.params.filter(Boolean) })),
        );
      }),
      fuzzRuns(),
    );
  });

  it('never throws, and a write keeps the entries of other modules unchanged (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        part.filter((s) => s !== ''),
        fc.option(fc.array(part, { minLength: 1, maxLength: 3 }), { nil: undefined }),
        (hash, id, params) => {
          const before = parseHash(hash).filter((e) => e.id !== id);
          const after = parseHash(writeModule(hash, id, params));
          expect(after.filter((e) => e.id !== id)).toEqual(before.map((e) => parseHash(formatHash([e]))[0]));
          if (params) expect(readModule(writeModule(hash, id, params), id)).toBeDefined();
        },
      ),
      fuzzRuns(),
    );
  });
});
