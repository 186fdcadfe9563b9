/**
 * Mutated markup for the fuzz tests: a fixture (canonical markup with one element tag at its root) plus a list of
 * edits fast-check draws — children removed, duplicated, moved, re-typed; attributes removed, emptied, made huge or
 * non-numeric; an element nested where it does not belong. Edits are data (what to do to the n-th element), so a
 * failing case shrinks to the fewest edits and prints them.
 */
import fc from 'fast-check';

type Kind =
  | 'remove'
  | 'duplicate'
  | 'reorder'
  | 'retype'
  | 'nest'
  | 'dropAttribute'
  | 'emptyAttribute'
  | 'hugeAttribute'
  | 'garbageAttribute'
  | 'setObserved';

export interface Edit {
  kind: Kind;
  /** Picks the element (modulo the count, the root first): structural edits never pick the root. */
  target: number;
  /** Picks the other element, the attribute or the new tag. */
  other: number;
  /** The text a non-numeric attribute gets. */
  value: string;
}

/** Attribute values a parser of numbers, lengths, JSON or URLs must survive. */
const GARBAGE = [
  'NaN',
  '-1',
  '0',
  '-0',
  '1e308',
  '-1e999',
  'Infinity',
  'abc',
  '12px',
  '  7 ',
  '%zz',
  '%E0%A4%A',
  '{"',
  '[]',
  'null',
  'javascript:void(0)',
  '//evil.example/x',
  '0x1F',
  '١٢',
  '\u0000',
];

/** Tags a child may turn into: block into inline, list into plain, control into text, form into div. */
const RETYPE = ['div', 'span', 'p', 'section', 'ul', 'li', 'a', 'button', 'img', 'h2', 'template', 'table'];

const editArbitrary: fc.Arbitrary<Edit> = fc.record({
  kind: fc.constantFrom<Kind>(
    'remove',
    'duplicate',
    'reorder',
    'retype',
    'nest',
    'dropAttribute',
    'emptyAttribute',
    'hugeAttribute',
    'garbageAttribute',
    'setObserved',
  ),
  target: fc.nat(10_000),
  other: fc.nat(10_000),
  value: fc.oneof(fc.constantFrom(...GARBAGE), fc.string({ maxLength: 12 })),
});

export const editsArbitrary = fc.array(editArbitrary, { minLength: 1, maxLength: 6 });

/** A 10 kB value from the garbage, so it is both long and unparsable. */
const huge = (value: string) => (value || 'x').repeat(Math.ceil(10_240 / Math.max(1, value.length))).slice(0, 10_240);

function retyped(element: Element, tag: string): Element {
  const name = tag === element.localName ? (tag === 'div' ? 'span' : 'div') : tag;
  const copy = element.ownerDocument.createElement(name);
  for (const { name: attribute, value } of [...element.attributes]) copy.setAttribute(attribute, value);
  // A void element (img) keeps no children: they are dropped with it, a harsher case of the same edit.
  if (name !== 'img') copy.append(...element.childNodes);
  element.replaceWith(copy);
  return copy;
}

/**
 * Applies `edits` to the fixture's root (a detached element), in order. `observed` are the attributes the element
 * reads (its class's `observedAttributes`), which `setObserved` sets to garbage even where the fixture has none.
 */
export function applyEdits(root: Element, edits: readonly Edit[], observed: readonly string[]): void {
  for (const edit of edits) {
    const all = [root, ...root.querySelectorAll('*')];
    const inner = all.slice(1);
    const element = all[edit.target % all.length];
    const attributes = [...element.attributes].map((a) => a.name);
    const attribute = attributes.length ? attributes[edit.other % attributes.length] : undefined;
    switch (edit.kind) {
      case 'remove':
        if (inner.length) inner[edit.target % inner.length].remove();
        break;
      case 'duplicate':
        if (inner.length) {
          const node = inner[edit.target % inner.length];
          node.after(node.cloneNode(true));
        }
        break;
      case 'reorder': {
        // Moves the child before another of its parent's children (the first, when the draw picks itself).
        if (!inner.length) break;
        const node = inner[edit.target % inner.length];
        const siblings = [...node.parentElement!.children].filter((s) => s !== node);
        if (siblings.length) siblings[edit.other % siblings.length].before(node);
        break;
      }
      case 'retype':
        if (inner.length) retyped(inner[edit.target % inner.length], RETYPE[edit.other % RETYPE.length]);
        break;
      case 'nest': {
        // Moves an element into another that is not inside it: wrong nesting, e.g. a slide inside a caption.
        if (inner.length < 2) break;
        const node = inner[edit.target % inner.length];
        const hosts = inner.filter((h) => h !== node && !node.contains(h));
        if (hosts.length) hosts[edit.other % hosts.length].append(node);
        break;
      }
      case 'dropAttribute':
        if (attribute) element.removeAttribute(attribute);
        break;
      case 'emptyAttribute':
        if (attribute) element.setAttribute(attribute, '');
        break;
      case 'hugeAttribute':
        // `class` and `id` stay short: a 10 kB class list tests the browser's selector engine, not the element.
        if (attribute)
          element.setAttribute(attribute, attribute === 'class' ? huge(edit.value).slice(0, 64) : huge(edit.value));
        break;
      case 'garbageAttribute':
        if (attribute) element.setAttribute(attribute, edit.value);
        break;
      case 'setObserved':
        if (observed.length) root.setAttribute(observed[edit.other % observed.length], edit.value);
        break;
    }
  }
}

/**
 * The fixture's root element (the tag), parsed as a page's own markup is, into a detached fragment: nothing upgrades
 * before the edits, and a `<noscript>` stays text, as in a page with scripts on (a `<template>` would give its
 * content elements in Chromium, and the iframe a `<noscript>` holds would load).
 */
export function parseFixture(html: string, tag: string): { fragment: DocumentFragment; root: Element } {
  const range = document.createRange();
  range.selectNodeContents(document.body);
  const fragment = range.createContextualFragment(html);
  const root = fragment.querySelector(tag);
  if (!root) throw new Error(`fixture has no <${tag}>`);
  return { fragment, root };
}
