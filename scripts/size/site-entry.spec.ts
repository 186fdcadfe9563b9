/**
 * The React demo site's first download (issue 19): the scripts its page loads before anything runs (the entry and
 * the chunks it preloads), gzip. The sections below the first screen load as the page renders (site/src/App.tsx),
 * so the entry holds React, the shell and the first screen's elements. Issue 19's goal is React + 15 kB. React alone
 * (react and react-dom/client as the site uses them, built by the same Vite) is 67.5 kB gzip, so the goal is
 * 82.5 kB; the entry is 87.4 kB: React + 19.9 kB (Lit and the shared runtime, the header's, menu's and cookie
 * bar's elements, and the site's shell). This budget keeps it from growing back while that gap is open.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const site = join(root, 'dist/site');
/**
 * gzip bytes of the site's eager scripts (127 kB with every section in the entry; 90.6 kB with the footer's signup
 * and the page behaviour in it).
 */
const SITE_ENTRY_BUDGET = 88_000;

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
    // The sections below the first screen are not in it: the contact form's element is one of them.
    const entryText = eager.map((file) => readFileSync(join(site, file), 'utf8')).join('\n');
    expect(entryText.includes('pb-contact-form'), 'the contact form loads later').toBe(false);
  });
});
