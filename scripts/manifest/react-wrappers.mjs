/** Renders the React wrappers from the manifest. Pure: manifest in, files out (path → source). */
import { attributeProps, customElementsOf } from './plugins.mjs';

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
  const attributes = attributeProps(declaration);
  return [
    HEADER,
    "import * as React from 'react';",
    `import { createComponent${events.length ? ', type EventName' : ''} } from '@lit/react';`,
    `import { ${declaration.name} } from '../${toJs(module.path)}';`,
    `import '../elements/${family}/define.js';`,
    "import { routed, withAttributes } from './attributes.js';",
    ...typeImports,
    '',
    eventTypes.length ? `export type { ${eventTypes.join(', ')} };\n` : '',
    '/** The props the element reads from an attribute: property → [attribute, type]. */',
    'const attributes = {',
    ...attributes.map(({ property, attribute, kind }) => `  ${property}: ['${attribute}', '${kind}'],`),
    '} as const;',
    '',
    docComment(
      `${declaration.summary}\n\nRenders \`<${tag}>\`; importing this module registers it. Its attribute-backed props are rendered as\n` +
        "attributes (on the server too), so server HTML upgrades as soon as the element's code loads.",
    ),
    `export const ${declaration.reactName} = withAttributes(`,
    '  createComponent({',
    '    react: React,',
    `    tagName: '${tag}',`,
    `    elementClass: routed(${declaration.name}, attributes),`,
    '    events: {',
    ...events.map((event) => `      ${event.reactName}: '${event.name}' as EventName<${event.type.text}>,`),
    '    },',
    `    displayName: '${declaration.reactName}',`,
    '  }),',
    '  attributes,',
    ');',
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
  files.set('react/attributes.ts', HEADER + ATTRIBUTES_MODULE);
  files.set(
    'react/index.ts',
    [HEADER, ...elements.map(({ declaration }) => `export * from './${declaration.tagName}.js';`), ''].join('\n'),
  );
  return files;
}

/** react/attributes.ts: what every wrapper uses to render its attribute-backed props as attributes. */
const ATTRIBUTES_MODULE = `
import * as React from 'react';

/** How a prop is written as an attribute: its text, its number, or present (true) / absent. */
type Kind = 'string' | 'number' | 'boolean';
/** An element's attribute-backed props: property → [attribute, kind] (from the manifest). */
export type Attributes = Readonly<Record<string, readonly [attribute: string, kind: Kind]>>;

/**
 * The element class as @lit/react's createComponent sees it: its prototype hides the attribute names, so props
 * under those names go to React, which renders them as attributes on the server and on the client (React 19
 * sets a property where the element has one of that name, else the attribute), instead of being set as properties
 * after rendering, which a server never does.
 */
export function routed<C extends { prototype: object }>(elementClass: C, attributes: Attributes): C {
  const hidden = new Set<PropertyKey>(Object.values(attributes).map(([attribute]) => attribute));
  const prototype = new Proxy(elementClass.prototype, {
    has: (target, key) => !hidden.has(key) && Reflect.has(target, key),
  });
  return { name: (elementClass as { name?: string }).name, prototype } as unknown as C;
}

/**
 * The content of a wrapper given no children: React leaves what is inside to the element, even when hydrating.
 * React assigns it to innerHTML when it creates the element: under a Trusted Types CSP only a TrustedHTML may be
 * assigned there, and the browser's own \`trustedTypes.emptyHTML\` is one that needs no policy.
 */
const NO_CHILDREN = { __html: (globalThis as { trustedTypes?: { emptyHTML: unknown } }).trustedTypes?.emptyHTML ?? '' };

/**
 * The attribute the element waits on (the "defer-hydration" protocol, base/pb-element.ts): rendered around children
 * React hydrates, removed once it has, so the element's chrome never stands among the nodes React compares.
 */
const DEFER_HYDRATION = 'defer-hydration';

/** A layout effect in the browser; on a server (where React 18 warns about layout effects) the plain hook. */
const useClientLayoutEffect = typeof document === 'undefined' ? React.useEffect : React.useLayoutEffect;

/** Sets a ref React was given, whichever kind it is. */
function assign<T>(ref: React.ForwardedRef<T>, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * The wrapper React code uses: the same props, with each attribute-backed one renamed to its attribute (a boolean
 * present when true, absent otherwise), so the server HTML carries them and the element upgrades from it before
 * hydration; hydration finds the same attributes, and nothing is set twice. Given no children, the element's
 * content is an empty \`dangerouslySetInnerHTML\`, which React neither hydrates nor compares, so the chrome the
 * element added before hydration stays. Given children, the element is rendered with \`defer-hydration\` and
 * upgrades once React has hydrated them (the attribute stays in React's props, so no re-render puts it back).
 */
export function withAttributes<C extends React.ForwardRefExoticComponent<never>>(component: C, attributes: Attributes): C {
  const wrapper = React.forwardRef<unknown, Record<string, unknown>>((props, ref) => {
    const [deferred] = React.useState(() => props.children != null);
    const own = React.useRef<HTMLElement | null>(null);
    const forwarded: Record<string, unknown> = {
      ref: React.useCallback(
        (node: HTMLElement | null) => {
          own.current = node;
          assign(ref, node);
        },
        [ref],
      ),
    };
    for (const [key, value] of Object.entries(props)) {
      const backed = Object.hasOwn(attributes, key) ? attributes[key] : undefined;
      if (!backed) forwarded[key] = value;
      else forwarded[backed[0]] = backed[1] === 'boolean' ? (value ? true : undefined) : value;
    }
    if (props.children == null && props.dangerouslySetInnerHTML == null) forwarded.dangerouslySetInnerHTML = NO_CHILDREN;
    if (deferred) forwarded[DEFER_HYDRATION] = '';
    useClientLayoutEffect(() => {
      if (deferred) own.current?.removeAttribute(DEFER_HYDRATION);
    }, [deferred]);
    return React.createElement(component as unknown as React.ElementType, forwarded);
  });
  wrapper.displayName = component.displayName;
  return wrapper as unknown as C;
}
`;
