/**
 * A React wrapper rendered on the server (react-dom/server, here in the page) gives HTML the element upgrades from
 * as soon as its code runs, before React hydrates; hydrating it then warns of nothing and keeps the upgraded node.
 */
import { expect } from '@open-wc/testing';
import * as React from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { LazyVideo } from '../../react/lazy-video.js';
import { PbSlider } from '../../react/pb-slider.js';
import type { LazyVideoElement } from '../../elements/lazy-video/lazy-video.js';
import type { PbSliderElement } from '../../elements/pb-slider/pb-slider.js';

const VIDEO_ID = 'dQw4w9WgXcQ';
let container: HTMLElement;
let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  root = undefined;
  container.remove();
});

/** Console errors and warnings, and React's recoverable errors, while `hydrate` runs until its effects have. */
async function hydrateCapturing(app: React.ReactElement): Promise<string[]> {
  const messages: string[] = [];
  const original = { error: console.error, warn: console.warn };
  console.error = (...args: unknown[]) => messages.push(`error: ${args.map(String).join(' ')}`);
  console.warn = (...args: unknown[]) => messages.push(`warn: ${args.map(String).join(' ')}`);
  try {
    await new Promise<void>((resolve) => {
      const Done = () => {
        React.useEffect(() => resolve(), []);
        return null;
      };
      root = hydrateRoot(container, React.createElement(React.Fragment, null, app, React.createElement(Done)), {
        onRecoverableError: (error) => messages.push(`recoverable: ${String(error)}`),
      });
    });
    // Any update React scheduled after the commit has run by the next frames.
    for (let frame = 0; frame < 3; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
  } finally {
    Object.assign(console, original);
  }
  return messages;
}

/** Puts server HTML in the page, as a browser parses it: the element upgrades before any React code runs. */
function serverHtml(app: React.ReactElement): string {
  const html = renderToString(app);
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return html;
}

describe('React wrappers: server HTML, upgrade, hydration', () => {
  it('a lazy video upgrades from the server HTML with its props, then hydrates with no warning', async () => {
    const app = React.createElement(LazyVideo, { videoId: VIDEO_ID, videoTitle: 'Launch film', nocookie: true });
    const html = serverHtml(app);
    expect(html).to.equal(`<lazy-video video-id="${VIDEO_ID}" title="Launch film" nocookie=""></lazy-video>`);
    const el = container.querySelector<LazyVideoElement>('lazy-video')!;
    await el.updateComplete;
    expect([el.videoId, el.videoTitle, el.nocookie]).to.deep.equal([VIDEO_ID, 'Launch film', true]);
    const label = el.querySelector('.lazy-video__play')?.getAttribute('aria-label') ?? el.textContent;
    expect(label).to.contain('Launch film');

    const messages = await hydrateCapturing(app);
    expect(messages).to.deep.equal([]);
    expect(container.querySelector('lazy-video') === el).to.equal(true);
    expect([el.videoId, el.videoTitle, el.nocookie]).to.deep.equal([VIDEO_ID, 'Launch film', true]);
    expect(el.querySelectorAll('.lazy-video__facade').length).to.equal(1);

    // After hydration React 19 updates a changed prop (as the property where the element has one of that name, as
    // the attribute otherwise): a new title, and nocookie off.
    flushSync(() => root!.render(React.createElement(LazyVideo, { videoId: VIDEO_ID, videoTitle: 'Other film' })));
    await el.updateComplete;
    expect([el.getAttribute('title'), el.videoTitle, Boolean(el.nocookie)]).to.deep.equal([
      'Other film',
      'Other film',
      false,
    ]);
    expect(container.querySelector('lazy-video') === el).to.equal(true);
  });

  // A wrapper with children waits for React (docs/ARCHITECTURE.md, "React wrappers and hydration"): upgrading first
  // would put the slider's arrows and pickers among the nodes React compares, and React would render them anew.
  it('a slider with React children hydrates with no warning, keeps the server nodes, then upgrades', async () => {
    const quotes = ['Fast and careful.', 'The right questions.', 'Online in a day.'];
    const app = React.createElement(
      PbSlider,
      { label: 'Quotes' },
      quotes.map((quote) => React.createElement('blockquote', { key: quote }, React.createElement('p', null, quote))),
    );
    const html = serverHtml(app);
    expect(html.startsWith('<pb-slider label="Quotes" defer-hydration="">')).to.equal(true);
    const el = container.querySelector<PbSliderElement>('pb-slider')!;
    const serverQuotes = [...el.querySelectorAll('blockquote')];
    await new Promise((resolve) => requestAnimationFrame(resolve));
    // Defined, connected, and waiting: no chrome, the server's nodes untouched.
    expect([
      customElements.get('pb-slider') !== undefined,
      el.hasUpdated,
      el.querySelectorAll('.et-pb-controllers').length,
    ]).to.deep.equal([true, false, 0]);

    const messages = await hydrateCapturing(app);
    expect(messages).to.deep.equal([]);
    await el.updateComplete;
    expect([el.hasAttribute('defer-hydration'), el.querySelectorAll('.et-pb-controllers').length]).to.deep.equal([
      false,
      1,
    ]);
    expect(container.querySelector('pb-slider') === el).to.equal(true);
    const kept = [...el.querySelectorAll('blockquote')];
    expect([kept.length, kept.every((quote, i) => quote === serverQuotes[i])]).to.deep.equal([3, true]);

    // A later render (a changed prop) neither puts the attribute back nor disturbs the chrome.
    flushSync(() => root!.render(React.createElement(PbSlider, { label: 'Sayings' }, app.props.children)));
    await el.updateComplete;
    expect([
      el.label,
      el.hasAttribute('defer-hydration'),
      el.querySelectorAll('.et-pb-controllers').length,
    ]).to.deep.equal(['Sayings', false, 1]);
  });

  it('a slider with children rendered only on the client upgrades before the next frame', async () => {
    container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    root = createRoot(container);
    flushSync(() =>
      root!.render(
        React.createElement(
          PbSlider,
          null,
          React.createElement('blockquote', null, 'One'),
          React.createElement('blockquote', null, 'Two'),
        ),
      ),
    );
    const el = container.querySelector<PbSliderElement>('pb-slider')!;
    expect(el.hasAttribute('defer-hydration')).to.equal(false);
    await el.updateComplete;
    expect(el.querySelectorAll('.et-pb-controllers').length).to.equal(1);
  });
});
