/**
 * Types and editor data for people who write the tags by hand, from the manifest: the JSX declarations for React
 * 19 (react/jsx.d.ts, `pb-elements/jsx`), VS Code's HTML custom data (html-custom-data.json) and JetBrains'
 * web-types (web-types.json). Pure: manifest and package.json in, files out (path → content).
 */
import { customElementsOf } from './plugins.mjs';
import { HEADER } from './react-wrappers.mjs';

/** An attribute's type: a primitive, an enumeration of string literals, or text (JSON, for an object property). */
export function attributeType(attribute) {
  const parts = (attribute.type?.text ?? 'string')
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== 'undefined' && part !== 'null');
  if (parts.length > 0 && parts.every((part) => /^'[^']*'$/.test(part)))
    return { kind: 'enum', values: parts.map((part) => part.slice(1, -1)) };
  if (parts.length === 1 && ['string', 'number', 'boolean'].includes(parts[0])) return { kind: parts[0] };
  return { kind: 'string' };
}

const elementsOf = (manifest) =>
  customElementsOf(manifest)
    .map(({ declaration }) => declaration)
    .sort((a, b) => a.tagName.localeCompare(b.tagName));

const oneLine = (text) => (text ?? '').replace(/\s+/g, ' ').trim();
const tsType = (type) => (type.kind === 'enum' ? type.values.map((value) => `'${value}'`).join(' | ') : type.kind);

function renderJsx(manifest) {
  const elements = elementsOf(manifest);
  const names = [...new Set(elements.map((element) => element.name))].sort();
  const tags = elements.map((element) => {
    const attributes = (element.attributes ?? []).map((attribute) => {
      const key = /^[a-z]\w*$/i.test(attribute.name) ? attribute.name : `'${attribute.name}'`;
      return `        /** ${oneLine(attribute.description)} */\n        ${key}?: ${tsType(attributeType(attribute))};`;
    });
    return [
      `      /** ${oneLine(element.summary)} */`,
      `      '${element.tagName}': Tag<`,
      `        ${element.name},`,
      attributes.length
        ? `        {\n${attributes.map((line) => `  ${line.replace(/\n/, '\n  ')}`).join('\n')}\n        }`
        : '        {}',
      '      >;',
    ].join('\n');
  });
  return [
    HEADER,
    '/**',
    " * Every tag for React 19's JSX, for writing `<pb-slider autoplay interval={5000}>` by hand: import this entry once",
    " * (`import type {} from 'pb-elements/jsx';`). Attributes are typed as the manifest types them (an object-valued",
    ' * one takes its JSON text); React 19 sets the property where the element has one of that name, else the attribute.',
    ' */',
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    `import type { ${names.join(', ')} } from 'pb-elements';`,
    '',
    "/** A tag's props: the global HTML attributes, a ref to the element, and its own attributes. */",
    'type Tag<E extends HTMLElement, A> = DetailedHTMLProps<HTMLAttributes<E>, E> & A;',
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    tags.join('\n'),
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}

const description = (element) => [element.summary, element.description].filter(Boolean).join('\n\n');

function renderCustomData(manifest) {
  const tags = elementsOf(manifest).map((element) => ({
    name: element.tagName,
    description: description(element),
    attributes: (element.attributes ?? []).map((attribute) => {
      const type = attributeType(attribute);
      return {
        name: attribute.name,
        description: attribute.description,
        ...(type.kind === 'boolean' ? { valueSet: 'v' } : {}),
        ...(type.kind === 'enum' ? { values: type.values.map((name) => ({ name })) } : {}),
      };
    }),
  }));
  return { version: 1.1, tags };
}

function renderWebTypes(manifest, pkg) {
  const elements = elementsOf(manifest).map((element) => ({
    name: element.tagName,
    description: description(element),
    attributes: (element.attributes ?? []).map((attribute) => {
      const type = attributeType(attribute);
      return {
        name: attribute.name,
        description: attribute.description,
        value:
          type.kind === 'boolean'
            ? { type: 'boolean', required: false }
            : { type: type.kind === 'enum' ? type.values.map((value) => `'${value}'`).join(' | ') : type.kind },
      };
    }),
    events: (element.events ?? []).map((event) => ({ name: event.name, description: event.description })),
  }));
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name: pkg.name,
    version: pkg.version,
    'description-markup': 'markdown',
    contributions: { html: { elements } },
  };
}

/** The generated files: react/jsx.d.ts, html-custom-data.json and web-types.json. */
export function renderEditorData(manifest, pkg) {
  const json = (value) => JSON.stringify(value, null, 2) + '\n';
  return new Map([
    ['react/jsx.d.ts', renderJsx(manifest)],
    ['html-custom-data.json', json(renderCustomData(manifest))],
    ['web-types.json', json(renderWebTypes(manifest, pkg))],
  ]);
}
