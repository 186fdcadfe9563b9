/** Renders the React wrappers from the manifest. Pure: manifest in, files out (path → source). */
import { customElementsOf } from './plugins.mjs';

export const HEADER = '// GENERATED from custom-elements.json by `npm run generate` — do not edit.\n';

const toJs = (path) => path.replace(/^\/?/, '').replace(/\.ts$/, '.js');

/** Finds the module that declares the class `name`. */
function moduleOf(manifest, name) {
  return manifest.modules.find((module) =>
    (module.declarations ?? []).some((d) => d.kind === 'class' && d.name === name),
  )?.path;
}

function docComment(text, indent = '') {
  const lines = text.trim().split('\n');
  return `${indent}/**\n${lines.map((line) => `${indent} *${line ? ' ' + line : ''}`).join('\n')}\n${indent} */`;
}

function renderWrapper(manifest, { module, declaration }) {
  const tag = declaration.tagName;
  const family = module.path.split('/').at(-2);
  const events = [...(declaration.events ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const eventTypes = [...new Set(events.map((event) => event.type.text))].sort();
  const typeImports = eventTypes.map((type) => {
    const from = moduleOf(manifest, type);
    if (!from) throw new Error(`${declaration.name}: event type ${type} is not declared in the manifest`);
    return `import type { ${type} } from '../${toJs(from)}';`;
  });
  return [
    HEADER,
    "import * as React from 'react';",
    `import { createComponent${events.length ? ', type EventName' : ''} } from '@lit/react';`,
    `import { ${declaration.name} } from '../${toJs(module.path)}';`,
    `import '../elements/${family}/define.js';`,
    ...typeImports,
    '',
    eventTypes.length ? `export type { ${eventTypes.join(', ')} };\n` : '',
    docComment(`${declaration.summary}\n\nRenders \`<${tag}>\`; importing this module registers it.`),
    `export const ${declaration.reactName} = createComponent({`,
    '  react: React,',
    `  tagName: '${tag}',`,
    `  elementClass: ${declaration.name},`,
    '  events: {',
    ...events.map((event) => `    ${event.reactName}: '${event.name}' as EventName<${event.type.text}>,`),
    '  },',
    `  displayName: '${declaration.reactName}',`,
    '});',
    '',
  ].join('\n');
}

/** Every wrapper file, keyed by path relative to the repository root, sorted by tag. */
export function renderWrappers(manifest) {
  const elements = customElementsOf(manifest).sort((a, b) =>
    a.declaration.tagName.localeCompare(b.declaration.tagName),
  );
  const files = new Map();
  for (const entry of elements) files.set(`react/${entry.declaration.tagName}.ts`, renderWrapper(manifest, entry));
  files.set(
    'react/index.ts',
    [HEADER, ...elements.map(({ declaration }) => `export * from './${declaration.tagName}.js';`), ''].join('\n'),
  );
  return files;
}
