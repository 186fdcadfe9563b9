import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { embedUrl, isStandInThumbnail, thumbnailCandidates, watchUrl } from './video-url.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

const ID = 'dQw4w9WgXcQ';
const SAFE_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com'];

describe('embedUrl', () => {
  it('builds the player URL from the CMS data, autoplay forced last', () => {
    const result = embedUrl({ id: ID, src: `https://www.youtube.com/embed/${ID}`, query: 'feature=oembed&rel=0' });
    expect(result).toEqual({
      ok: true,
      id: ID,
      url: `https://www.youtube.com/embed/${ID}?feature=oembed&rel=0&autoplay=1`,
    });
  });

  it('merges the source query and the data query without duplicates, later values winning', () => {
    const result = embedUrl({
      id: ID,
      src: `https://www.youtube.com/embed/${ID}?rel=1&start=5&autoplay=0`,
      query: 'rel=0&amp;mute=1',
    });
    expect(result.ok && result.url).toBe(`https://www.youtube.com/embed/${ID}?rel=0&start=5&mute=1&autoplay=1`);
  });

  it('uses the no-cookie host when asked, and keeps it when the source names it', () => {
    expect(
      embedUrl({ id: ID, nocookie: true }).ok && (embedUrl({ id: ID, nocookie: true }) as { url: string }).url,
    ).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`);
    const kept = embedUrl({ id: ID, src: `https://youtube-nocookie.com/embed/${ID}` });
    expect(kept.ok && kept.url).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`);
  });

  it('resolves protocol-relative sources to https and takes the id from the source', () => {
    const result = embedUrl({ src: `//www.youtube.com/embed/${ID}` });
    expect(result).toMatchObject({ ok: true, id: ID });
  });

  it('plays playlists, from a start video or alone', () => {
    const withStart = embedUrl({ id: ID, playlist: 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG' });
    expect(withStart.ok && withStart.url).toBe(
      `https://www.youtube.com/embed/${ID}?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&autoplay=1`,
    );
    const alone = embedUrl({ query: 'list=PLabc_123' });
    expect(alone.ok && alone.url).toBe('https://www.youtube.com/embed/videoseries?list=PLabc_123&autoplay=1');
  });

  it.each([
    ['a short id', { id: 'abc' }, 'bad video id'],
    ['an id with a quote', { id: `dQw4w9WgXc"` }, 'bad video id'],
    ['http', { id: ID, src: `http://www.youtube.com/embed/${ID}` }, 'unsafe source'],
    ['another host', { id: ID, src: `https://evil.test/embed/${ID}` }, 'unsafe source'],
    ['a look-alike host', { id: ID, src: `https://www.youtube.com.evil.test/embed/${ID}` }, 'unsafe source'],
    ['credentials', { id: ID, src: `https://user:pw@www.youtube.com/embed/${ID}` }, 'unsafe source'],
    ['a port', { id: ID, src: `https://www.youtube.com:8443/embed/${ID}` }, 'unsafe source'],
    ['another path', { id: ID, src: `https://www.youtube.com/watch?v=${ID}` }, 'unsafe source'],
    ['a mismatched id', { id: ID, src: 'https://www.youtube.com/embed/aaaaaaaaaaa' }, 'unsafe source'],
    ['javascript:', { id: ID, src: 'javascript:alert(1)' }, 'unsafe source'],
    ['a bad playlist', { id: ID, playlist: '<x>' }, 'bad playlist'],
    ['nothing', {}, 'no video id'],
  ])('refuses %s', (_name, request, reason) => {
    const result = embedUrl(request);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toContain(reason);
  });

  it('never throws and never yields another host, whatever the input (property)', () => {
    const part = fc.oneof(fc.string(), fc.constantFrom(ID, 'videoseries', '', 'PLabc_123'));
    const src = fc.oneof(
      fc.string(),
      fc.webUrl(),
      part.map((p) => `https://www.youtube.com/embed/${p}`),
      fc
        .tuple(fc.constantFrom('https://', 'http://', '//', 'javascript:'), fc.domain(), part)
        .map(([s, d, p]) => `${s}${d}/embed/${p}`),
    );
    fc.assert(
      fc.property(
        fc.option(part),
        fc.option(src),
        fc.option(fc.string()),
        fc.option(part),
        fc.boolean(),
        (id, source, query, playlist, nocookie) => {
          const result = embedUrl({ id, src: source, query, playlist, nocookie });
          if (!result.ok) return;
          const url = new URL(result.url);
          expect(url.protocol).toBe('https:');
          expect(SAFE_HOSTS).toContain(url.hostname);
          expect(url.username + url.password + url.port).toBe('');
          expect(url.pathname).toMatch(/^\/embed\/([A-Za-z0-9_-]{11}|videoseries)$/);
          expect([...url.searchParams.keys()].at(-1)).toBe('autoplay');
          expect(url.searchParams.getAll('autoplay')).toEqual(['1']);
        },
      ),
      fuzzRuns(2000),
    );
  });
});

describe('thumbnails', () => {
  it('tries webp then jpeg at the chosen quality, then the hqdefault every video has', () => {
    expect(thumbnailCandidates(ID, 'maxresdefault')).toEqual([
      `https://i.ytimg.com/vi_webp/${ID}/maxresdefault.webp`,
      `https://i.ytimg.com/vi/${ID}/maxresdefault.jpg`,
      `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`,
    ]);
    expect(thumbnailCandidates(ID)).toEqual([
      `https://i.ytimg.com/vi_webp/${ID}/hqdefault.webp`,
      `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`,
    ]);
    expect(thumbnailCandidates('bad')).toEqual([]);
  });

  it('treats an unknown quality as hqdefault and recognises the stand-in image', () => {
    expect(thumbnailCandidates(ID, '4k')[0]).toBe(`https://i.ytimg.com/vi_webp/${ID}/hqdefault.webp`);
    expect(thumbnailCandidates(ID, 'default')).toHaveLength(3);
    expect(isStandInThumbnail(`https://i.ytimg.com/vi/${ID}/maxresdefault.jpg`, 120)).toBe(true);
    expect(isStandInThumbnail(`https://i.ytimg.com/vi/${ID}/default.jpg`, 120)).toBe(false);
    expect(isStandInThumbnail(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`, 480)).toBe(false);
  });

  it('only ever points at the image service for any id (property)', () => {
    fc.assert(
      fc.property(fc.string(), (id) => {
        for (const url of thumbnailCandidates(id)) expect(new URL(url).origin).toBe('https://i.ytimg.com');
      }),
      fuzzRuns(),
    );
  });
});

describe('watchUrl', () => {
  it('links to the watch page', () => {
    expect(watchUrl(ID)).toBe(`https://www.youtube.com/watch?v=${ID}`);
  });
});
