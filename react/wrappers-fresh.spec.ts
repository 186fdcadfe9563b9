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
});
