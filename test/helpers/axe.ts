/**
 * axe-core on a page, in a context that bypasses CSP (openAuditPage): axe is a test tool, not part of the page, and
 * must not count as the page's own CSP or Trusted Types violation. A test that has already read a CSP page's
 * violations may run axe in that same page instead (test/e2e/docs.e2e.ts): injected through the DevTools protocol,
 * it adds none there. Iframes (the video player) are outside our code.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { abortOtherHosts } from './browser.js';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const LANDMARK_RULES = [
  'region',
  'landmark-one-main',
  'landmark-unique',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
];

export async function openAuditPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
  await abortOtherHosts(context);
  return context.newPage();
}

/** How long the audit waits for on-demand parts to finish updating, and for fades to end, before it fails. */
const PARTS_WAIT = 3000;
const FADES_WAIT = 2000;

/**
 * Waits until every custom element's `updateComplete` has settled (elements that load parts on demand, such as the
 * consent bar's UI, count their parts in it), then two frames, so animations they start are under way. Throws,
 * naming the elements, when some are still updating after `timeout` ms: a page judged half-built proves nothing.
 */
export async function waitForParts(page: Page, timeout = PARTS_WAIT): Promise<void> {
  const pending = await page.evaluate(async (ms) => {
    const waiting = new Set<Element>();
    const updates = [...document.querySelectorAll('*')]
      .filter((el) => el.localName.includes('-') && 'updateComplete' in el)
      .map((el) => {
        waiting.add(el);
        return Promise.resolve((el as unknown as { updateComplete: Promise<unknown> }).updateComplete)
          .catch(() => undefined)
          .finally(() => waiting.delete(el));
      });
    const done = await Promise.race([
      Promise.all(updates).then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), ms)),
    ]);
    if (done) await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return [...waiting].map((el) => `<${el.localName}${el.id ? ` id="${el.id}"` : ''}>`);
  }, timeout);
  if (pending.length)
    throw new Error(
      `axe: waited ${timeout} ms for the on-demand parts of ${pending.join(', ')} (updateComplete), which had not finished: not judging a half-built page`,
    );
}

/**
 * Waits until every running animation with an end (fades, slides; not endless spinners, and not those on a scroll
 * or view timeline, which follow the scroll and never end by themselves) has finished, so colours are judged at rest
 * (a bar fading in is half transparent for a moment). A fade can begin after the ones seen have ended (a part that
 * arrives shows the cookie bar, which then fades in), so it looks again until 100 ms and two frames pass with none running.
 * Throws, naming the animations, when some are still running after `timeout` ms.
 */
export async function waitForFades(page: Page, timeout = FADES_WAIT): Promise<void> {
  const pending = await page.evaluate(async (ms) => {
    const deadline = performance.now() + ms;
    const finite = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.timeline === document.timeline &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        );
    const quiet = () =>
      new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 100));
    for (;;) {
      const running = finite();
      if (!running.length) {
        await quiet();
        if (!finite().length) return [];
        continue;
      }
      const waiting = new Set(running);
      const ends = running.map((animation) =>
        animation.finished.catch(() => undefined).finally(() => waiting.delete(animation)),
      );
      const left = deadline - performance.now();
      await Promise.race([Promise.all(ends), new Promise((resolve) => setTimeout(resolve, Math.max(0, left)))]);
      if (waiting.size || performance.now() >= deadline)
        return [...(waiting.size ? waiting : finite())].map((animation) => {
          const name =
            (animation as CSSAnimation).animationName ??
            (animation as CSSTransition).transitionProperty ??
            (animation.id || 'a script animation');
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return `${name} on ${target ? `<${target.localName}${target.id ? ` id="${target.id}"` : ''}${target.classList.length ? ` class="${target.className}"` : ''}>` : 'no element'}`;
        });
    }
  }, timeout);
  if (pending.length)
    throw new Error(`axe: waited ${timeout} ms for these animations to end, and they had not: ${pending.join('; ')}`);
}

/** The violations axe finds (WCAG 2.2 AA tags, and the landmark rules), as `rule: target` lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  await waitForParts(page);
  // The page is judged as drawn in full. Content a page leaves undrawn until it comes near (`content-visibility:
  // auto`: the React site's later sections) holds its animations where they are, so a fade that began there (the
  // feed's avatar) would never end, and axe would read its colours mid-way; drawn, it ends and is judged at rest.
  // Through the CSSOM: an inline stylesheet would break the pages' own CSP.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
  });
  await waitForFades(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // One run: a rule named in `rules` with `enabled: true` runs beside the tags' rules (axe's ruleShouldRun reads a
  // rule's own setting before the tags). The same rules as a run by tag and one by rule, in about two thirds of
  // their time (270–740 and 40–220 ms apart against 180–550 together, four pages, 1 Dec).
  return page.evaluate(
    async ({ tags, rules }) => {
      type Result = { violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> };
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<Result> } }).axe;
      const { violations } = await axe.run(
        { exclude: [['iframe']] },
        {
          runOnly: { type: 'tag', values: tags },
          rules: Object.fromEntries(rules.map((rule) => [rule, { enabled: true }])),
        },
      );
      return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
    },
    { tags: WCAG_TAGS, rules: LANDMARK_RULES },
  );
}
