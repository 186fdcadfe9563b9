/**
 * axe-core on a page, in a context that bypasses CSP: axe is a test tool, not part of the page, and must not
 * count as the page's own CSP or Trusted Types violation. Iframes (the video player) are outside our code.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';

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
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.abort('blockedbyclient'),
  );
  return context.newPage();
}

/** The violations axe finds (WCAG 2.2 AA tags, and the landmark rules), as `rule: target` lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Elements that load parts on demand (the consent bar's UI) are judged once those parts are in: every custom
  // element's `updateComplete` (up to 3 s), then a frame, so animations they start are under way.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        [...document.querySelectorAll('*')]
          .filter((el) => el.localName.includes('-') && 'updateComplete' in el)
          .map((el) =>
            Promise.resolve((el as unknown as { updateComplete: Promise<unknown> }).updateComplete).catch(
              () => undefined,
            ),
          ),
      ).then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  // Colours are judged once fades end (a bar fading in is half transparent for a moment); endless animations
  // (spinners) are not waited for, and nothing longer than 2 s.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, rules }) => {
      type Result = { violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> };
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<Result> } }).axe;
      const context = { exclude: [['iframe']] };
      const byTag = await axe.run(context, { runOnly: { type: 'tag', values: tags } });
      const byRule = await axe.run(context, { runOnly: { type: 'rule', values: rules } });
      return [...byTag.violations, ...byRule.violations].flatMap((v) =>
        v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`),
      );
    },
    { tags: WCAG_TAGS, rules: LANDMARK_RULES },
  );
}
