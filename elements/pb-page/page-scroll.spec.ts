import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adminBarHeight,
  clickPlan,
  decodeFragment,
  ease,
  hashPlan,
  EXCLUDED,
  planDuration,
  scrollAt,
  scrollDestination,
  scrollOffset,
} from './page-scroll.js';
import { samePageHash } from './link-options.js';

const PAGE = 'https://site.test/about/?lang=en#intro';

describe('timing plans (spec §2, §9)', () => {
  it('an anchor click scrolls for 800 ms at once; instantly under reduced motion', () => {
    expect(clickPlan(false)).toEqual([{ wait: 0, duration: 800, easing: 'swing' }]);
    expect(planDuration(clickPlan(true))).toBe(0);
  });

  it('a hash at load waits 700 ms, scrolls 800 ms, then corrects over 150 ms', () => {
    expect(hashPlan(1200, false)).toEqual([
      { wait: 700, duration: 800, easing: 'swing' },
      { wait: 0, duration: 150, easing: 'linear' },
    ]);
    expect(planDuration(hashPlan(4000, false))).toBe(1650);
  });

  it('takes 1600 ms for a target lower than 4000 px', () => {
    expect(hashPlan(4001, false)[0].duration).toBe(1600);
    expect(planDuration(hashPlan(9000, false))).toBe(700 + 1600 + 150);
  });

  it('under reduced motion every scroll is instant (the wait for the layout stays)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (top) => {
        expect(hashPlan(top, true).every((step) => step.duration === 0)).toBe(true);
      }),
    );
  });
});

describe('easing', () => {
  it('swing and linear run from 0 to 1, swing symmetric around the middle', () => {
    for (const e of ['swing', 'linear'] as const) {
      expect(ease(e, 0)).toBeCloseTo(0);
      expect(ease(e, 1)).toBeCloseTo(1);
      expect(ease(e, 0.5)).toBeCloseTo(0.5);
    }
    expect(ease('swing', 0.25)).toBeCloseTo(1 - ease('swing', 0.75));
  });

  it('stays between its ends and arrives exactly at the end (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000, max: 10_000 }),
        fc.integer({ min: -10_000, max: 10_000 }),
        fc.double({ min: -100, max: 3000, noNaN: true }),
        fc.integer({ min: 0, max: 2000 }),
        fc.constantFrom('swing' as const, 'linear' as const),
        (from, to, elapsed, duration, easing) => {
          const y = scrollAt(from, to, elapsed, duration, easing);
          expect(y).toBeGreaterThanOrEqual(Math.min(from, to) - 1e-9);
          expect(y).toBeLessThanOrEqual(Math.max(from, to) + 1e-9);
          if (elapsed >= duration) expect(y).toBe(to);
        },
      ),
    );
  });
});

describe('offsets (spec §6, §9; MARKUP.md §8.5)', () => {
  it('adds the fixed header (less 1 px) above 980 px and the admin toolbar above 600 px', () => {
    expect(scrollOffset({ width: 1280, fixedNav: true, header: 80, adminBar: 32 })).toBe(79 + 32);
    expect(scrollOffset({ width: 980, fixedNav: true, header: 80, adminBar: 32 })).toBe(32);
    expect(scrollOffset({ width: 1280, fixedNav: false, header: 80, adminBar: 32 })).toBe(32);
    expect(scrollOffset({ width: 601, fixedNav: true, header: 80, adminBar: 46 })).toBe(46);
    expect(scrollOffset({ width: 600, fixedNav: true, header: 80, adminBar: 46 })).toBe(0);
    expect(scrollOffset({ width: 1280, fixedNav: true, header: 0, adminBar: 0 })).toBe(0);
  });

  it('the toolbar is 46 px up to 782 px wide and 32 px above', () => {
    expect(adminBarHeight(782)).toBe(46);
    expect(adminBarHeight(783)).toBe(32);
  });

  it('a destination stays within the page (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5000, max: 50_000 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: -100, max: 40_000 }),
        (top, offset, max) => {
          const y = scrollDestination(top, offset, max);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y).toBeLessThanOrEqual(Math.max(0, max));
          if (top - offset >= 0 && top - offset <= max) expect(y).toBe(top - offset);
        },
      ),
    );
  });
});

describe('anchor-link exclusions (spec §2)', () => {
  it('name the smooth-scroll-disabled area, shop tabs, timetable tabs, calendar, cart, comment-reply and review links', () => {
    const selectors = EXCLUDED.split(',');
    expect(selectors).toEqual([
      '.et_smooth_scroll_disabled',
      '.woocommerce-tabs .tabs',
      '.tt_tabs_navigation',
      '.eab-shortcode_calendar-navigation-link',
      '.view-cart-lnk',
      '.acomment-reply',
      '.woocommerce-review-link',
    ]);
  });
});

describe('same-page fragments (untrusted hrefs)', () => {
  it('finds the hash of a link to this page; decoded, it names the target', () => {
    expect(samePageHash('#team', PAGE)).toBe('#team');
    expect(decodeFragment(samePageHash('/about/?lang=en#caf%C3%A9', PAGE)!)).toBe('café');
    expect(decodeFragment(samePageHash('#café', PAGE)!)).toBe('café');
    expect(samePageHash('https://site.test/about/?lang=en#x', PAGE)).toBe('#x');
  });

  it('ignores other pages, other queries, other hosts, bare # and no fragment', () => {
    expect(samePageHash('/contact/#team', PAGE)).toBeUndefined();
    expect(samePageHash('/about/?lang=fr#team', PAGE)).toBeUndefined();
    expect(samePageHash('https://evil.test/about/?lang=en#team', PAGE)).toBeUndefined();
    expect(samePageHash('#', PAGE)).toBeUndefined();
    expect(samePageHash('/about/?lang=en', PAGE)).toBeUndefined();
    expect(samePageHash('http://[bad', PAGE)).toBeUndefined();
  });

  it('keeps a malformed escape as written', () => {
    expect(decodeFragment('#a%zz')).toBe('a%zz');
  });

  it('never throws, and answers only for this page (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl({ withFragments: true, withQueryParameters: true }),
          fc.string().map((s) => '#' + s),
        ),
        (href) => {
          const hash = samePageHash(href, PAGE);
          if (hash !== undefined) {
            const url = new URL(href, PAGE);
            expect(url.origin + url.pathname + url.search).toBe('https://site.test/about/?lang=en');
            expect(hash.startsWith('#') && hash.length > 1).toBe(true);
          }
        },
      ),
    );
  });
});
