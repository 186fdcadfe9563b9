import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Device } from './entrance-rules.js';
import { lengthOf, parseStickyElements, stickyAt } from './sticky-rules.js';

/** An item as the CMS prints it (MARKUP.md §8.9). */
const ITEM = {
  id: 'et_pb_text_0',
  selector: '.et_pb_text_0',
  position: 'top',
  topOffset: '20px',
  bottomOffset: '0px',
  topLimit: 'none',
  bottomLimit: 'none',
  offsetSurrounding: 'on',
  transition: 'on',
};
const DEVICES: Device[] = ['desktop', 'tablet', 'phone'];

describe('parseStickyElements (the CMS’s et_pb_sticky_elements)', () => {
  it('reads the object keyed by order class, and a list, keeping items that name a usable class', () => {
    const row = { selector: '.et_pb_row_1', position: 'bottom' };
    expect(parseStickyElements({ et_pb_text_0: ITEM, bad: { id: 'a b' }, no: null, et_pb_row_1: row })).toEqual([
      { className: 'et_pb_text_0', fields: ITEM },
      { className: 'et_pb_row_1', fields: row },
    ]);
    expect(parseStickyElements([ITEM, 3, 'x'])).toEqual([{ className: 'et_pb_text_0', fields: ITEM }]);
  });

  it('never throws and keeps only plain class names, for any input', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        for (const { className } of parseStickyElements(data)) expect(className).toMatch(/^-?[_a-zA-Z][\w-]*$/);
      }),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.record({ id: fc.string(), selector: fc.string() })), (data) => {
        for (const { className } of parseStickyElements(data)) expect(className).toMatch(/^-?[_a-zA-Z][\w-]*$/);
      }),
    );
  });
});

describe('stickyAt', () => {
  it('maps top, bottom and top_bottom to sticky offsets, none to nothing', () => {
    expect(stickyAt(ITEM, 'desktop')).toEqual({ top: '20px', bottom: '' });
    expect(stickyAt({ ...ITEM, position: 'bottom', bottomOffset: '3em' }, 'desktop')).toEqual({
      top: '',
      bottom: '3em',
    });
    expect(stickyAt({ ...ITEM, position: 'top_bottom', bottomOffset: 10 }, 'desktop')).toEqual({
      top: '20px',
      bottom: '10px',
    });
    expect(stickyAt({ ...ITEM, position: 'none' }, 'desktop')).toBeNull();
    expect(stickyAt({ ...ITEM, position: 'sideways' }, 'desktop')).toBeNull();
    expect(stickyAt({ id: 'x' }, 'desktop')).toBeNull();
  });

  it('takes the tablet and phone variants, suffixed or as a per-device object', () => {
    const fields = { ...ITEM, position_tablet: 'none', topOffset_phone: '5vh', position_phone: 'top' };
    expect(DEVICES.map((device) => stickyAt(fields, device))).toEqual([
      { top: '20px', bottom: '' },
      null,
      { top: '5vh', bottom: '' },
    ]);
    const object = { position: { desktop: 'top', tablet: 'bottom' }, topOffset: { desktop: '1rem' } };
    expect(DEVICES.map((device) => stickyAt(object, device))).toEqual([
      { top: '1rem', bottom: '' },
      { top: '', bottom: '0px' },
      { top: '', bottom: '0px' },
    ]);
  });

  it('never throws and always gives valid lengths, for any fields', () => {
    fc.assert(
      fc.property(
        fc.record({
          position: fc.constantFrom('top', 'bottom', 'top_bottom'),
          topOffset: fc.anything(),
          bottomOffset: fc.anything(),
        }),
        fc.constantFrom(...DEVICES),
        (fields, device) => {
          const style = stickyAt(fields, device)!;
          for (const length of [style.top, style.bottom].filter(Boolean))
            expect(length).toMatch(/^-?\d+(\.\d+)?(e-?\d+)?(px|em|rem|vh|vw|%)$/);
        },
      ),
    );
  });
});

describe('lengthOf', () => {
  it('keeps a number with a known unit, px when none, 0px for anything else', () => {
    expect(['20', 20, '1.5em', '.5rem', '10%', '-4px', 'calc(1px)', '10pt', '', null, {}].map(lengthOf)).toEqual([
      '20px',
      '20px',
      '1.5em',
      '0.5rem',
      '10%',
      '-4px',
      '0px',
      '0px',
      '0px',
      '0px',
      '0px',
    ]);
  });
});
