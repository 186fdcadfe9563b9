/**
 * The theme's rules that behaviour depends on (THEME-CSS.md §15 in docs/): the marked block of the CMS pages'
 * stand-in theme stylesheet, `site/cms/theme.css`, injected into the test page, so a test sees what a real site
 * sees (a mobile menu `display: none` until opened, a side navigation at opacity 0 until
 * `et-visible`…). Returns a function that removes them again.
 */
import { preferMotion } from './motion-preference.js';
import { loadStyles } from './styles.js';
import { unmountAll } from './suites.js';

type MotionPreference = Parameters<typeof preferMotion>[0];

const SOURCE = '/site/cms/theme.css';
const BEGIN = '/* theme-rules:begin */';
const END = '/* theme-rules:end */';

export async function loadThemeRules(): Promise<() => void> {
  const text = await (await fetch(SOURCE)).text();
  const start = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${SOURCE} has no ${BEGIN} … ${END} block`);
  const style = document.createElement('style');
  style.dataset.themeRules = '';
  style.textContent = text.slice(start + BEGIN.length, end);
  document.head.append(style);
  return () => style.remove();
}

/**
 * The set-up every "under the theme's CSS" test file shares: the element's `stylesheet` and the theme's rules for
 * the file's tests, and after each test the fixtures gone, the motion preference and the address as they were.
 * Returns `preferMotion`, which forces a motion preference for the test that calls it.
 */
export function underThemeRules(stylesheet: string): { preferMotion(preference: MotionPreference): Promise<void> } {
  let removeRules = () => {};
  let undoMotion = async () => {};
  before(async () => {
    await loadStyles(stylesheet);
    removeRules = await loadThemeRules();
  });
  after(() => removeRules());
  afterEach(async () => {
    unmountAll();
    await undoMotion();
    undoMotion = async () => {};
    history.replaceState(null, '', location.pathname + location.search);
  });
  return {
    async preferMotion(preference) {
      undoMotion = await preferMotion(preference);
    },
  };
}

/** A module as the CMS printed it, without its tag: what the visitor sees before the element runs. */
export function printed(html: string, tag: string): HTMLElement {
  const host = Object.assign(document.createElement('div'), { className: 'pb-test-fixture' });
  host.innerHTML = html.replace(new RegExp(`^<${tag}>|</${tag}>$`, 'g'), '');
  document.body.append(host);
  return host;
}
