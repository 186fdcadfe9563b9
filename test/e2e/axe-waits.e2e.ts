/**
 * The accessibility audit's waits (test/helpers/axe.ts) fail, naming what they waited for, instead of judging a
 * page whose on-demand parts never arrived or whose fades never ended.
 */
import { describe, expect, it } from 'vitest';
import { openAuditPage, waitForFades, waitForParts } from '../helpers/axe.js';
import { useBrowser } from '../helpers/browser.js';

const browser = useBrowser();

/** A page with custom elements whose `updateComplete` settles as given, and the styles given. */
const page = async (html: string) => {
  const audit = await openAuditPage(browser());
  await audit.setContent(`<!doctype html><html lang="en"><head><title>t</title>
    <style>@keyframes fade { from { opacity: 0 } to { opacity: 1 } }</style>
    <script>
      customElements.define('part-done', class extends HTMLElement { updateComplete = Promise.resolve(true); });
      customElements.define('part-failed', class extends HTMLElement { updateComplete = Promise.reject(new Error('x')); });
      customElements.define('part-never', class extends HTMLElement { updateComplete = new Promise(() => {}); });
    </script></head><body>${html}</body></html>`);
  return audit;
};

describe('the audit waits', () => {
  it('go on once every part has settled, and fail naming the element whose part never arrives', async () => {
    const done = await page('<part-done></part-done><part-failed></part-failed>');
    await expect(waitForParts(done, 500)).resolves.toBeUndefined();
    await done.context().close();
    const stuck = await page('<part-done></part-done><part-never id="bar"></part-never>');
    await expect(waitForParts(stuck, 300)).rejects.toThrow(
      'axe: waited 300 ms for the on-demand parts of <part-never id="bar"> (updateComplete), which had not finished',
    );
    await stuck.context().close();
  });

  it('go on once fades end (not waiting for endless ones), and fail naming a fade that outlasts the wait', async () => {
    const short = await page(
      '<div style="animation: fade 100ms">short</div><div style="animation: fade 1s infinite">spinner</div>',
    );
    await expect(waitForFades(short, 1000)).resolves.toBeUndefined();
    await short.context().close();
    // A fade that begins once the first has ended (a part arrives, then the bar it shows fades in) is waited for too.
    const chained = await page(
      `<div id="first" style="animation: fade 100ms">first</div><div id="second">second</div>
      <script>first.addEventListener('animationend', () => setTimeout(() => (second.style.animation = 'fade 300ms'), 30));</script>`,
    );
    await expect(waitForFades(chained, 2000)).resolves.toBeUndefined();
    expect(
      await chained.evaluate(() => ({
        began: document.getElementById('second')!.style.animation !== '',
        running: document.getAnimations().filter((a) => a.playState === 'running').length,
      })),
    ).toEqual({ began: true, running: 0 });
    await chained.context().close();
    const long = await page('<div id="bar" class="slow" style="animation: fade 10s">long</div>');
    await expect(waitForFades(long, 300)).rejects.toThrow(
      'axe: waited 300 ms for these animations to end, and they had not: fade on <div id="bar" class="slow">',
    );
    await long.context().close();
  });
});
