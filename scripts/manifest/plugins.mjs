/** Analyzer plugins: React names for elements and events, a tidy deterministic output, and a docs lint. */

/** Tags that keep the names the original plugins' markup made familiar; every other tag starts with `pb-`. */
const UNPREFIXED_TAGS = new Set(['cookie-bar', 'lazy-video', 'sbi-feed']);

const pascal = (name) => name.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase());

export const customElementsOf = (manifest) =>
  manifest.modules.flatMap((module) =>
    (module.declarations ?? []).filter((d) => d.customElement).map((declaration) => ({ module, declaration })),
  );

/** `reactName` on each element (class name less `Element`) and each event (`on` + PascalCase). */
export function reactNames() {
  return {
    name: 'pb-react-names',
    packageLinkPhase({ customElementsManifest }) {
      for (const { declaration } of customElementsOf(customElementsManifest)) {
        declaration.reactName = declaration.name.replace(/Element$/, '');
        for (const event of declaration.events ?? []) event.reactName = `on${pascal(event.name)}`;
      }
    },
  };
}

/** Drops private members and sorts modules, so the committed file changes only when the API does. */
export function tidy() {
  return {
    name: 'pb-tidy',
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (declaration.members)
            declaration.members = declaration.members.filter((m) => m.privacy !== 'private' && !m.name.startsWith('#'));
        }
      }
      customElementsManifest.modules.sort((a, b) => a.path.localeCompare(b.path));
    },
  };
}

/** Every documentation problem in the manifest, as sentences. */
export function documentationProblems(manifest) {
  const problems = [];
  for (const { module, declaration } of customElementsOf(manifest)) {
    const where = `${declaration.name} (${module.path})`;
    const tag = declaration.tagName;
    if (!tag) problems.push(`${where} has no tag: add @tag`);
    else if (!tag.startsWith('pb-') && !UNPREFIXED_TAGS.has(tag)) problems.push(`<${tag}> must start with pb-`);
    if (!declaration.summary) problems.push(`${where} has no @summary`);
    if (!declaration.description) problems.push(`${where} has no description`);
    for (const event of declaration.events ?? []) {
      if (!event.description) problems.push(`${where}: event ${event.name} has no description`);
      if (!event.type?.text)
        problems.push(`${where}: event ${event.name} has no type: write @event {EventClass} ${event.name} - …`);
    }
    for (const attribute of declaration.attributes ?? [])
      if (!attribute.description) problems.push(`${where}: attribute ${attribute.name} has no description`);
  }
  return problems;
}

/** Fails the analyzer run when a public element, attribute or event is undocumented. */
export function documentationLint() {
  return {
    name: 'pb-documentation-lint',
    packageLinkPhase({ customElementsManifest }) {
      const problems = documentationProblems(customElementsManifest);
      if (problems.length) throw new Error(`Undocumented public API:\n- ${problems.join('\n- ')}`);
    },
  };
}

const PRIMITIVES = new Set(['string', 'number', 'boolean']);

/**
 * An element's attribute-backed props, in manifest order: those with a property (`fieldName`) and a primitive type
 * (string, number or boolean, optionally `| undefined`), as `{ property, attribute, kind }`.
 */
export function attributeProps(declaration) {
  return (declaration.attributes ?? []).flatMap((attribute) => {
    const types = (attribute.type?.text ?? '')
      .split('|')
      .map((type) => type.trim())
      .filter((type) => type !== 'undefined' && type !== 'null');
    if (!attribute.fieldName || types.length !== 1 || !PRIMITIVES.has(types[0])) return [];
    return [{ property: attribute.fieldName, attribute: attribute.name, kind: types[0] }];
  });
}
