// @ts-check
/**
 * Every browser test runs in Chromium, Firefox and WebKit, in one run, with browsers from Debian packages
 * (BROWSERS.md): Chromium through Playwright, Firefox through puppeteer-core (WebDriver BiDi), WebKit
 * (WebKitGTK MiniBrowser) through WebKitWebDriver under an Xvfb display this config starts and stops.
 * An engine that fails to start fails the run, and so does a test file that runs no test in an engine
 * (test/browser/test-count-reporter.mjs, which also prints each engine's count); there are no retries. `BROWSERS=chromium npx web-test-runner`
 * runs a subset while developing; `npm test` always runs all three.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import * as puppeteerCore from 'puppeteer-core';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { webdriverLauncher } from '@web/test-runner-webdriver';
import { cspPages } from './test/browser/csp-pages.mjs';
import { CHROMIUM, LOCAL_HOSTS, LOCAL_HOSTS_ONLY, QUIET_FEATURES } from './test/helpers/chromium.mjs';
import { fuzzEnv } from './test/browser/fuzz/fuzz-env.mjs';
import { reactModules } from './test/browser/react-modules.mjs';
import { reusedPages } from './test/browser/reused-pages.mjs';
import { scriptedReplies } from './test/browser/scripted-replies.mjs';
import { testCountReporter } from './test/browser/test-count-reporter.mjs';
import { tilesMiddleware } from './site/server/tiles.mjs';
import { killChildren, newBrowserAfterStuckLeave } from './test/browser/webkit-stuck-leave.mjs';

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/**
 * Without accelerated compositing: WebKit's compositor thread draws with Mesa's software GL (swrast_dri.so, there
 * is no GPU here) and crashed there twice on 30 Nov (a general protection fault in the kernel log, the session lost
 * at WebKit's test 1 297 and 1 352 of 1 514). Without it WebKitGTK paints on the CPU and its web process has no
 * compositor thread (the GL driver is still loaded, unused; docs/BROWSERS.md §7).
 */
const WEBKIT_ENV = { WEBKIT_DISABLE_COMPOSITING_MODE: '1' };
/**
 * Firefox and WebKit send every request for another host to a proxy that is not there (the discard port of the
 * machine itself, where nothing listens): it fails at once, without a lookup, and nothing leaves the machine.
 * Chromium gets the same from LOCAL_HOSTS_ONLY. Tests then take the same time whatever the machine's network and
 * resolver, and a player's frame never loads a real page, which may take the focus from the test's page as it loads
 * (docs/BROWSERS.md §3; test/browser/offline.test.ts checks it).
 */
const NOWHERE = { host: '127.0.0.1', port: 9 };
const FIREFOX_OFFLINE = {
  'network.proxy.type': 1,
  'network.proxy.http': NOWHERE.host,
  'network.proxy.http_port': NOWHERE.port,
  'network.proxy.ssl': NOWHERE.host,
  'network.proxy.ssl_port': NOWHERE.port,
  'network.proxy.no_proxies_on': LOCAL_HOSTS.join(','),
  'network.proxy.allow_hijacking_localhost': false,
};
const WEBKIT_OFFLINE = [
  `--proxy=http://${NOWHERE.host}:${NOWHERE.port}`,
  ...LOCAL_HOSTS.map((host) => `--ignore-host=${host}`),
];
const DRIVER_LOG_DIR = fileURLToPath(new URL('./test-results/', import.meta.url));
const DRIVER_LOG = `${DRIVER_LOG_DIR}webkit-driver.log`;

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts Xvfb and WebKitWebDriver with the test server and stops both with it (MiniBrowser has no headless mode).
 * `closeBrowser` ends the MiniBrowser the driver started, a child of the driver (after a stuck leave).
 */
function webkitDriverPlugin(port) {
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  /** @type {number | undefined} */
  let driverPid;
  const killAll = () => {
    for (const child of children.splice(0).reverse()) if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('exit', killAll);
  return {
    name: 'webkit-driver',
    async serverStart() {
      const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
        stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
      });
      children.push(xvfb);
      const display = await new Promise((resolve, reject) => {
        let buffer = '';
        xvfb.once('error', reject);
        xvfb.once('exit', (code) => reject(new Error(`Xvfb exited early (${code}); apt-get install xvfb`)));
        xvfb.stdio[3]?.on('data', (data) => {
          buffer += data;
          if (buffer.includes('\n')) resolve(`:${buffer.trim()}`);
        });
      });
      // The driver's and MiniBrowser's own output (a crash's last words) go to a log that `npm test` prints when
      // the run fails: a browser that dies otherwise shows only as a lost session.
      mkdirSync(DRIVER_LOG_DIR, { recursive: true });
      const log = openSync(DRIVER_LOG, 'w');
      const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
        env: { ...process.env, DISPLAY: display, ...WEBKIT_ENV },
        stdio: ['ignore', log, log],
      });
      children.push(driver);
      driverPid = driver.pid;
      driver.once('error', (error) =>
        console.error('WebKitWebDriver failed to start (apt-get install webkit2gtk-driver):', error),
      );
      for (let attempt = 0; ; attempt++) {
        try {
          const response = await fetch(`http://127.0.0.1:${port}/status`);
          if ((await response.json()).value?.ready) break;
        } catch {}
        if (attempt > 100 || driver.exitCode !== null) throw new Error('WebKitWebDriver did not come up');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async serverStop() {
      killAll();
    },
    closeBrowser() {
      killChildren(driverPid, 'MiniBrowser');
    },
  };
}

/**
 * The WebDriver launcher asks for each test page without waiting on the request (its SessionManager's
 * `queueStartSession` drops the promise), so a navigation that ends in an error is an unhandled rejection, which
 * web-test-runner's own handler answers by stopping the whole run without printing it: WebKit's run ended so part-way
 * in four CIs (docs/BROWSERS.md §5; the exit witness named the unhandled rejection on 1 Dec). Here the error is
 * printed instead. Nothing is hidden: a page that never starts its tests still fails on the runner's own
 * `testsStartTimeout`, and one that does reports its results as any other.
 */
function printNavigationErrors(launcher) {
  const startSession = launcher.startSession;
  launcher.startSession = async function (id, url) {
    await this.ensureManagerInitialized();
    const manager = this.driverManager;
    if (manager && !Object.hasOwn(manager, 'startSession')) {
      const navigate = manager.startSession;
      manager.startSession = (sessionId, sessionUrl) =>
        navigate.call(manager, sessionId, sessionUrl).catch((error) => {
          console.error(
            `WebKit: the request for test page ${sessionUrl} ended with an error: ${error?.stack ?? error}`,
          );
        });
    }
    return startSession.call(this, id, url);
  };
  return launcher;
}

const engineOf = new WeakMap();
const tag = (engine, launcher) => {
  engineOf.set(launcher, engine);
  return launcher;
};
const wanted = (process.env.BROWSERS ?? 'chromium,firefox,webkit').split(',').map((name) => name.trim());
const webkitPort = wanted.includes('webkit') ? await freePort() : 0;
const webkitDriver = wanted.includes('webkit') ? webkitDriverPlugin(webkitPort) : undefined;

const launchers = {
  // Without Chromium's own background pages and spare renderer (test/helpers/chromium.mjs): they load with every new
  // window, beside the tests, on the same two cores as the two other engines. No host name but the machine's own
  // resolves, at once (LOCAL_HOSTS_ONLY), whatever the machine's resolver does.
  chromium: () =>
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: CHROMIUM,
        headless: true,
        args: [...QUIET_FEATURES, LOCAL_HOSTS_ONLY],
      },
      ...reusedPages(),
    }),
  firefox: () =>
    chromeLauncher({
      // puppeteer-core, not puppeteer: nothing tries to download a browser.
      puppeteer: /** @type {any} */ (puppeteerCore),
      launchOptions: {
        browser: 'firefox',
        executablePath: '/usr/bin/firefox-esr',
        headless: true,
        extraPrefsFirefox: FIREFOX_OFFLINE,
      },
    }),
  webkit: () =>
    newBrowserAfterStuckLeave(
      printNavigationErrors(
        webdriverLauncher({
          automationProtocol: 'webdriver',
          hostname: '127.0.0.1',
          port: webkitPort,
          logLevel: 'error',
          capabilities: {
            browserName: 'MiniBrowser',
            // WebKitWebDriver has no WebDriver BiDi; without this webdriverio asks for it and the session fails.
            'wdio:enforceWebDriverClassic': true,
            'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', ...WEBKIT_OFFLINE] },
          },
        }),
      ),
      { closeBrowser: () => webkitDriver?.closeBrowser() },
    ),
};

const unknown = wanted.filter((name) => !(name in launchers));
if (unknown.length) throw new Error(`BROWSERS names unknown engines: ${unknown.join(', ')}`);

export default {
  // TEST_FILES (comma-separated paths): a part of them, for `npm test`'s lanes (scripts/test.mjs).
  files: process.env.TEST_FILES
    ? process.env.TEST_FILES.split(',')
    : ['elements/**/*.test.ts', 'test/browser/**/*.test.ts'],
  // A port of the system's choosing: `npm test` runs one engine a run, two runs at once (scripts/test.mjs), and the
  // runner's own search from 8000 lets two runs starting together pick the same one.
  port: await freePort(),
  middleware: [cspPages(fileURLToPath(new URL('.', import.meta.url))), scriptedReplies(), tilesMiddleware()],
  nodeResolve: true,
  concurrency: 1,
  // Two engines at a time (the default). `npm test` runs Chromium and Firefox together, then WebKit alone in a run
  // of its own beside lint and vitest (scripts/test.mjs). All three at once took 538–563 s instead of 692 on two
  // cores (29 Nov), but the runner ended silently in three of six such runs, and WebKit failed keyboard and
  // whole-page tests on time beside the other two (docs/BROWSERS.md §5).
  testsFinishTimeout: 90_000,
  testFramework: { config: { timeout: 5000, retries: 0 } },
  browsers: wanted.map((name) => tag(name, launchers[name]())),
  // A file that runs no test in an engine fails there; the tests each engine ran are printed at the end.
  reporters: [testCountReporter((session) => engineOf.get(session.browser) ?? session.browser.name), defaultReporter()],
  plugins: [
    esbuildPlugin({ ts: true, tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) }),
    // React (CommonJS) as ES modules, for the wrappers' hydration test (test/browser/react-hydration.test.ts).
    reactModules(),
    // FUZZ_MARKUP_RUNS, FUZZ_SEED, FUZZ_PATH for the fuzzed-markup tests (test/browser/fuzz/, docs/fuzzing.md).
    fuzzEnv(),
    ...(webkitDriver ? [webkitDriver] : []),
    {
      // `viewport` (elements/base/test/viewport.ts): the page's inner size, in every engine. The stock
      // `setViewport` command throws for WebDriver sessions; here WebKit's window is resized until its inner size is
      // the one asked for.
      name: 'viewport',
      async executeCommand({ command, payload, session }) {
        if (command !== 'viewport') return undefined;
        const { width, height } = /** @type {{ width: number; height: number }} */ (payload);
        const browser = /** @type {any} */ (session.browser);
        if (browser.type === 'playwright') await browser.getPage(session.id).setViewportSize({ width, height });
        else if (browser.type === 'puppeteer') await browser.getPage(session.id).setViewport({ width, height });
        else if (browser.type === 'webdriver') {
          const driver = browser.driver;
          const inner = () => driver.execute('return [window.innerWidth, window.innerHeight]');
          for (let attempt = 0; attempt < 3; attempt++) {
            const [innerWidth, innerHeight] = await inner();
            if (innerWidth === width && innerHeight === height) break;
            const outer = await driver.getWindowSize();
            await driver.setWindowSize(outer.width + width - innerWidth, outer.height + height - innerHeight);
            // The window resizes after the command returns: wait (up to 0.5 s) until the page sees a new size.
            for (let wait = 0; wait < 10; wait++) {
              const [w, h] = await inner();
              if (w !== innerWidth || h !== innerHeight) break;
              await new Promise((resolve) => setTimeout(resolve, 50));
            }
          }
        } else throw new Error(`viewport: no way to size a ${browser.type} session`);
        return true;
      },
    },
    {
      name: 'expected-engine',
      executeCommand({ command, session }) {
        if (command === 'expected-engine') return engineOf.get(session.browser);
      },
    },
  ],
};
