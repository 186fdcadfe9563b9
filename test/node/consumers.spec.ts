/**
 * The npm package as a user installs it: `npm pack`, the tarball installed into a temporary folder (no network),
 * and a small React app (test/consumers/app) that imports `pb-elements/react/lazy-video`,
 * `pb-elements/react/pb-slider` and `pb-elements/react` type-checked and built with the toolchains users have:
 * Vite 8 and Vite 7, webpack 5 (esbuild-loader for TSX), esbuild as the bundler, and Node rendering every wrapper
 * on the server. Every build then runs in Debian Chromium (elements upgrade, no 404, no console error), and the
 * server-rendered page hydrates there without a word from React.
 *
 * The install: the tarball is extracted into `<tmp>/node_modules/pb-elements`, and beside it are links to the
 * repository's copies of what a user's install would put there: the package's dependencies and peers (read from
 * the packed package.json) and the app's own (React, its types, the toolchains). Only those: an import of
 * anything the package does not declare fails to resolve, as it would for a user.
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, sep } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../helpers/browser.js';

const root = join(import.meta.dirname, '../..');
const fixture = join(root, 'test/consumers/app');
const nodeModules = join(root, 'node_modules');

/** What the app itself depends on, beside the package: React, its types and the toolchains that build it. */
const APP_PACKAGES = [
  'react',
  'react-dom',
  '@types/react',
  '@types/react-dom',
  '@types/node',
  'typescript',
  'vite',
  'vite7',
  'webpack',
  'esbuild-loader',
  'esbuild',
];
/** The elements the app renders, which must upgrade in every build. */
const APP_TAGS = ['lazy-video', 'pb-slider', 'pb-tabs'];
/** Paths a published package must never hold. */
const NOT_SHIPPED = /(^|\/)(test|tests|__tests__|fixtures|demo|site|docs)\/|\.(test|spec|fixtures|e2e)\.[cm]?[jt]sx?$/;

let folder = '';
let app = '';
let pack: { filename: string; size: number; unpackedSize: number; entryCount: number; files: { path: string }[] };
const builds = new Map<string, Promise<Output>>();
let rendered: Promise<Output> | undefined;
/** The compiled server renderer's output (run once, when first asked for). */
const serverRender = () => (rendered ??= node(['build-server/server.js']));

interface Output {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a program in the app folder with a clean build environment (no test runner's NODE_ENV or VITEST flags). */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<Output> {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(VITEST|TEST$|NODE_ENV$|NODE_OPTIONS$)/.test(key)),
  );
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: app,
      env: { ...clean, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

const node = (args: string[], env?: Record<string, string>) => run(process.execPath, args, env);
const tsc = (project: string) => node([join(app, '../node_modules/typescript/bin/tsc'), '-p', project]);
const esbuild = (args: string[]) => run(join(app, '../node_modules/esbuild/bin/esbuild'), args);

/** The output in one message, for an assertion that shows what went wrong. */
const show = (output: Output) => `exit ${output.code}\n${output.stdout}\n${output.stderr}`.trim();

/** A page for a build whose bundler writes no HTML: its stylesheets and its entry script. */
function writePage(dir: string, script: string, module: boolean, body = '') {
  const css = readdirSync(dir)
    .filter((file) => file.endsWith('.css'))
    .map((file) => `<link rel="stylesheet" href="./${file}">`)
    .join('');
  const tag = module
    ? `<script type="module" src="./${script}"></script>`
    : `<script defer src="./${script}"></script>`;
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>consumer</title>` +
      `<link rel="icon" href="data:,">${css}${tag}</head>` +
      `<body><div id="root">${body}</div></body></html>`,
  );
}

beforeAll(async () => {
  if (!existsSync(join(root, 'dist/lib/elements/index.js')))
    execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), 'lib'], { stdio: 'inherit' });
  folder = mkdtempSync(join(tmpdir(), 'pb-consumers-'));
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', folder], {
      cwd: root,
      encoding: 'utf8',
      // npm's notices on stderr stay out of the JSON; an error carries them.
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  pack = packed;

  // The install, offline: the tarball's files, and links to what a user's install puts beside them.
  const installed = join(folder, 'node_modules/pb-elements');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', join(folder, pack.filename), '-C', installed, '--strip-components=1']);
  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
  const packages = [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
    ...APP_PACKAGES,
  ];
  for (const name of new Set(packages)) {
    const link = join(folder, 'node_modules', name);
    mkdirSync(join(link, '..'), { recursive: true });
    symlinkSync(join(nodeModules, name), link, 'dir');
  }
  app = join(folder, 'app');
  cpSync(fixture, app, { recursive: true });

  // Every build at once (two cores): each test awaits its own.
  builds.set('typecheck', tsc('tsconfig.json'));
  builds.set('server', tsc('tsconfig.server.json'));
  const vite = (bin: string, outDir: string) =>
    node([join(folder, 'node_modules', bin, 'bin/vite.js'), 'build', '--outDir', outDir, '--logLevel', 'warn']);
  builds.set('vite 8', vite('vite', 'dist-vite8'));
  builds.set('vite 7', vite('vite7', 'dist-vite7'));
  builds.set(
    'webpack 5',
    node([
      '--input-type=module',
      '-e',
      `import webpack from 'webpack';
       import config from './webpack.config.mjs';
       webpack(config, (error, stats) => {
         if (error) throw error;
         const { errors, warnings } = stats.toJson({ all: false, errors: true, warnings: true });
         for (const problem of [...errors, ...warnings]) console.error(problem.message);
         process.exitCode = stats.hasErrors() || stats.hasWarnings() ? 1 : 0;
       });`,
    ]),
  );
  const esbuildArgs = ['src/client.tsx', '--bundle', '--splitting', '--format=esm', '--log-level=warning'];
  builds.set('esbuild', esbuild([...esbuildArgs, '--minify', '--outdir=dist-esbuild']));
  // The server-rendered page's client: React's development build, which reports every hydration mismatch.
  builds.set(
    'esbuild (development)',
    esbuild([...esbuildArgs, '--outdir=dist-ssr', '--define:process.env.NODE_ENV="development"']),
  );
  await Promise.all(builds.values());
}, 300_000);

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/**
 * What a build printed on stderr, less the machine's own news: Rolldown's note that plugins took a large share of
 * a slow build (`[PLUGIN_TIMINGS]`, up to its "See …" line), which a busy machine triggers.
 */
function warnings(stderr: string): string {
  return stripVTControlCharacters(stderr)
    .replace(/^\[PLUGIN_TIMINGS\][\s\S]*?^See \S+.*\n?/gm, '')
    .trim();
}

/** A build's result, failing with its output unless it exited 0 and printed no warning. */
async function built(name: string): Promise<Output> {
  const output = await builds.get(name)!;
  expect(output.code, `${name}: ${show(output)}`).toBe(0);
  expect(warnings(output.stderr), `${name} warned`).toBe('');
  return output;
}

describe('the npm tarball', () => {
  it('holds the built package only: no tests, fixtures, demo site or sources', () => {
    const files = pack.files.map((file) => file.path);
    console.log(
      `${pack.filename}: ${(pack.size / 1024).toFixed(1)} kB packed, ${(pack.unpackedSize / 1024).toFixed(1)} kB ` +
        `unpacked, ${pack.entryCount} files`,
    );
    expect(files.filter((file) => NOT_SHIPPED.test(file))).toEqual([]);
    // Built code and declarations only: no TypeScript source.
    expect(files.filter((file) => /\.[cm]?tsx?$/.test(file) && !/\.d\.[cm]?ts$/.test(file))).toEqual([]);
    expect(files.filter((file) => /(^|\/)(node_modules|_virtual)\//.test(file))).toEqual([]);
    expect(files).toContain('dist/lib/react/lazy-video.js');
    expect(files).toContain('dist/lib/react/lazy-video.d.ts');
  });
});

describe('a React app using the installed tarball', () => {
  it('type-checks against the shipped declarations (bundler resolution)', async () => {
    await built('typecheck');
  });

  it.each(['vite 8', 'vite 7', 'webpack 5', 'esbuild'])('builds with %s', async (name) => {
    await built(name);
  });

  it('renders every React wrapper and the app in Node, from the package’s own exports (NodeNext types)', async () => {
    await built('server');
    const output = await serverRender();
    expect(output.code, show(output)).toBe(0);
    const { app: html, wrappers } = JSON.parse(output.stdout) as { app: string; wrappers: Record<string, string> };
    const manifest = JSON.parse(readFileSync(join(folder, 'node_modules/pb-elements/custom-elements.json'), 'utf8'));
    const elements = manifest.modules
      .flatMap((m: { declarations?: Array<{ customElement?: boolean }> }) => m.declarations ?? [])
      .filter((d: { customElement?: boolean }) => d.customElement) as Array<{ tagName: string; reactName: string }>;
    expect(Object.keys(wrappers).sort()).toEqual(elements.map((e) => e.reactName).sort());
    for (const { tagName, reactName } of elements) expect(wrappers[reactName], reactName).toContain(`<${tagName}`);
    for (const tag of APP_TAGS) expect(html).toContain(`<${tag}`);
  });
});

describe('the built apps in Chromium', () => {
  const browser = useBrowser();

  /** Serves one build folder at the root of its own origin, as a host would (Vite's default base is `/`). */
  async function serve(dir: string): Promise<{ origin: string; close: () => Promise<void> }> {
    const server = createServer((request, response) => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      let file = join(dir, path);
      if (!(file + sep).startsWith(dir + sep) || !existsSync(file)) {
        response.writeHead(404).end();
        return;
      }
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      const type = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }[extname(file)];
      response.writeHead(200, { 'content-type': type ?? 'application/octet-stream' }).end(readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  /** Opens a page and returns what went wrong there: failed requests, 4xx/5xx responses, console errors. */
  async function load(dir: string, check: (page: Page) => Promise<void>): Promise<string[]> {
    const { origin, close } = await serve(join(app, dir));
    const { page, context, externalHosts } = await openPage(browser());
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat|did not match|mismatch/i.test(message.text()))
        problems.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url().slice(origin.length)}`);
    });
    page.on('requestfailed', (request) => problems.push(`failed ${request.url()}`));
    try {
      await page.goto(`${origin}/`);
      await check(page);
      // Late lazy loads (on-demand parts) get their chance to fail.
      await page.waitForLoadState('networkidle');
      for (const host of externalHosts()) problems.push(`request to ${host}`);
    } finally {
      await context.close();
      await close();
    }
    return problems;
  }

  /** Every element the app renders is defined, upgraded and has rendered. */
  async function upgraded(page: Page) {
    await page.waitForFunction(
      (tags) =>
        tags.every((tag) => {
          const element = document.querySelector(tag) as (HTMLElement & { hasUpdated?: boolean }) | null;
          return !!element && customElements.get(tag) === element.constructor && element.hasUpdated === true;
        }),
      APP_TAGS,
      { timeout: 10_000 },
    );
    expect(await page.locator('lazy-video button').count()).toBeGreaterThan(0);
  }

  it.each([
    ['vite 8', 'dist-vite8'],
    ['vite 7', 'dist-vite7'],
    ['webpack 5', 'dist-webpack'],
    ['esbuild', 'dist-esbuild'],
  ])('the %s build upgrades its elements, with no 404 and no console error', async (name, dir) => {
    await built(name);
    if (name === 'webpack 5') writePage(join(app, dir), 'main.js', false);
    if (name === 'esbuild') writePage(join(app, dir), 'client.js', true);
    expect(await load(dir, upgraded)).toEqual([]);
  });

  // Wrappers with children (the slider, the tabs) render `defer-hydration` and upgrade once React has hydrated them;
  // wrappers without children upgrade from the server HTML at once (docs/ARCHITECTURE.md, "React wrappers and
  // hydration"). Either way React's development build has nothing to report.
  it('the server-rendered app loads, hydrates without a word from React and upgrades its elements, with no 404', async () => {
    await built('esbuild (development)');
    await built('server');
    const output = await serverRender();
    expect(output.code, show(output)).toBe(0);
    writePage(join(app, 'dist-ssr'), 'client.js', true, JSON.parse(output.stdout).app);
    const problems = await load('dist-ssr', async (page) => {
      await upgraded(page);
      // React has hydrated the root.
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('#root > main') ?? {}).some((key) => key.startsWith('__react')),
      );
    });
    expect(problems).toEqual([]);
  });
});
