import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlainClick, isSameOrigin, moduleSelector, pageAnnouncement, pageOf, pageTotal } from './blog-rules.js';
import { columnsHint, distribute } from './columns-rules.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

describe('blog pagination rules', () => {
  it("builds the module's selector from its classes, animation classes left out", () => {
    expect(moduleSelector(['et_pb_module', 'et_pb_posts', 'et_pb_blog_0', 'et_animated', 'fadeTop'])).toBe(
      '.et_pb_module.et_pb_posts.et_pb_blog_0',
    );
    expect(
      moduleSelector(['et_pb_module', 'et_had_animation', 'et_pb_blog_1', 'et_pb_animation_top', 'infinite']),
    ).toBe('.et_pb_module.et_pb_blog_1');
    expect(moduleSelector(['et_pb_module', 'et_pb_slider', 'slideInLeft', 'et_pb_slide_0'])).toBe(
      '.et_pb_module.et_pb_slider.et_pb_slide_0',
    );
    expect(moduleSelector(['et_animated'])).toBeUndefined();
    expect(moduleSelector([])).toBeUndefined();
  });

  it('never builds a selector that escapes its classes, whatever the class list holds', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 8 }), (classes) => {
        const selector = moduleSelector(classes);
        if (selector === undefined) return;
        expect(selector).toMatch(/^(\.[A-Za-z_][\w-]*)+$/);
        for (const part of selector.slice(1).split('.')) expect(classes).toContain(part);
      }),
      fuzzRuns(),
    );
  });

  it('reads the page from /page/<n>/ or ?paged=<n>, else 1', () => {
    expect(pageOf('http://x/cms/blog/')).toBe(1);
    expect(pageOf('/cms/blog/page/3/')).toBe(3);
    expect(pageOf('/cms/blog/page/3')).toBe(3);
    expect(pageOf('/?paged=4')).toBe(4);
    expect(pageOf('/cms/blog/page/0/')).toBe(1);
    expect(pageOf('/page/2/more/')).toBe(1);
    expect(pageOf('http://[')).toBe(1);
  });

  it('always reads a positive whole page from any address', () => {
    fc.assert(
      fc.property(fc.string(), (href) => {
        const page = pageOf(href);
        expect(Number.isInteger(page) && page >= 1).toBe(true);
      }),
      fuzzRuns(),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), (n) => {
        expect(pageOf(`/blog/page/${n}/`)).toBe(n);
      }),
      fuzzRuns(),
    );
  });

  it('counts the pages from "Page 2 of 5", else from the numbered links, else not at all', () => {
    expect(pageTotal('Page 2 of 5', [], 2)).toBe(5);
    expect(pageTotal(null, ['/b/', '/b/page/2/', '/b/page/4/'], 3)).toBe(4);
    expect(pageTotal('', ['/b/page/2/'], 3)).toBe(3);
    expect(pageTotal(undefined, ['/b/?s=older'], 2)).toBeUndefined();
    expect(pageTotal('Page 9', [], 2)).toBeUndefined();
  });

  it('never counts fewer pages than the current one', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string()),
        fc.array(fc.string()),
        fc.integer({ min: 1, max: 500 }),
        (summary, hrefs, n) => {
          const total = pageTotal(summary, hrefs, n);
          expect(total === undefined || (Number.isInteger(total) && total >= n)).toBe(true);
        },
      ),
      fuzzRuns(),
    );
  });

  it('announces with the total when known, the short label otherwise', () => {
    expect(pageAnnouncement(2, 5, 'Page {page} of {total}', 'Page {page}')).toBe('Page 2 of 5');
    expect(pageAnnouncement(3, undefined, 'Page {page} of {total}', 'Page {page}')).toBe('Page 3');
  });

  it('leaves clicks with a modifier, another button or already handled to the browser', () => {
    expect(isPlainClick(plain)).toBe(true);
    for (const change of [{ button: 1 }, { metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }])
      expect(isPlainClick({ ...plain, ...change })).toBe(false);
    expect(isPlainClick({ ...plain, defaultPrevented: true })).toBe(false);
  });

  it('loads in place only same-origin http(s) addresses', () => {
    const origin = 'https://example.com';
    expect(isSameOrigin('/cms/blog/page/2/', origin)).toBe(true);
    expect(isSameOrigin('https://example.com/page/2/', origin)).toBe(true);
    expect(isSameOrigin('https://evil.example/page/2/', origin)).toBe(false);
    expect(isSameOrigin('javascript:alert(1)', origin)).toBe(false);
    expect(isSameOrigin('//evil.example/x', origin)).toBe(false);
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        expect(isSameOrigin(url, origin)).toBe(new URL(url).origin === origin);
      }),
      fuzzRuns(),
    );
  });
});

describe('columnsHint (the grid ::before hint, THEME-CSS.md §11)', () => {
  it("reads the theme's hints as getComputedStyle returns them", () => {
    expect(columnsHint('"3 .column.size-1of3"')).toEqual({ count: 3, classes: ['column', 'size-1of3'] });
    expect(columnsHint("'2 .column.size-1of2'")).toEqual({ count: 2, classes: ['column', 'size-1of2'] });
    expect(columnsHint('"1"')).toEqual({ count: 1, classes: ['column'] });
    for (const bad of ['none', 'normal', '""', '"0 .column"', '"13 .column"', '"3 .col<x>"', '"x .column"'])
      expect(columnsHint(bad), bad).toBeUndefined();
  });

  it('never throws, and gives 1 to 12 columns of plain class names or nothing (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (content) => {
        const hint = columnsHint(content);
        if (!hint) return;
        expect(Number.isInteger(hint.count) && hint.count >= 1 && hint.count <= 12).toBe(true);
        for (const name of hint.classes) expect(name).toMatch(/^[A-Za-z_][\w-]*$/);
      }),
      fuzzRuns(500),
    );
  });
});

describe('distribute (Salvattore order)', () => {
  it('deals items round-robin, keeping every item once, in reading order across the rows (property)', () => {
    expect(distribute([1, 2, 3, 4, 5], 3)).toEqual([[1, 4], [2, 5], [3]]);
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 40 }), fc.integer({ min: -2, max: 14 }), (items, count) => {
        const columns = distribute(items, count);
        expect(columns.length).toBe(Math.max(1, count));
        const back: number[] = [];
        for (let row = 0; columns.some((c) => row < c.length); row++)
          for (const column of columns) if (row < column.length) back.push(column[row]!);
        expect(back).toEqual(items);
      }),
      fuzzRuns(300),
    );
  });
});
