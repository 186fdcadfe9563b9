import fc from 'fast-check';
import { parseLoadMoreReply } from './load-more.js';
import { describe, expect, it } from 'vitest';
import { avatarUrl, parseAvatars } from './avatar.js';
import { stripCacheKey } from './feed-extras.js';
import { parseResizeReply } from './resize-reply.js';
import {
  chooseWidth,
  columnsFor,
  guessLocation,
  localUrl,
  mediaId,
  mergeResized,
  nextWidth,
  parseAspect,
  parseAtts,
  parseFlags,
  parseResized,
  parseRes,
  parseSettings,
  parseSrcSet,
  pickSource,
  safeImageUrl,
  sizeClass,
  visibleCount,
  type ResizedEntry,
} from './feed-logic.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

const attrs = (map: Record<string, string>) => (name: string) => (name in map ? map[name] : null);

describe('settings', () => {
  it('reads the container attributes the plugin prints', () => {
    const s = parseSettings(
      attrs({
        'data-cols': '4',
        'data-colsmobile': 'same',
        'data-num': '8',
        'data-nummobile': '4',
        'data-res': 'medium',
        'data-feedid': 'sbi_17841#8',
        'data-shortcode-atts': '{"num":"8"}',
        'data-sbi-flags': 'testAjax,resizeDisable, debug',
        'data-imageaspectratio': '4:5',
      }),
    );
    expect(s).toMatchObject({
      cols: 4,
      colsMobile: 4,
      colsTablet: 4,
      num: 8,
      numMobile: 4,
      res: 'medium',
      feedId: 'sbi_17841#8',
      atts: '{"num":"8"}',
      postId: 'unknown',
      aspect: 1.25,
    });
    expect(s.flags.testAjax && s.flags.resizeDisable && s.flags.debug).toBe(true);
    expect(s.flags.favorLocal || s.flags.ajaxPostLoad || s.flags.imageLoadDisable).toBe(false);
  });
  it('falls back to defaults for missing or nonsense values', () => {
    const s = parseSettings(
      attrs({ 'data-cols': 'x', 'data-colsmobile': 'auto', 'data-num': '-3', 'data-res': 'huge' }),
    );
    expect(s).toMatchObject({ cols: 4, colsMobile: 'auto', num: 20, numMobile: 20, res: 'auto', aspect: 1 });
  });
  it('parses res, aspect, flags and atts strictly', () => {
    expect(parseRes(' FULL ')).toBe('full');
    expect(parseAspect('3:4')).toBeCloseTo(4 / 3);
    expect(parseAspect('0:4')).toBe(1);
    expect(parseFlags('gdpr,constructor,__proto__').gdpr).toBe(true);
    expect(Object.keys(parseFlags('x,toString'))).toHaveLength(9);
    expect(parseAtts('[1]')).toEqual({});
    expect(parseAtts('{"cols":3}')).toEqual({ cols: 3 });
  });
  it('never throws on arbitrary attributes', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            'data-cols',
            'data-colsmobile',
            'data-num',
            'data-nummobile',
            'data-res',
            'data-feedid',
            'data-shortcode-atts',
            'data-sbi-flags',
            'data-imageaspectratio',
            'data-colstablet',
          ),
          fc.string(),
        ),
        (map) => {
          const s = parseSettings(attrs(map));
          expect(s.cols >= 1 && s.cols <= 10).toBe(true);
          expect(s.num >= 1 && s.numMobile >= 1).toBe(true);
          expect(s.colsMobile === 'auto' || (s.colsMobile >= 1 && s.colsMobile <= 10)).toBe(true);
        },
      ),
      fuzzRuns(),
    );
  });
});

describe('items', () => {
  it('takes the media id from the sbi_ prefix only', () => {
    expect(mediaId('sbi_17900_1')).toBe('17900_1');
    expect(mediaId('sbi_')).toBeUndefined();
    expect(mediaId('x_1')).toBeUndefined();
    expect(mediaId('sbi_<script>')).toBeUndefined();
  });
  it('reads image-source sets with escaped slashes and drops unsafe or unknown entries', () => {
    const set = parseSrcSet(
      '{"d":"https:\\/\\/cdn.example\\/a.jpg","150":"https://cdn.example/150.jpg?_nc=1","320":"javascript:alert(1)","999":"https://x/y"}',
    );
    expect(set).toEqual({ d: 'https://cdn.example/a.jpg', 150: 'https://cdn.example/150.jpg?_nc=1' });
    expect(
      parseSrcSet(
        '{"640":"https://scontent.cdninstagram.com/t51/a.jpg?ig_cache_key=MTI4%3D%3D.2","150":"https://scontent.x/b.jpg?stp=1&ig_cache_key=MzM%3D&oh=00_A&oe=66"}',
      ),
    ).toEqual({
      640: 'https://scontent.cdninstagram.com/t51/a.jpg',
      150: 'https://scontent.x/b.jpg?stp=1&ig_cache_key=MzM%3D&oh=00_A&oe=66',
    });
    expect(parseSrcSet('nope')).toEqual({});
    expect(safeImageUrl('//evil.example/a.jpg')).toBeUndefined();
    expect(safeImageUrl('/media/a.jpg')).toBe('/media/a.jpg');
  });
  it('reads resized records and markers', () => {
    const map = parseResized(
      '{"111":{"id":"abc","ratio":"1.25","sizes":{"full":640,"low":320,"thumb":150},"extension":".webp"},"222":"video","333":"pending","444":"error","555":{"id":"../x"},"6 6":"video"}',
    );
    expect([...map.keys()]).toEqual(['111', '222', '333', '444']);
    expect(map.get('111')).toEqual({ id: 'abc', sizes: { full: 640, low: 320, thumb: 150 }, extension: '.webp' });
    expect(localUrl('/r/', map.get('111'), 640)).toBe('/r/abcfull.webp');
    expect(localUrl('/r/', map.get('111'), 320)).toBe('/r/abclow.webp');
    expect(localUrl('/r/', map.get('111'), 150)).toBe('/r/abcthumb.webp');
    expect(localUrl('/r/', map.get('222'), 640)).toBeUndefined();
  });
  it('never overwrites video, pending or error markers', () => {
    const known = new Map<string, ResizedEntry>([
      ['1', 'video'],
      ['2', 'pending'],
      ['3', 'error'],
    ]);
    mergeResized(known, parseResized({ 1: { id: 'a' }, 2: { id: 'b' }, 3: { id: 'c' }, 4: { id: 'd' } }));
    expect(known.get('1')).toBe('video');
    expect(known.get('2')).toBe('pending');
    expect(known.get('3')).toBe('error');
    expect(typeof known.get('4')).toBe('object');
  });
  it('parsers never throw on arbitrary input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        parseSrcSet(text);
        parseResized(text);
        parseResizeReply(text);
        parseLoadMoreReply(text);
        mediaId(text);
        parseAtts(text);
        const set = parseSrcSet(text);
        for (const url of Object.values(set)) expect(safeImageUrl(url)).toBe(url);
      }),
      fuzzRuns(500),
    );
    fc.assert(
      fc.property(fc.anything(), (value) => {
        parseResized(value);
        parseLoadMoreReply(value);
        parseResizeReply(value);
      }),
      fuzzRuns(),
    );
  });
});

describe('avatars', () => {
  const base = '/wp-content/uploads/sb-instagram-feed-images/';
  it('prefers the local copy the options mark, takes the social host only when allowed', () => {
    const avatars = parseAvatars(
      '{"avatars":{"studio":"https:\\/\\/scontent.cdninstagram.com\\/a.jpg","LCLstudio":1,"other":"https://scontent.cdninstagram.com/b.jpg","LCLother":"0"}}',
    );
    expect(avatarUrl(avatars, 'studio', base, false)).toBe(`${base}studio.jpg`);
    expect(avatarUrl(avatars, 'other', base, false)).toBeUndefined();
    expect(avatarUrl(avatars, 'other', base, true)).toBe('https://scontent.cdninstagram.com/b.jpg');
    expect(avatarUrl(avatars, 'nobody', base, true)).toBeUndefined();
    expect(avatarUrl({ '../x': 'https://a.test/x.jpg', 'LCL../x': 1 }, '../x', base, true)).toBeUndefined();
    expect(avatarUrl({ evil: 'javascript:alert(1)' }, 'evil', base, true)).toBeUndefined();
  });

  it('never throws on arbitrary options, and only ever answers the local folder or an http(s)/root-relative URL', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.json(), fc.constant(null)),
        fc.string(),
        fc.boolean(),
        (options, user, allowed) => {
          const url = avatarUrl(parseAvatars(options), user, base, allowed);
          if (url !== undefined)
            expect(
              url.startsWith(base) || /^https?:\/\//.test(url) || (url.startsWith('/') && !url.startsWith('//')),
            ).toBe(true);
        },
      ),
      fuzzRuns(),
    );
  });
});

describe('resolution', () => {
  it('follows the res setting', () => {
    expect(chooseWidth('thumb', 900)).toBe(150);
    expect(chooseWidth('medium', 10)).toBe(320);
    expect(chooseWidth('full', 10)).toBe(640);
  });
  it('auto picks the smallest covering width, doubled for highlighted items, taller aspects need more', () => {
    expect(chooseWidth('auto', 150)).toBe(150);
    expect(chooseWidth('auto', 151)).toBe(320);
    expect(chooseWidth('auto', 320)).toBe(320);
    expect(chooseWidth('auto', 321)).toBe(640);
    expect(chooseWidth('auto', 2000)).toBe(640);
    expect(chooseWidth('auto', 100, 1, true)).toBe(320);
    expect(chooseWidth('auto', 140, 1.25)).toBe(320);
  });
  it('never falls', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(150, 320, 640 as const),
        fc.double({ min: -10, max: 5000, noNaN: true }),
        (current, width) => {
          const next = nextWidth(current as 150, chooseWidth('auto', width));
          expect(next >= current).toBe(true);
        },
      ),
      fuzzRuns(),
    );
  });
  it('auto is monotonic in the rendered width and always covers it when it can', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 2000, noNaN: true }),
        fc.double({ min: 0, max: 2000, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a < b ? [a, b] : [b, a];
          expect(chooseWidth('auto', lo) <= chooseWidth('auto', hi)).toBe(true);
          if (hi <= 640) expect(chooseWidth('auto', hi) >= hi).toBe(true);
        },
      ),
      fuzzRuns(),
    );
  });
  it('picks a source at or above the width, else the best below, else d', () => {
    expect(pickSource({ 150: 'a', 640: 'c' }, 320)).toBe('c');
    expect(pickSource({ 150: 'a' }, 640)).toBe('a');
    expect(pickSource({ d: 'd' }, 150)).toBe('d');
  });
  it('strips the cache-key suffix', () => {
    expect(stripCacheKey('https://cdn.example/a.jpg?_nc_ht=x&oh=1#f')).toBe('https://cdn.example/a.jpg');
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true }), (url) => {
        const out = stripCacheKey(url);
        expect(out.includes('?')).toBe(false);
        expect(stripCacheKey(out)).toBe(out);
      }),
      fuzzRuns(),
    );
  });
});

describe('layout', () => {
  const base = { cols: 4, colsMobile: 2 as number | 'auto', colsTablet: 3 };
  it('uses colsmobile at 480 px or less and colstablet up to 800 px', () => {
    expect(columnsFor(base, 1000, 1200)).toBe(4);
    expect(columnsFor(base, 700, 700)).toBe(3);
    expect(columnsFor(base, 480, 480)).toBe(2);
  });
  it('auto columns: 3–6 → 2 and 7–10 → 4 below 640 px, more than 2 → 1 at 480 px', () => {
    for (const cols of [3, 4, 5, 6]) expect(columnsFor({ ...base, cols, colsMobile: 'auto' }, 600, 900)).toBe(2);
    for (const cols of [7, 8, 9, 10]) expect(columnsFor({ ...base, cols, colsMobile: 'auto' }, 600, 900)).toBe(4);
    expect(columnsFor({ ...base, cols: 2, colsMobile: 'auto' }, 600, 900)).toBe(2);
    expect(columnsFor({ ...base, cols: 8, colsMobile: 'auto' }, 700, 900)).toBe(8);
    expect(columnsFor({ ...base, cols: 8, colsMobile: 'auto' }, 400, 400)).toBe(1);
  });
  it('visible count switches below 480 px', () => {
    expect(visibleCount({ num: 8, numMobile: 4 }, 479)).toBe(4);
    expect(visibleCount({ num: 8, numMobile: 4 }, 480)).toBe(8);
  });
  it('size classes', () => {
    expect(sizeClass(120)).toBe('sbi_small');
    expect(sizeClass(121)).toBe('sbi_medium');
    expect(sizeClass(239.9)).toBe('sbi_medium');
    expect(sizeClass(240)).toBeUndefined();
    expect(sizeClass(0)).toBeUndefined();
  });
  it('guesses the location from ancestors', () => {
    const at =
      (...matching: string[]) =>
      (selector: string) =>
        selector.split(',').some((s) => matching.includes(s));
    expect(guessLocation(at('div', 'footer'))).toBe('footer');
    expect(guessLocation(at('aside'))).toBe('sidebar');
    expect(guessLocation(at('.header'))).toBe('header');
    expect(guessLocation(at())).toBe('content');
  });
});

describe('replies', () => {
  it('reads plain and 6.x-wrapped load-more replies', () => {
    const plain = parseLoadMoreReply(
      ' {"html":"<div class=\\"sbi_item\\"></div>","resizedImages":{"9":{"id":"l9"}},"feedStatus":{"shouldPaginate":true}}',
    );
    expect(plain?.html).toContain('sbi_item');
    expect(plain?.shouldPaginate).toBe(true);
    expect(plain?.resized.has('9')).toBe(true);
    const wrapped = parseLoadMoreReply('{"success":true,"data":{"html":"x","feedStatus":{"shouldPaginate":false}}}');
    expect(wrapped).toMatchObject({ html: 'x', shouldPaginate: false });
    expect(parseLoadMoreReply('{"success":false,"data":{"html":"x"}}')).toBeUndefined();
    expect(parseLoadMoreReply('<html>')).toBeUndefined();
    expect(parseLoadMoreReply('0')).toBeUndefined();
  });
  it('resize replies only from a JSON object', () => {
    expect(parseResizeReply('[{"id":"x"}]').size).toBe(0);
    expect(parseResizeReply('{"5":"pending"}').get('5')).toBe('pending');
    expect(parseResizeReply('{"success":true,"data":{"5":"video"}}').get('5')).toBe('video');
  });
});
