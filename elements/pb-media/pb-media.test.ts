import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
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
import { ignoreWebKitMediaControlsErrors } from '../base/test/webkit-media-controls.js';
import './define.js';
import { PbMediaElement } from './pb-media.js';
import {
  audioModule,
  bareAudio,
  failing,
  fixtures,
  unplayableVideo,
  playableVideo,
  videoModule,
  WAV,
} from './pb-media.fixtures.js';

before(() => loadStyles('/elements/pb-media/pb-media.css'));
afterEach(unmountAll);

ignoreWebKitMediaControlsErrors();

const mediaOf = (el: PbMediaElement) => el.media!;

/** A key press on a button: the user activation every engine asks before a player may start. */
async function activate(): Promise<void> {
  const button = document.body.appendChild(Object.assign(document.createElement('button'), { textContent: 'go' }));
  button.focus();
  await sendKeys({ press: 'Enter' });
  button.remove();
}
const linkOf = (el: Element) => el.querySelector<HTMLAnchorElement>('a.mejs-download');

runUpgradeSuite({ element: PbMediaElement, fixtures });
runUpgradeSuite({ element: PbMediaElement, fixtures: failing, chrome: '.mejs-download' });
runCleanupSuite({ element: PbMediaElement, fixtures }, async (el) => {
  const media = (el as PbMediaElement).media!;
  media.muted = true;
  void media.play().catch(() => undefined);
  media.pause();
});
runCleanupSuite({ element: PbMediaElement, fixtures: failing, chrome: '.mejs-download' });
runMotionSuite('pb-media', '/elements/pb-media/pb-media.css');
runA11ySuite({ element: PbMediaElement, fixtures: failing }, [{ name: 'download link' }]);
runA11ySuite({ element: PbMediaElement, fixtures }, [
  { name: 'ready' },
  {
    name: 'playing, muted',
    enter: async (el) => {
      const media = (el as PbMediaElement).media!;
      media.muted = true;
      await activate();
      void media.play().catch(() => undefined);
      expect(media.paused).to.equal(false);
    },
  },
]);

describe('<pb-media> players', () => {
  it('gives audio and video the native controls, even when the CMS printed none', async () => {
    const el = await mount<PbMediaElement>(bareAudio, 'pb-media');
    expect(mediaOf(el).controls).to.equal(true);
    const video = await mount<PbMediaElement>(playableVideo.replace(' controls="controls"', ''), 'pb-media');
    expect(mediaOf(video).controls).to.equal(true);
  });

  it('leaves printed controls as they are: setting them again made Chromium redraw its controls (a layout shift)', async () => {
    const el = await mount<PbMediaElement>(audioModule(), 'pb-media');
    const audio = mediaOf(el);
    const seen: string[] = [];
    const watch = new MutationObserver((records) => records.forEach((r) => seen.push(r.attributeName!)));
    watch.observe(audio, { attributes: true, attributeFilter: ['controls'] });
    el.requestUpdate();
    await el.updateComplete;
    watch.disconnect();
    expect([seen, audio.getAttribute('controls')]).to.deep.equal([[], 'controls']);
  });

  it('never starts with sound: an unmuted autoplay is dropped, a muted one kept', async () => {
    const loud = await mount<PbMediaElement>(audioModule().replace('<audio ', '<audio autoplay '), 'pb-media');
    expect(mediaOf(loud).autoplay).to.equal(false);
    expect(mediaOf(loud).paused).to.equal(true);
    const quiet = await mount<PbMediaElement>(
      videoModule(`<source type="audio/wav" src="${WAV}">`, 'autoplay muted loop'),
      'pb-media',
    );
    expect(mediaOf(quiet).autoplay).to.equal(true);
  });

  it('plays one player at a time: starting a second pauses the first', async () => {
    const first = await mount<PbMediaElement>(audioModule(), 'pb-media');
    const second = await mount<PbMediaElement>(playableVideo, 'pb-media');
    const [a, b] = [mediaOf(first), mediaOf(second)];
    a.muted = b.muted = true;
    await activate();
    // Not awaited: the play event (what the element follows) comes whether or not this machine can output sound.
    void a.play().catch(() => undefined);
    expect(a.paused).to.equal(false);
    void b.play().catch(() => undefined);
    await until(() => a.paused);
    expect([a.paused, b.paused]).to.deep.equal([true, false]);
    void a.play().catch(() => undefined);
    await until(() => b.paused);
    expect([a.paused, b.paused]).to.deep.equal([false, true]);
  });

  it('stretches the video to its column at the ratio its width and height give, 16:9 when they give none', async () => {
    const host = document.createElement('div');
    host.className = 'pb-test-fixture';
    host.style.width = '400px';
    document.body.append(host);
    host.innerHTML = `${videoModule(`<source type="audio/wav" src="${WAV}">`, 'width="1080" height="540"')}${videoModule(
      `<source type="audio/wav" src="${WAV}">`,
      'width="100%"',
    )}${videoModule(`<source type="audio/wav" src="${WAV}">`, '', ' ratio="4:3"')}`;
    const [wide, plain, written] = [...host.querySelectorAll('pb-media')] as PbMediaElement[];
    await Promise.all([wide.updateComplete, plain.updateComplete, written.updateComplete]);
    const size = (el: PbMediaElement) => {
      const box = mediaOf(el).getBoundingClientRect();
      return [Math.round(box.width), Math.round(box.height)];
    };
    expect(size(wide)).to.deep.equal([400, 200]);
    expect(size(plain)).to.deep.equal([400, 225]);
    expect(size(written)).to.deep.equal([400, 300]);
  });

  it('fits the wrapper the CMS printed at a fixed width into a narrower column', async () => {
    const host = document.createElement('div');
    host.className = 'pb-test-fixture';
    host.style.width = '300px';
    document.body.append(host);
    host.innerHTML = playableVideo.replace('<div class="wp-video">', '<div class="wp-video" style="width: 1080px">');
    const el = host.querySelector('pb-media') as PbMediaElement;
    await el.updateComplete;
    expect(Math.round(el.querySelector('.wp-video')!.getBoundingClientRect().width)).to.equal(300);
  });
});

describe('<pb-media> download link (spec §8)', () => {
  it('offers the file for download when no source is of a type the browser can play', async () => {
    const el = await mount<PbMediaElement>(unplayableVideo, 'pb-media');
    const link = linkOf(el)!;
    expect(link.getAttribute('href')).to.equal('/elements/pb-media/clip.flv');
    expect(link.hasAttribute('download')).to.equal(true);
    expect(link.textContent).to.equal('Download video: clip.flv');
    expect(el.failed).to.equal(true);
    expect(getComputedStyle(mediaOf(el)).display).to.equal('none');
    expect(link.getBoundingClientRect().height).to.be.at.least(24);
  });

  it('offers it when every source fails to load (the error of the last source)', async () => {
    const el = await mount<PbMediaElement>(
      audioModule('/elements/pb-media/missing.wav', 'audio/wav', ' download-label="Get the recording"'),
      'pb-media',
    );
    expect(linkOf(el)).to.equal(null);
    mediaOf(el).preload = 'auto';
    mediaOf(el).load();
    await until(() => linkOf(el), 5000);
    expect(linkOf(el)!.textContent).to.equal('Get the recording: missing.wav');
  });

  it('offers it when the media source itself fails (its own error event)', async () => {
    const el = await mount<PbMediaElement>(
      '<pb-media><video src="/elements/pb-media/missing.mp4" preload="auto"></video></pb-media>',
      'pb-media',
    );
    await until(() => linkOf(el), 5000);
    expect(linkOf(el)!.getAttribute('href')).to.equal('/elements/pb-media/missing.mp4');
  });

  it('offers nothing for media the browser plays', async () => {
    const el = await mount<PbMediaElement>(audioModule(), 'pb-media');
    const media = mediaOf(el);
    media.preload = 'auto';
    media.load();
    await until(() => media.readyState >= 1, 5000);
    expect([linkOf(el), el.failed]).to.deep.equal([null, false]);
  });
});
