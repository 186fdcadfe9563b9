/**
 * `<pb-motion>`'s sticky options (MARKUP.md §8.9): every element `et_pb_sticky_elements` makes sticky gets
 * `position: sticky` with its offsets, and stays at its offset while its column scrolls by; `none` and unknown
 * positions are left alone; the tablet and phone variants apply at their breakpoints; a stop leaves the page as
 * printed.
 */
import { expect } from '@open-wc/testing';
import { mount, unmountAll } from '../base/test/suites.js';
import { until } from '../base/test/until.js';
import { withViewport } from '../base/test/viewport.js';
import './define.js';

type Page = { et_pb_sticky_elements?: unknown };
const globals = window as Page;
const STICKY = {
  et_pb_text_0: {
    id: 'et_pb_text_0',
    selector: '.et_pb_text_0',
    position: 'top',
    topOffset: '20px',
    bottomOffset: '0px',
    topLimit: 'none',
    bottomLimit: 'none',
    offsetSurrounding: 'on',
    transition: 'on',
    position_tablet: 'none',
  },
  et_pb_text_1: {
    id: 'et_pb_text_1',
    selector: '.et_pb_text_1',
    position: 'top_bottom',
    topOffset: '2',
    bottomOffset: '1em',
  },
  et_pb_text_2: { id: 'et_pb_text_2', selector: '.et_pb_text_2', position: 'none', topOffset: '20px' },
  et_pb_text_3: { id: 'et_pb_text_3', selector: '.et_pb_text_3', position: 'bottom', bottomOffset: '10px' },
};
const text = (n: number) => `<div class="et_pb_module et_pb_text et_pb_text_${n}"><p>Module ${n}</p></div>`;
const column = (body: string) =>
  `<div class="et_pb_section"><div class="et_pb_row"><div class="et_pb_column">${body}</div></div></div>`;
const PAGE = `<div style="height:100px"></div>${column(`${text(0)}<div style="height:2000px"></div>`)}${column(`${text(1)}${text(2)}${text(3)}`)}<pb-motion></pb-motion>`;

const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
const styleOf = (n: number) => {
  const { position, top, bottom } = getComputedStyle($(`.et_pb_text_${n}`));
  return { position, top, bottom };
};
const frames = (n = 2) =>
  new Promise<void>((resolve) => {
    const next = (left: number) => (left ? requestAnimationFrame(() => next(left - 1)) : resolve());
    next(n);
  });

beforeEach(() => {
  globals.et_pb_sticky_elements = STICKY;
  scrollTo({ top: 0, behavior: 'instant' });
});
afterEach(() => {
  delete globals.et_pb_sticky_elements;
  unmountAll();
  scrollTo({ top: 0, behavior: 'instant' });
});

describe('<pb-motion> sticky options', () => {
  it('makes top, bottom and top_bottom elements sticky with their offsets, and leaves `none` alone', async () => {
    await withViewport({ width: 1100, height: 600 }, async () => {
      await mount(PAGE, 'pb-motion');
      expect([0, 1, 2, 3].map(styleOf)).to.deep.equal([
        { position: 'sticky', top: '20px', bottom: 'auto' },
        { position: 'sticky', top: '2px', bottom: '16px' },
        { position: 'static', top: 'auto', bottom: 'auto' },
        { position: 'sticky', top: 'auto', bottom: '10px' },
      ]);
    });
  });

  it('reads back only an offset not in px, after every sticky element is placed (at most one style pass)', async () => {
    await withViewport({ width: 1100, height: 600 }, async () => {
      // At each read of a computed style, the inline positions of the modules then.
      const atReads: string[][] = [];
      const read = window.getComputedStyle;
      window.getComputedStyle = (element: Element, pseudo?: string | null) => {
        if (element.matches('.et_pb_text'))
          atReads.push([0, 1, 3].map((n) => document.querySelector<HTMLElement>(`.et_pb_text_${n}`)!.style.position));
        return read.call(window, element, pseudo);
      };
      try {
        await mount(PAGE, 'pb-motion');
        await until(() => $('.et_pb_text_3').style.position === 'sticky');
      } finally {
        window.getComputedStyle = read;
      }
      // Module 1's bottom offset is 1em: the only one the browser has to resolve. The px ones are read as set.
      expect(atReads).to.deep.equal([['sticky', 'sticky', 'sticky']]);
    });
  });

  it('keeps a top-sticky module at its offset while its column scrolls by, with the theme’s stuck classes', async () => {
    await withViewport({ width: 1100, height: 600 }, async () => {
      await mount(PAGE, 'pb-motion');
      const stuck = () => [...$('.et_pb_text_0').classList].filter((c) => c.startsWith('et_pb_sticky'));
      await frames(3);
      expect(stuck(), 'in its place').to.deep.equal([]);
      const start = $('.et_pb_text_0').getBoundingClientRect().top + scrollY;
      for (const by of [300, 900]) {
        scrollTo({ top: start + by, behavior: 'instant' });
        await until(() => stuck().length);
        expect([by, Math.round($('.et_pb_text_0').getBoundingClientRect().top), stuck()]).to.deep.equal([
          by,
          20,
          ['et_pb_sticky', 'et_pb_sticky--top'],
        ]);
      }
      scrollTo({ top: 0, behavior: 'instant' });
      await until(() => !stuck().length);
      expect(stuck(), 'back in its place').to.deep.equal([]);
    });
  });

  it('takes the tablet variant at the tablet breakpoint, and again the desktop one when it is back', async () => {
    await withViewport({ width: 1100, height: 600 }, async () => {
      await mount(PAGE, 'pb-motion');
      await withViewport({ width: 800, height: 600 }, async () => {
        await frames();
        expect(styleOf(0).position).to.equal('static');
      });
      await frames();
      expect(styleOf(0)).to.deep.equal({ position: 'sticky', top: '20px', bottom: 'auto' });
    });
  });

  it('leaves every element as printed when the element is removed', async () => {
    await withViewport({ width: 1100, height: 600 }, async () => {
      const element = await mount(PAGE, 'pb-motion');
      expect(styleOf(0).position).to.equal('sticky');
      element.remove();
      expect([0, 1, 3].map((n) => $(`.et_pb_text_${n}`).getAttribute('style') ?? '')).to.deep.equal(['', '', '']);
      expect(styleOf(0).position).to.equal('static');
    });
  });
});
