/**
 * The site's reading of its address (site/src/address.ts): a visitor's link is untrusted input, so no fragment may
 * throw, and an element's state (MARKUP.md §2) is never taken for an anchor.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fragmentIds, scrollTargetId } from './address.js';

/** A plain id as the site prints them: no `|`, which the state addresses use as their separator. */
const plainId = fc.string({ minLength: 1 }).filter((id) => !id.includes('|'));

describe('scrollTargetId', () => {
  it('is the decoded id of a plain anchor', () => {
    expect(scrollTargetId('#contact')).toBe('contact');
    expect(scrollTargetId('#caf%C3%A9')).toBe('café');
    expect(scrollTargetId('')).toBe('');
    expect(scrollTargetId('#')).toBe('');
    fc.assert(fc.property(plainId, (id) => scrollTargetId(`#${encodeURIComponent(id)}`) === id));
  });

  it('names nothing for an address that keeps elements’ state', () => {
    expect(scrollTargetId('#projects|events|1')).toBe('');
    expect(scrollTargetId('#rights||faq-crew')).toBe('');
    expect(scrollTargetId('#et_pb_contact_form_0|sent')).toBe('');
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => scrollTargetId(`#${a}|${b}`) === ''));
  });

  it('keeps a malformed escape as written rather than throwing', () => {
    expect(scrollTargetId('#%E0%A4%A')).toBe('%E0%A4%A');
    fc.assert(fc.property(fc.string(), (hash) => typeof scrollTargetId(`#${hash}`) === 'string'));
  });
});

describe('fragmentIds', () => {
  it('reads each entry’s id and none of its parameters', () => {
    expect(fragmentIds('#projects|events|1')).toEqual(['projects']);
    expect(fragmentIds('#rights||faq-crew')).toEqual(['rights', 'faq-crew']);
    expect(fragmentIds('#stills|contact')).toEqual(['stills']);
    expect(fragmentIds('#contact')).toEqual(['contact']);
    expect(fragmentIds('')).toEqual([]);
  });

  it('never throws, and gives only non-empty ids', () => {
    expect(fragmentIds('#%E0%A4%A|2')).toEqual(['%E0%A4%A']);
    fc.assert(
      fc.property(fc.string(), (hash) => {
        const ids = fragmentIds(`#${hash}`);
        return ids.every((id) => id.length > 0);
      }),
    );
  });

  it('finds every entry of a joined address, encoded as the elements write them', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(plainId, fc.array(plainId, { maxLength: 3 })), { minLength: 1 }), (entries) => {
        const hash = entries
          .map(([id, parameters]) => [id, ...parameters].map(encodeURIComponent).join('|'))
          .join('||');
        return JSON.stringify(fragmentIds(`#${hash}`)) === JSON.stringify(entries.map(([id]) => id));
      }),
    );
  });
});
