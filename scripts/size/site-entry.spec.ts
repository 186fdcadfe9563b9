/**
 * The React demo site's first download (issue 19): the scripts its page loads before anything runs (the entry and
 * the chunks it preloads), gzip. The sections below the first screen load as the page renders (site/src/App.tsx),
 * so the entry holds React, the shell and the first screen's elements. Issue 19's goal is React + 15 kB. React alone
 * (react and react-dom/client as the site uses them, `hydrateRoot` of one element, built by the same Vite into one
 * file) is 67 753 B gzip (measured again on 4 Dec 2026; the budget had rounded it down to 67.5 kB), so the goal is
 * 82 753 B. The entry was 81.6 kB then: React + 14 kB (Lit's base and ours, the header's and menu's elements, and the
 * site's shell). It was 87.4 kB with the cookie bar in it; the bar now loads in a chunk of its own as hydration
 * starts (site/src/App.tsx says why). The shell and React's DOM are in chunks of their own, preloaded, and each
 * evaluated in a task after the entry's (site/src/main.tsx): 1 kB more than in one chunk with the rest.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { staticGraph } from './measure.mjs';

const root = join(import.meta.dirname, '../..');
const site = join(root, 'dist/site');
/**
 * gzip bytes of the site's eager scripts: issue 19's goal, React + 15 kB (127 kB with every section in the entry;
 * 90.6 kB with the footer's signup and the page behaviour in it; 87.4 kB with the cookie bar).
 */
const SITE_ENTRY_BUDGET = 82_750;

beforeAll(() => {
  if (!existsSync(join(site, 'index.html')))
    execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), 'site'], { stdio: 'inherit' });
}, 120_000);

describe("the React site's entry", () => {
  it(`loads at most ${SITE_ENTRY_BUDGET} B gzip of script before the page runs`, () => {
    const html = readFileSync(join(site, 'index.html'), 'utf8');
    const eager = [
      ...html.matchAll(/<script type="module"[^>]*src="\.\/([^"]+)"|<link rel="modulepreload"[^>]*href="\.\/([^"]+)"/g),
    ].map(([, script, preload]) => (script ?? preload)!);
    expect(eager.length).toBeGreaterThan(0);
    const sizes = eager.map((file) => gzipSync(readFileSync(join(site, file)), { level: 9 }).length);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    console.log(
      `React site entry: ${total} B gzip in ${eager.length} files (${eager.map((f, i) => `${f} ${sizes[i]}`).join(', ')})`,
    );
    expect(total).toBeLessThanOrEqual(SITE_ENTRY_BUDGET);
    // The sections below the first screen are not in it: the contact form's element is one of them. Nor is the
    // cookie bar, which loads as hydration starts.
    const entryText = eager.map((file) => readFileSync(join(site, file), 'utf8')).join('\n');
    expect(entryText.includes('pb-contact-form'), 'the contact form loads later').toBe(false);
    expect(entryText.includes('<cookie-bar>'), 'the cookie bar loads in a chunk of its own').toBe(false);
  });

  it("evaluates the shell and React's DOM in tasks after the entry's, from chunks the page preloads", () => {
    const html = readFileSync(join(site, 'index.html'), 'utf8');
    const entry = /<script type="module"[^>]*src="\.\/assets\/([^"]+)"/.exec(html)![1];
    const files = readdirSync(join(site, 'assets'));
    const reactDom = files.find((file) => /^react-dom-.*\.js$/.test(file));
    const shell = files.find((file) => /^shell-.*\.js$/.test(file));
    expect(reactDom, "React's DOM in a chunk of its own (vite.config.ts)").toBeDefined();
    expect(shell, 'the shell (site/src/App.tsx) in a chunk of its own').toBeDefined();
    for (const file of [shell, reactDom]) {
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="./assets/${file}">`);
      // What the entry imports statically (and they in turn) is evaluated with it, in one task.
      expect(staticGraph(join(site, 'assets'), entry)).not.toContain(file);
    }
  });

  it("asks for a later section's chunks with its import(), not with preload links added to the head", () => {
    const assets = join(site, 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    // Vite's helper adds a <link rel="modulepreload"> per chunk of its dependency map: 3–13 ms each at 4× CPU
    // (vite.config.ts, parallelChunkImports).
    for (const file of scripts) expect(readFileSync(join(assets, file), 'utf8'), file).not.toContain('__vite__mapDeps');
    const shell = scripts.find((file) => /^shell-.*\.js$/.test(file))!;
    const figures = scripts.find((file) => /^Figures-.*\.js$/.test(file))!;
    // In the shell: `(["./a.js","./b.js"].map(u=>import(u).catch(()=>{})),import(`./Figures-….js`))`.
    const before = `.map(u=>import(u).catch(()=>{})),import(\`./${figures}\`)`;
    const text = readFileSync(join(assets, shell), 'utf8');
    const at = text.indexOf(before);
    expect(at, `the shell asks for ${figures}'s chunks beside it`).toBeGreaterThan(0);
    const asked = JSON.parse(text.slice(text.lastIndexOf('([', at) + 1, at)) as string[];
    // Every chunk the section imports is the shell's already, or asked for with it.
    const shellHas = new Set(staticGraph(assets, shell));
    const needs = staticGraph(assets, figures).filter((file) => file !== figures && !shellHas.has(file));
    expect(needs.length, "the section's element code is a chunk of its own").toBeGreaterThan(0);
    expect(asked.map((chunk) => chunk.slice('./'.length)).sort()).toEqual(needs.sort());
  });
});
