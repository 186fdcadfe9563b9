/** The generated files on disk are exactly what `npm run generate` would write now. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedFiles, root } from '../scripts/generate.mjs';
import { documentationProblems } from '../scripts/manifest/plugins.mjs';

const files: Map<string, string> = generatedFiles();

describe('generated files', () => {
  it.each([...files.keys()])('%s is up to date', (path) => {
    let onDisk = '';
    try {
      onDisk = readFileSync(join(root, path), 'utf8');
    } catch {
      /* missing: compared as empty */
    }
    expect(onDisk === files.get(path), `${path} is stale: run \`npm run generate\``).toBe(true);
  });

  it('documents every public element, attribute and event', () => {
    const manifest = JSON.parse(files.get('custom-elements.json')!);
    expect(documentationProblems(manifest)).toEqual([]);
    const undocumented = structuredClone(manifest);
    const element = undocumented.modules
      .flatMap((m: { declarations?: unknown[] }) => m.declarations ?? [])
      .find((d: { customElement?: boolean }) => d.customElement);
    delete element.summary;
    element.events[0].description = '';
    expect(documentationProblems(undocumented)).toEqual([
      expect.stringContaining('has no @summary'),
      expect.stringContaining(`event ${element.events[0].name} has no description`),
    ]);
  });

  it('wraps every element with typed events and registers it on import', () => {
    const wrapper = files.get('react/lazy-video.ts')!;
    expect(wrapper).toContain("tagName: 'lazy-video'");
    expect(wrapper).toContain("onPbVideoActivate: 'pb-video-activate' as EventName<PbVideoActivateEvent>");
    expect(wrapper).toContain("import '../elements/lazy-video/define.js';");
    expect(wrapper.startsWith('// GENERATED')).toBe(true);
  });

  it("lists each wrapper's attribute-backed props (primitive types only) for server rendering", () => {
    const wrapper = files.get('react/lazy-video.ts')!;
    expect(wrapper).toContain("  videoId: ['video-id', 'string'],");
    expect(wrapper).toContain("  videoTitle: ['title', 'string'],");
    expect(wrapper).toContain("  nocookie: ['nocookie', 'boolean'],");
    expect(wrapper).toContain('elementClass: routed(LazyVideoElement, attributes)');
    // An object-valued attribute stays a property: it is not rendered as an attribute.
    expect(files.get('react/pb-contact-form.ts')).not.toContain('failureMessages:');
    expect(files.get('react/pb-slider.ts')).toContain("  interval: ['interval', 'number'],");
  });

  it('generates the JSX types and the editor data with the wrappers', () => {
    expect(files.get('react/jsx.d.ts')).toContain("'pb-slider': Tag<");
    expect(JSON.parse(files.get('html-custom-data.json')!).version).toBe(1.1);
    expect(JSON.parse(files.get('web-types.json')!).$schema).toBe('https://json.schemastore.org/web-types');
  });
});
