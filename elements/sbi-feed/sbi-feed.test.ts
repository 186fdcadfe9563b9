import { expect } from '@open-wc/testing';
import { ConsentDouble } from '../base/test/consent-double.js';
import { warningsDuring } from '../base/test/console.js';
import { FakeClock } from '../base/test/fake-clock.js';
import { loadStyles } from '../base/test/styles.js';
import {
  mount,
  runA11ySuite,
  runCleanupSuite,
  runMotionSuite,
  runUpgradeSuite,
  unmountAll,
} from '../base/test/suites.js';
import { until } from '../base/test/until.js';
import { withViewport } from '../base/test/viewport.js';
import { configure, resetConfig } from '../core/config.js';
import { hasConsentSource, provideConsent } from '../core/consent.js';
import './define.js';
import { SbiFeedElement } from './sbi-feed.js';
import { cmsFeed, feed, fixtures, item } from './sbi-feed.fixtures.js';

const STILL = '/site/cms/media/still-1.svg';
let keys = 0;
const key = () => `sbi-${Date.now()}-${++keys}-${Math.random().toString(36).slice(2)}`;
const replyUrl = (reply: unknown, k: string) =>
  `/test/replies/json:${encodeURIComponent(JSON.stringify(reply))}?key=${k}`;
const log = async (k: string): Promise<Array<{ fields: [string, string][] }>> =>
  (await fetch(`/test/replies/log?key=${k}`)).json();
const fieldsOf = (entry: { fields: [string, string][] }) => Object.fromEntries(entry.fields);
const imgs = (el: Element) => [...el.querySelectorAll<HTMLImageElement>('.sbi_item img')];
const button = (el: Element) => el.querySelector<HTMLElement>('.sbi_load_btn')!;
const mountFeed = (html: string) => mount<SbiFeedElement>(`<div style="width: 800px">${html}</div>`, 'sbi-feed');

before(() => loadStyles('/elements/sbi-feed/sbi-feed.css'));
afterEach(() => {
  unmountAll();
  resetConfig();
  provideConsent(undefined);
});

runUpgradeSuite({ element: SbiFeedElement, fixtures, chrome: '.sbi-feed__status' });
runCleanupSuite({ element: SbiFeedElement, fixtures, chrome: '.sbi-feed__status' }, async (el) => {
  configure({ ajaxUrl: replyUrl({ html: item(30), feedStatus: { shouldPaginate: true } }, key()) });
  await (el as SbiFeedElement).loadMore();
  await (el as SbiFeedElement).loadMore();
});
runMotionSuite('sbi-feed', '/elements/sbi-feed/sbi-feed.css');
runA11ySuite({ element: SbiFeedElement, fixtures }, [
  { name: 'first page' },
  {
    name: 'waiting for consent',
    enter: (el) => {
      configure({ consent: { gate: true } });
      el.requestUpdate();
    },
  },
  {
    name: 'after load more',
    enter: async (el) => {
      configure({
        ajaxUrl: replyUrl({ html: item(20), resizedImages: {}, feedStatus: { shouldPaginate: false } }, key()),
      });
      await (el as SbiFeedElement).loadMore();
      await (el as SbiFeedElement).loadMore();
    },
  },
  {
    name: 'load failed',
    enter: async (el) => {
      configure({ ajaxUrl: `/test/replies/status-500?key=${key()}` });
      el.querySelectorAll('.sbi_num_diff_hide').forEach((n) => n.classList.remove('sbi_num_diff_hide'));
      await (el as SbiFeedElement).loadMore();
    },
  },
]);

describe('<sbi-feed> settings and layout', () => {
  it('reads the container settings, "same" meaning cols', async () => {
    const el = await mountFeed(
      feed({ cols: 3, colsmobile: 'same', num: 5, nummobile: 2, res: 'medium', flags: 'resizeDisable,debug' }),
    );
    const s = el.settings;
    expect(
      [s.cols, s.colsMobile, s.num, s.numMobile, s.res, s.feedId, s.flags.debug, s.flags.resizeDisable].join(),
    ).to.equal('3,3,5,2,medium,*1,true,true');
  });

  it('hides items beyond num until load more, which reveals them without a request', async () => {
    const k = key();
    configure({ ajaxUrl: replyUrl({}, k) });
    const el = await mountFeed(feed({ items: 6, num: 4 }));
    expect(el.querySelectorAll('.sbi_num_diff_hide').length).to.equal(2);
    await el.loadMore();
    expect(el.querySelectorAll('.sbi_num_diff_hide').length).to.equal(0);
    expect(el.querySelector('.sbi-feed__status')!.textContent).to.equal('2 more posts loaded');
    expect(document.activeElement === el.querySelectorAll('.sbi_photo')[4]).to.equal(true);
    expect((await log(k)).length).to.equal(0);
  });

  it('below 640 px, auto columns 3–6 become 2; narrow items get the small or medium class', async () => {
    const el = await mount<SbiFeedElement>(
      `<div style="width: 500px">${feed({ cols: 5, colsmobile: 'auto' })}</div>`,
      'sbi-feed',
    );
    expect(el.feed!.style.getPropertyValue('--sbi-cols')).to.equal('2');
    const small = await mount<SbiFeedElement>(
      `<div style="width: 900px">${feed({ cols: 8 }).replace('<sbi-feed>', '<sbi-feed style="width: 800px">')}</div>`,
      'sbi-feed',
    );
    expect(small.feed!.classList.contains('sbi_small')).to.equal(true);
    const medium = await mount<SbiFeedElement>(`<div style="width: 800px">${feed({ cols: 4 })}</div>`, 'sbi-feed');
    expect(medium.feed!.classList.contains('sbi_medium')).to.equal(true);
  });

  for (const [width, cols, expected] of [
    [600, 4, 2],
    [600, 8, 4],
  ])
    it(`prints the columns the script will choose, so a phone's rows stay put on upgrade (${width} px window, auto: ${cols} → ${expected})`, () =>
      withViewport({ width, height: 700 }, async () => {
        const host = document.createElement('div');
        host.className = 'pb-test-fixture';
        host.innerHTML = feed({ cols, colsmobile: 'auto' }) + '<p class="after">After the feed</p>';
        document.body.append(host);
        // Read before the element's first update (a microtask away): the layout the visitor sees before any script.
        const grid = host.querySelector('#sbi_images')!;
        const after = host.querySelector('.after')!;
        const layout = () => [
          getComputedStyle(grid).gridTemplateColumns.split(' ').length,
          Math.round(after.getBoundingClientRect().top),
        ];
        const printed = layout();
        const el = host.querySelector('sbi-feed') as SbiFeedElement;
        await el.updateComplete;
        expect(el.feed!.style.getPropertyValue('--sbi-cols')).to.equal(String(expected));
        expect(layout()).to.deep.equal(printed);
        expect(printed[0]).to.equal(expected);
      }));

  it('re-lays out 500 ms after a resize (debounced)', async () => {
    const el = await mount<SbiFeedElement>(
      `<div style="width: 800px">${feed({ cols: 4, colsmobile: 'auto' })}</div>`,
      'sbi-feed',
    );
    expect(el.feed!.style.getPropertyValue('--sbi-cols')).to.equal('4');
    const clock = new FakeClock().install();
    try {
      (el.parentElement as HTMLElement).style.width = '500px';
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      clock.tick(499);
      expect(el.feed!.style.getPropertyValue('--sbi-cols')).to.equal('4');
      clock.tick(1);
      expect(el.feed!.style.getPropertyValue('--sbi-cols')).to.equal('2');
    } finally {
      clock.uninstall();
    }
  });
});

describe('<sbi-feed> images', () => {
  it('swaps the placeholder for the resolution the width needs, lazily', async () => {
    const el = await mountFeed(feed({ cols: 4 }));
    // 800 px / 4 columns = 200 px: auto picks 320 (set once the items are near the viewport, a frame later).
    await until(() => imgs(el).every((img) => img.getAttribute('src')!.endsWith('?_nc_ht=320')));
    expect(imgs(el).every((img) => img.loading === 'lazy')).to.equal(true);
    const thumb = await mountFeed(feed({ cols: 2, res: 'thumb' }));
    await until(() => imgs(thumb).every((img) => img.getAttribute('src')!.endsWith('?_nc_ht=150')));
  });

  it('never lowers the resolution when the feed narrows', async () => {
    const el = await mountFeed(feed({ cols: 1 }));
    await until(() => imgs(el)[0].getAttribute('src')!.endsWith('?_nc_ht=640'));
    (el.parentElement as HTMLElement).style.width = '100px';
    el.layout();
    expect(imgs(el)[0].getAttribute('src')!.endsWith('?_nc_ht=640')).to.equal(true);
  });

  it('rises once the real aspect ratio is known (a tall image needs more pixels), and never falls', async () => {
    const tall = '/elements/sbi-feed/test-media/tall.svg';
    const el = await mountFeed(
      feed({ cols: 8, itemsHtml: item(1, { 150: `${tall}?w=150`, 320: `${tall}?w=320`, 640: `${tall}?w=640` }) }),
    );
    const sources: string[] = [];
    const watch = new MutationObserver(() => sources.push(imgs(el)[0].getAttribute('src')!));
    watch.observe(imgs(el)[0], { attributes: true, attributeFilter: ['src'] });
    // 800 px / 8 = 100 px wide, square assumed: 150 first; the image is 1:3, so 300 px tall: 320 next.
    await until(() => imgs(el)[0].getAttribute('src') === `${tall}?w=320`);
    watch.disconnect();
    expect(sources).to.deep.equal([`${tall}?w=150`, `${tall}?w=320`]);
    el.layout();
    expect(imgs(el)[0].getAttribute('src')).to.equal(`${tall}?w=320`);
  });

  it('sets an image only when its item comes near the viewport (in-view controller, besides loading="lazy")', async () => {
    const el = await mount<SbiFeedElement>(
      `<div style="width: 800px"><div style="height: 4000px"></div>${feed({ cols: 4 })}</div>`,
      'sbi-feed',
    );
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await new Promise((r) => setTimeout(r, 100));
    expect(
      imgs(el)
        .map((img) => img.getAttribute('src')!.endsWith('still-10.svg'))
        .join(),
    ).to.equal('true,true,true,true');
    el.scrollIntoView();
    await until(() => imgs(el).every((img) => img.getAttribute('src')!.endsWith('?_nc_ht=320')));
    window.scrollTo(0, 0);
  });

  it('falls back to the 640 source on a failed image and marks the item', async () => {
    const broken = item(1, {
      d: STILL,
      150: '/site/cms/media/missing-150.png',
      320: '/site/cms/media/missing-320.png',
      640: STILL,
    });
    const el = await mountFeed(feed({ itemsHtml: broken, cols: 4 }));
    await until(() => el.querySelector('.sbi_had_error'));
    await until(() => imgs(el)[0].getAttribute('src') === STILL);
  });

  it('warns about an image that stays broken', async () => {
    const broken = item(1, {
      150: '/site/cms/media/missing.png',
      320: '/site/cms/media/missing.png',
      640: '/site/cms/media/missing.png',
    });
    const warnings = await warningsDuring(async () => {
      const el = await mountFeed(feed({ itemsHtml: broken, cols: 4 }));
      await until(() => el.querySelector('.sbi_had_error'));
      await new Promise((r) => setTimeout(r, 300));
    });
    expect(warnings.some((w) => String(w).includes('could not be loaded'))).to.equal(true);
  });

  it('with consent gating on, loads nothing from the social host before consent, then loads on consent', async () => {
    configure({ consent: { gate: true } });
    const consent = new ConsentDouble();
    provideConsent(consent);
    const el = await mountFeed(feed());
    expect(imgs(el).every((img) => img.getAttribute('src')!.endsWith('still-10.svg'))).to.equal(true);
    expect(el.querySelector('.sbi-feed__notice')!.textContent).to.contain('Instagram');
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    expect(imgs(el).every((img) => img.getAttribute('src')!.endsWith('still-10.svg'))).to.equal(true);
    consent.grant('functional');
    await el.updateComplete;
    expect(el.querySelector('.sbi-feed__facade')).to.equal(null);
    await until(() => imgs(el).every((img) => img.getAttribute('src')!.includes('?_nc_ht=')));
  });

  it("keeps working with the consent plugin's own script: its cookies count, read again 1 s after a click on its bar", async () => {
    configure({ consent: { gate: true } });
    const bar = document.createElement('div');
    bar.id = 'cookie-law-info-bar';
    const accept = document.createElement('a');
    accept.href = '#';
    accept.textContent = 'Accept';
    // What the plugin's script does on "Accept": its cookies, and nothing our code would hear of.
    accept.addEventListener('click', (event) => {
      event.preventDefault();
      document.cookie = 'viewed_cookie_policy=yes; path=/';
      document.cookie = 'cookielawinfo-checkbox-functional=yes; path=/';
    });
    bar.append(accept);
    document.body.append(bar);
    try {
      const el = await mountFeed(feed());
      await until(() => hasConsentSource());
      // (Past the first resize lay-out, 500 ms: any lay-out reads the cookies afresh.)
      await new Promise((r) => setTimeout(r, 700));
      expect(imgs(el).every((img) => img.getAttribute('src')!.endsWith('still-10.svg'))).to.equal(true);
      accept.click();
      await new Promise((r) => setTimeout(r, 600));
      expect(
        imgs(el).every((img) => img.getAttribute('src')!.endsWith('still-10.svg')),
        'not before the 1 s re-check',
      ).to.equal(true);
      await until(() => imgs(el).every((img) => img.getAttribute('src')!.includes('?_nc_ht=')), 3000);
    } finally {
      bar.remove();
      for (const name of ['viewed_cookie_policy', 'cookielawinfo-checkbox-functional'])
        document.cookie = `${name}=; path=/; max-age=0`;
    }
  });

  it('"Load once" shows this feed only', async () => {
    configure({ consent: { gate: true, clickConsents: false } });
    const el = await mountFeed(feed());
    el.querySelector<HTMLButtonElement>('.sbi-feed__load-once')!.click();
    await el.updateComplete;
    await until(() => imgs(el).every((img) => img.getAttribute('src')!.includes('?_nc_ht=')));
  });
});

describe('<sbi-feed> load more', () => {
  it('posts the plugin fields, appends sanitised items, focuses and announces them, hides the button at the end', async () => {
    const k = key();
    const html =
      item(7) +
      item(8) +
      '<img src="/site/cms/media/still-2.svg" onerror="window.__pwned=1"><script>window.__pwned=1</script>' +
      '<a class="evil" href="javascript:window.__pwned=1">x</a><iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>';
    configure({ ajaxUrl: replyUrl({ html, resizedImages: {}, feedStatus: { shouldPaginate: false } }, k) });
    const el = await mountFeed(cmsFeed.replace('data-num="4"', 'data-num="6"'));
    button(el).click();
    await until(() => el.querySelectorAll('.sbi_item').length === 8);
    const [post] = await log(k);
    const fields = fieldsOf(post);
    expect([fields.action, fields.offset, fields.feed_id, fields.current_resolution, fields.page].join()).to.equal(
      'sbi_load_more_clicked,6,*1,320,2',
    );
    expect(JSON.parse(fields.atts).feed).to.equal('1');
    expect(el.querySelector('script, [onerror], iframe, [srcdoc]')).to.equal(null);
    expect(String(el.querySelector('a.evil')?.getAttribute('href') ?? '')).not.to.match(/^\s*javascript:/i);
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
    await until(() => button(el).hidden);
    expect(el.querySelector('.sbi-feed__status')!.textContent).to.equal('2 more posts loaded');
    expect(document.activeElement === el.querySelector('#sbi_17900000007 .sbi_photo')).to.equal(true);
    await until(() => imgs(el)[7].getAttribute('src')!.endsWith('?_nc_ht=320'));
  });

  it('keeps the button while the server has more, and accepts the 6.x wrapped reply', async () => {
    const k = key();
    configure({
      ajaxUrl: replyUrl({ success: true, data: { html: item(9), feedStatus: { shouldPaginate: true } } }, k),
    });
    const el = await mountFeed(feed({ items: 4, num: 4 }));
    await el.loadMore();
    expect(el.querySelectorAll('.sbi_item').length).to.equal(5);
    expect(button(el).hidden).to.equal(false);
  });

  it('resets the loader 500 ms after the reply', async () => {
    const el = await mountFeed(feed({ items: 4, num: 4 }));
    configure({ ajaxUrl: replyUrl({ html: item(9), feedStatus: { shouldPaginate: true } }, key()) });
    const clock = new FakeClock().install();
    try {
      const loading = el.loadMore();
      expect(el.querySelector('.sbi_loader')!.classList.contains('sbi_hidden')).to.equal(false);
      expect(el.querySelector('.sbi_btn_text')!.classList.contains('sbi_hidden')).to.equal(true);
      await loading;
      clock.tick(499);
      expect(el.querySelector('.sbi_loader')!.classList.contains('sbi_hidden')).to.equal(false);
      clock.tick(1);
      expect(el.querySelector('.sbi_loader')!.classList.contains('sbi_hidden')).to.equal(true);
      expect(el.querySelector('.sbi_btn_text')!.classList.contains('sbi_hidden')).to.equal(false);
    } finally {
      clock.uninstall();
    }
  });

  it('a server error or a reply not starting with { never breaks the feed: the button comes back and says so', async () => {
    for (const url of [
      `/test/replies/status-500?key=${key()}`,
      `/test/replies/text:${encodeURIComponent('<html>oops</html>')}?key=${key()}`,
    ]) {
      const el = await mountFeed(feed({ items: 4, num: 4 }));
      configure({ ajaxUrl: url });
      await el.loadMore();
      expect(button(el).hidden).to.equal(false);
      expect(el.querySelector('.sbi_btn_text')!.textContent).to.contain('failed');
      expect(el.querySelectorAll('.sbi_item').length).to.equal(4);
      unmountAll();
    }
  });

  it('ajaxPostLoad fetches the first page, quietly', async () => {
    const k = key();
    configure({ ajaxUrl: replyUrl({ html: item(1) + item(2), feedStatus: { shouldPaginate: false } }, k) });
    const before = document.activeElement;
    const el = await mountFeed(feed({ itemsHtml: '', flags: 'ajaxPostLoad,resizeDisable' }));
    await until(() => el.querySelectorAll('.sbi_item').length === 2);
    // A page's first posts neither take focus nor announce "more" posts.
    expect([document.activeElement === before, el.querySelector('.sbi-feed__status')!.textContent]).to.deep.equal([
      true,
      '',
    ]);
  });
});

describe('<sbi-feed> header avatar', () => {
  const base = '/wp-content/uploads/sb-instagram-feed-images/';
  const avatar = (el: Element) => el.querySelector('.sbi_header_img img')!.getAttribute('src');

  it('shows the local copy when the options mark one, even before consent', async () => {
    configure({ consent: { gate: true } });
    const el = await mountFeed(
      feed({ header: true, options: { avatars: { studio: 'https://scontent.cdninstagram.com/a.jpg', LCLstudio: 1 } } }),
    );
    await until(() => avatar(el) === `${base}studio.jpg`);
  });

  it("shows the social host's avatar only after consent, and nothing from an unsafe address", async () => {
    configure({ consent: { gate: true } });
    const consent = new ConsentDouble();
    provideConsent(consent);
    const el = await mountFeed(
      feed({ header: true, options: { avatars: { studio: '/site/cms/media/still-3.svg', LCLstudio: 0 } } }),
    );
    // The header's code arrives on demand: give it time, then the remote avatar must still be absent.
    await import('./feed-extras.js');
    await new Promise((r) => setTimeout(r, 50));
    expect(avatar(el)).to.equal(null);
    consent.grant('functional');
    await until(() => avatar(el) === '/site/cms/media/still-3.svg');
    const unsafe = await mountFeed(feed({ header: true, options: { avatars: { studio: 'javascript:alert(1)' } } }));
    const malformed = await mountFeed(
      feed({ header: true }).replace('data-sbi-flags', 'data-options="{oops" data-sbi-flags'),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect([avatar(unsafe), avatar(malformed)]).to.deep.equal([null, null]);
  });
});

describe('<sbi-feed> same-origin ajax only (TRUST.md #41)', () => {
  it('sends nothing to a cross-origin ajax URL the page supplies; the button says the load failed', async () => {
    const seen: string[] = [];
    const realFetch = window.fetch;
    window.fetch = (...args: Parameters<typeof fetch>) => {
      seen.push(String(args[0]));
      return realFetch(...args);
    };
    try {
      configure({ ajaxUrl: 'https://evil.test/wp-admin/admin-ajax.php' });
      const el = await mountFeed(feed({ items: 4, num: 4, flags: 'testAjax' }));
      await el.loadMore();
      expect(seen.filter((url) => url.includes('evil.test'))).to.deep.equal([]);
      expect(el.querySelector('.sbi_btn_text')!.textContent).to.equal('Loading failed – try again');
    } finally {
      window.fetch = realFetch;
    }
  });

  it("posts to the same origin with the page's credentials", async () => {
    const seen: RequestInit[] = [];
    const realFetch = window.fetch;
    window.fetch = (...args: Parameters<typeof fetch>) => {
      seen.push(args[1] ?? {});
      return realFetch(...args);
    };
    try {
      configure({ ajaxUrl: replyUrl({ html: item(9), feedStatus: { shouldPaginate: false } }, key()) });
      const el = await mountFeed(feed({ items: 4, num: 4 }));
      await el.loadMore();
      expect(seen.map((init) => [init.method, init.credentials])).to.deep.include(['POST', 'same-origin']);
    } finally {
      window.fetch = realFetch;
    }
  });
});

describe('<sbi-feed> other calls', () => {
  it('posts the locator when the flag is set and nothing needs resizing, with the plugin fields', async () => {
    const k = key();
    configure({ ajaxUrl: replyUrl({}, k) });
    const el = await mountFeed(
      feed({ flags: 'resizeDisable,locator' }).replace('data-postid', 'data-locatornonce="n0nce" data-postid'),
    );
    let entries = await log(k);
    for (let i = 0; i < 40 && entries.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      entries = await log(k);
    }
    expect(entries.length).to.equal(1);
    const fields = fieldsOf(entries[0]);
    expect([fields.action, fields.feed_id, fields.location, fields.post_id, fields.locator_nonce].join()).to.equal(
      'sbi_do_locator,*1,content,12,n0nce',
    );
    expect(JSON.parse(fields.atts).feed).to.equal('1');
    el.remove();

    const k2 = key();
    configure({ ajaxUrl: replyUrl({}, k2) });
    await mountFeed(feed({ flags: 'resizeDisable' }));
    await new Promise((r) => setTimeout(r, 200));
    expect((await log(k2)).length).to.equal(0);
  });

  it('posts the ajax test only with testAjax, with no other fields', async () => {
    const k = key();
    configure({ ajaxUrl: replyUrl({}, k) });
    await mountFeed(feed({ flags: 'testAjax,resizeDisable' }));
    let entries = await log(k);
    for (let i = 0; i < 40 && entries.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      entries = await log(k);
    }
    expect(entries.length).to.equal(1);
    expect(JSON.stringify((await log(k))[0].fields)).to.equal('[["action","sbi_on_ajax_test_trigger"]]');
  });

  it('asks for resized images of items without local copies, unless resizeDisable, and merges the reply', async () => {
    const k = key();
    configure({
      ajaxUrl: replyUrl(
        { '17900000001': { id: 'loc1', sizes: { full: 640, low: 320, thumb: 150 } }, '17900000002': 'pending' },
        k,
      ),
    });
    const el = await mountFeed(feed({ items: 3, flags: '', resized: { '17900000003': 'video' } }));
    await until(() => el.resized.has('17900000001'));
    const fields = (await log(k))[0].fields;
    expect(
      fields
        .filter(([n]) => n === 'needs_resizing[]')
        .map(([, v]) => v)
        .join(),
    ).to.equal('17900000001,17900000002');
    expect(fields.find(([n]) => n === 'action')![1]).to.equal('sbi_resized_images_submit');
    expect(el.resized.get('17900000003')).to.equal('video');
    expect(el.querySelector('.sbi_resized_image_data')).to.equal(null);

    const k2 = key();
    configure({ ajaxUrl: replyUrl({}, k2) });
    await mountFeed(feed({ flags: 'resizeDisable' }));
    await new Promise((r) => setTimeout(r, 200));
    expect((await log(k2)).length).to.equal(0);
  });
});
