/**
 * The suites every element runs (ARCHITECTURE.md): upgrade (children kept, no shadow root, nothing duplicated,
 * idempotent define), accessibility (axe in each state) and cleanup (a disconnect removes every listener,
 * observer and timer the connect added; a reconnect adds nothing twice).
 */
import { expect, fixtureCleanup } from '@open-wc/testing';
import type { PbElement } from '../pb-element.js';
import { warningsDuring } from './console.js';
import { clearCookies } from './cookies.js';
import { releaseMedia } from './release-media.js';
import { ResourceTracker } from './resource-tracker.js';

type ElementClass = typeof PbElement;

export interface SuiteOptions {
  /** The element class (its `tagName` is the tag used in the fixtures). */
  element: ElementClass;
  /** Named canonical markup, each with exactly one instance of the tag at its root. */
  fixtures: Record<string, string>;
  /**
   * Selector of the chrome the element generates: after the upgrade, and after a reconnect, it exists exactly once
   * in every fixture (so pass fixtures in which the element generates it).
   */
  chrome?: string;
  /**
   * For chrome the element generates once per item (a toggle in each menu item), a selector that matches a second
   * copy (`li > .pb-menu-toggle:nth-of-type(2)`): it matches nothing after the upgrade and after a reconnect.
   */
  duplicate?: string;
}

/** The generated chrome is there exactly once, and no item's chrome twice. */
function expectChromeOnce(element: Element, { chrome, duplicate }: SuiteOptions, when: string): void {
  if (chrome) expect(element.querySelectorAll(chrome).length, `${chrome} exactly once ${when}`).to.equal(1);
  if (duplicate) expect(element.querySelectorAll(duplicate).length, `${duplicate} (a duplicate) ${when}`).to.equal(0);
}

// Every file that uses these suites starts as a first visit. A run's test files share the browser's cookie jar (one
// WebDriver session in WebKit), and a consent cookie one file leaves behind (the consent plugin's
// `cookielawinfo-checkbox-functional`) opened the consent gate of the next files' videos and feed: three WebKit
// failures in one CI run, none alone. Registered only where mocha runs: the benchmark reads the fixtures files, and
// this module with them, in Node.
(globalThis as { before?: (hook: () => void) => void }).before?.(clearCookies);

let unique = 0;

/** Puts `html` into the page and returns its instance of `tag` after its first update. */
export async function mount<T extends PbElement>(html: string, tag: string): Promise<T> {
  const host = document.createElement('div');
  host.className = 'pb-test-fixture';
  host.innerHTML = html;
  document.body.append(host);
  const element = host.querySelector(tag) as T;
  if (!element) throw new Error(`fixture has no <${tag}>`);
  await element.updateComplete;
  return element;
}

export function unmountAll(): void {
  document.querySelectorAll('.pb-test-fixture').forEach((fixture) => {
    fixture.remove();
    releaseMedia(fixture);
  });
  fixtureCleanup();
}

export function runUpgradeSuite(options: SuiteOptions): void {
  const { element, fixtures } = options;
  describe(`<${element.tagName}> upgrade (shared suite)`, () => {
    afterEach(unmountAll);

    for (const [name, html] of Object.entries(fixtures)) {
      it(`upgrades the ${name} markup in place: children kept, light DOM, nothing duplicated`, async () => {
        // A fresh tag name, so the markup is in the page before its class is defined, as on a CMS page.
        const tag = `${element.tagName}-upgrade-${++unique}`;
        const host = document.createElement('div');
        host.className = 'pb-test-fixture';
        host.innerHTML = html
          .replaceAll(`<${element.tagName}`, `<${tag}`)
          .replaceAll(`</${element.tagName}>`, `</${tag}>`);
        document.body.append(host);
        const target = host.querySelector(tag)!;
        const children = [...target.childNodes];
        const before = target.querySelectorAll('*').length;

        const Subclass = class extends element {};
        Subclass.define(tag);
        Subclass.define(tag); // idempotent
        const upgraded = host.querySelector(tag) as PbElement;
        await upgraded.updateComplete;

        expect(upgraded instanceof element, 'upgraded to the class').to.equal(true);
        expect(upgraded.shadowRoot, 'no shadow root').to.equal(null);
        for (const child of children) expect(upgraded.contains(child), 'original child kept').to.equal(true);
        expect(upgraded.querySelectorAll('*').length).to.be.at.least(before);
        expectChromeOnce(upgraded, options, 'after the upgrade');

        upgraded.remove();
        host.append(upgraded);
        await upgraded.updateComplete;
        expectChromeOnce(upgraded, options, 'after a reconnect');
      });
    }

    it('defines idempotently and reports a conflicting class instead of throwing', async () => {
      const tag = `${element.tagName}-conflict-${++unique}`;
      const First = class extends element {};
      const Second = class extends element {};
      First.define(tag);
      const warnings = await warningsDuring(() => {
        expect(() => Second.define(tag)).not.to.throw();
        expect(() => First.define(tag)).not.to.throw();
      });
      expect(customElements.get(tag) === First, 'the first class keeps the tag').to.equal(true);
      expect(warnings).to.have.length(1);
      expect(String(warnings[0])).to.contain(tag);
    });
  });
}

export interface A11yState {
  name: string;
  /** Puts a freshly mounted element into the state. */
  enter?: (element: PbElement) => unknown | Promise<unknown>;
}

export function runA11ySuite(
  { element, fixtures }: SuiteOptions,
  states: A11yState[],
  ignoredRules: string[] = [],
): void {
  describe(`<${element.tagName}> accessibility (shared suite)`, () => {
    afterEach(unmountAll);
    for (const [name, html] of Object.entries(fixtures)) {
      for (const state of states) {
        it(`passes axe: ${name}, ${state.name}`, async () => {
          const el = await mount(html, element.tagName);
          await state.enter?.(el);
          await el.updateComplete;
          await expect(el).to.be.accessible({ ignoredRules });
        });
      }
    }
  });
}

/** The most frames `framesSettled` waits for: a loop still asking after these is the element's, left running. */
const SETTLING_FRAMES = 10;

/**
 * Waits for a frame, then for the frames still asked for to end, a frame at a time, up to SETTLING_FRAMES. The upgrade
 * turns' frame loop (upgrade-turns.ts, `keepFrames`) is shared by every element and asks for one frame more after the
 * turn it sees last; when the element's first render or its continuations took a later turn (WebKit's first test of a
 * file, now and then), that frame was still asked for one frame after the disconnect, and counted as the element's.
 */
async function framesSettled(tracker: ResourceTracker): Promise<void> {
  for (let frame = 0; frame < SETTLING_FRAMES; frame++) {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    if (!tracker.live().frames) return;
  }
}

export function runCleanupSuite(
  options: SuiteOptions,
  exercise?: (element: PbElement) => unknown | Promise<unknown>,
): void {
  const { element, fixtures } = options;
  describe(`<${element.tagName}> cleanup (shared suite)`, () => {
    afterEach(unmountAll);
    for (const [name, html] of Object.entries(fixtures)) {
      it(`removes everything its connect added when disconnected: ${name}`, async () => {
        const tracker = new ResourceTracker().start();
        try {
          const el = await mount(html, element.tagName);
          await exercise?.(el);
          const connected = tracker.live(el).listeners.filter((r) => r.target === el).length;
          el.remove();
          await framesSettled(tracker);
          const live = tracker.live(el);
          expect(
            live.listeners.map((r) => `${r.type} on ${(r.target as Element).localName ?? r.target}`),
            'listeners left',
          ).to.deep.equal([]);
          expect(live.observers, 'observers left').to.equal(0);
          expect(live.timers, 'timers left').to.equal(0);
          expect(live.frames, 'animation frames left').to.equal(0);

          document.body.querySelector('.pb-test-fixture')!.append(el);
          await el.updateComplete;
          expect(
            tracker.live(el).listeners.filter((r) => r.target === el).length,
            'a reconnect adds each listener once',
          ).to.equal(connected);
          expectChromeOnce(el, options, 'after the exercise and a reconnect');
        } finally {
          tracker.stop();
        }
      });
    }
  });
}

/** The style rules of the stylesheet loaded from `href`, with the media conditions each sits under. */
function rulesOf(href: string): Array<{ rule: CSSStyleRule; media: string[] }> {
  const sheet = [...document.styleSheets].find((s) => s.href?.endsWith(href));
  if (!sheet) throw new Error(`stylesheet ${href} is not loaded`);
  const out: Array<{ rule: CSSStyleRule; media: string[] }> = [];
  const walk = (rules: CSSRuleList, media: string[]) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) out.push({ rule, media });
      if (rule instanceof CSSMediaRule) walk(rule.cssRules, [...media, rule.conditionText]);
      else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules, media);
    }
  };
  walk(sheet.cssRules, []);
  return out;
}

/**
 * Motion honours `prefers-reduced-motion` in every engine: each transition or animation the element's
 * stylesheet declares sits inside `@media (prefers-reduced-motion: no-preference)`. (Emulating the media
 * feature itself is only possible in Chromium here; its test lives beside the element.)
 */
export function runMotionSuite(tag: string, href: string): void {
  describe(`<${tag}> motion (shared suite)`, () => {
    it('declares transitions and animations only for visitors who welcome motion', () => {
      const moving = rulesOf(href).filter(({ rule }) =>
        ['transition-property', 'transition-duration', 'animation-name'].some((p) => {
          const value = rule.style.getPropertyValue(p);
          return value && value !== 'none' && value !== '0s' && value !== 'all'
            ? true
            : p === 'transition-duration' && value && value !== '0s';
        }),
      );
      for (const { rule, media } of moving) {
        expect(
          media.some((m) => /prefers-reduced-motion:\s*no-preference/.test(m)),
          `${rule.selectorText} moves regardless of reduced motion`,
        ).to.equal(true);
      }
    });
  });
}
