/**
 * The theme's rules that behaviour depends on (THEME-CSS.md §15 in docs/): the marked block of the CMS pages'
 * stand-in theme stylesheet, `site/cms/theme.css`, injected into the test page, so a test sees what a real site
 * sees (a mobile menu `display: none` until opened, a side navigation at opacity 0 until
 * `et-visible`…). Returns a function that removes them again.
 */
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
