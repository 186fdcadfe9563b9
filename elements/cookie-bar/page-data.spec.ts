import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { onLegacyShow, pageSettings } from './legacy-show.js';
import { DEFAULT_CATEGORIES, readCategories, readCliData, readPage } from './page-data.js';
import { DEFAULT_PAGE } from './page-parts.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

describe('Cli_Data', () => {
  it('reads cookie names per category, the always-on categories, the consent version and secure flag', () => {
    const data = readCliData({
      nn_cookie_ids: ['_ga', '_gid', 'bad;name'],
      non_necessary_cookies: { analytics: ['_ga', '_gid'], advertisement: ['IDE', 42] },
      strictlyEnabled: ['necessary', 'obligatoire'],
      consentVersion: '3',
      secure_cookies: '1',
      ccpaType: 'gdpr',
    });
    expect(data).toEqual({
      cookiesByCategory: { analytics: ['_ga', '_gid'], advertisement: ['IDE'] },
      nonNecessaryCookies: ['_ga', '_gid'],
      necessary: ['necessary', 'obligatoire'],
      revision: 3,
      secure: true,
    });
  });

  it('survives a consent version that cannot be converted (found by the property test)', () => {
    expect(readCliData({ consentVersion: { toString: 0 } }).revision).toBeUndefined();
    expect(readCliData({ consentVersion: ' ' }).revision).toBeUndefined();
  });

  it('falls back to defaults with one warning for a value that is not an object', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readCliData('nonsense')).toEqual({
      cookiesByCategory: {},
      nonNecessaryCookies: [],
      necessary: ['necessary'],
    });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('never throws and only returns cookie-name tokens, whatever the page prints', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fc.assert(
      fc.property(
        fc.anything(),
        fc.record({
          nn_cookie_ids: fc.anything(),
          non_necessary_cookies: fc.anything(),
          strictlyEnabled: fc.anything(),
          consentVersion: fc.anything(),
        }),
        (a, b) => {
          for (const input of [a, b]) {
            const data = readCliData(input);
            for (const name of [
              ...data.nonNecessaryCookies,
              ...data.necessary,
              ...Object.values(data.cookiesByCategory).flat(),
            ])
              expect(name).toMatch(/^[^\s;,=]+$/);
            if (data.revision !== undefined) expect(Number.isFinite(data.revision)).toBe(true);
          }
        },
      ),
      fuzzRuns(),
    );
    warn.mockRestore();
  });
});

describe('bare-tag categories', () => {
  it('uses the defaults when none are given, and the given ones otherwise', () => {
    expect(readCategories(undefined)).toEqual(DEFAULT_CATEGORIES);
    expect(
      readCategories([
        { slug: 'necessary', title: 'Essential' },
        { slug: 'stats', title: 'Statistics', description: 'Counting visits.' },
        { slug: 'stats' },
      ]),
    ).toEqual([
      { slug: 'necessary', title: 'Essential', description: '', necessary: true },
      { slug: 'stats', title: 'Statistics', description: 'Counting visits.', necessary: false },
    ]);
  });

  it('never throws, and always offers at least one category', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const categories = readCategories(input);
        expect(categories.length).toBeGreaterThan(0);
        expect(new Set(categories.map((c) => c.slug)).size).toBe(categories.length);
      }),
      fuzzRuns(),
    );
    warn.mockRestore();
  });
});

describe('the settings global', () => {
  it('prefers cli_cookiebar_settings, else takes what the 1.x show call passed', () => {
    const global: Record<string, unknown> = {};
    const listener = vi.fn();
    const stop = onLegacyShow(listener, global);
    expect(pageSettings(global)).toBeUndefined();
    (global.cli_show_cookiebar as (a: unknown) => void)({ settings: '{"show_once_yn":true}' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(pageSettings(global)).toEqual({ settings: '{"show_once_yn":true}' });
    global.cli_cookiebar_settings = { border_on: '' };
    expect(pageSettings(global)).toEqual({ border_on: '' });
    stop();
  });

  it('leaves a show function the plugin itself defined alone', () => {
    const own = () => {};
    const global: Record<string, unknown> = { cli_show_cookiebar: own };
    onLegacyShow(() => {}, global)();
    expect(global.cli_show_cookiebar).toBe(own);
  });
});

describe('what the store starts with', () => {
  it('a page with nothing to read gives what the element starts with when it does not load the reader', () => {
    expect(readPage(null, undefined, undefined)).toEqual({ cookiesByCategory: {}, rejectErases: [], ...DEFAULT_PAGE });
    expect(DEFAULT_PAGE.categories).toEqual(DEFAULT_CATEGORIES.filter((c) => !c.necessary).map((c) => c.slug));
  });

  it('splits the JSON categories into choosable and always-on (with strictlyEnabled, once each) and passes Cli_Data on', () => {
    const page = readPage(
      null,
      [{ slug: 'necessary' }, { slug: 'stats', title: 'Statistics' }, { slug: 'keep', necessary: true }],
      {
        strictlyEnabled: ['necessary', 'obligatoire'],
        nn_cookie_ids: ['_ga'],
        non_necessary_cookies: { stats: ['_ga'] },
        consentVersion: '2',
        secure_cookies: '1',
      },
    );
    expect(page).toEqual({
      categories: ['stats'],
      necessary: ['necessary', 'keep', 'obligatoire'],
      cookiesByCategory: { stats: ['_ga'] },
      rejectErases: ['_ga'],
      secure: true,
      revision: 2,
    });
  });
});
