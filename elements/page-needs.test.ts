import { expect } from '@open-wc/testing';
import { pageBlock, pageNeeds } from './page-needs.js';

/** Puts a `#pb-config` block (or none) and some markup in the page for one test. */
function page(config: string | null, markup = ''): void {
  const host = document.createElement('div');
  host.className = 'pb-needs-fixture';
  host.innerHTML = markup;
  if (config !== null) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'pb-config';
    block.textContent = config;
    host.append(block);
  }
  document.body.append(host);
}

type Globals = Record<string, unknown>;

describe('pageNeeds: whether autoload preloads a part with its element', () => {
  afterEach(() => {
    document.querySelectorAll('.pb-needs-fixture').forEach((node) => node.remove());
    delete (globalThis as Globals).et_pb_motion_elements;
    delete (globalThis as Globals).et_pb_custom;
  });

  it('a selector: only when the page has a match', () => {
    page(null, '<div class="et_pb_circle_counter"></div>');
    expect(pageNeeds('.et_pb_circle_counter')).to.equal(true);
    expect(pageNeeds('.et_pb_slider_carousel,.et_pb_video_overlay')).to.equal(false);
  });

  it('gate: consent gating on in #pb-config and no <cookie-bar> of ours', () => {
    page('{ "consent": { "gate": true } }');
    expect(pageNeeds('gate')).to.equal(true);
    page(null, '<cookie-bar hidden></cookie-bar>');
    expect(pageNeeds('gate'), 'our bar keeps the choice itself').to.equal(false);
  });

  it('gate: off by default, and with gating off, a malformed block or none', () => {
    expect(pageNeeds('gate')).to.equal(false);
    page('{ "consent": { "gate": false } }');
    expect(pageNeeds('gate')).to.equal(false);
    document.querySelector('.pb-needs-fixture')!.remove();
    page('{ "consent": { "gate": tru');
    expect(pageBlock()).to.deep.equal({});
    expect(pageNeeds('gate')).to.equal(false);
  });

  it('reads the block once while it is unchanged, and anew when its text changes', () => {
    page('{ "consent": { "gate": true } }');
    expect(pageBlock(), 'the same object while the text is the same').to.equal(pageBlock());
    expect(pageNeeds('gate')).to.equal(true);
    document.getElementById('pb-config')!.textContent = '{ "consent": { "gate": false } }';
    expect(pageNeeds('gate')).to.equal(false);
    document.getElementById('pb-config')!.remove();
    expect(pageBlock()).to.deep.equal({});
  });

  it('$setting: from #pb-config first, else the page global; "no", "off", "false" and empty count as unset', () => {
    expect(pageNeeds('$et_pb_motion_elements')).to.equal(false);
    (globalThis as Globals).et_pb_motion_elements = { desktop: [] };
    expect(pageNeeds('$et_pb_motion_elements')).to.equal(true);
    (globalThis as Globals).et_pb_custom = { is_cache_plugin_active: 'no' };
    expect(pageNeeds('$et_pb_custom.is_cache_plugin_active')).to.equal(false);
    page('{ "et_pb_custom": { "is_cache_plugin_active": "yes" } }');
    expect(pageNeeds('$et_pb_custom.is_cache_plugin_active'), 'the block wins over the global').to.equal(true);
    for (const value of ['off', 'false', '', 0, false]) {
      document.querySelector('.pb-needs-fixture')!.remove();
      page(JSON.stringify({ et_pb_custom: { is_cache_plugin_active: value } }));
      expect(pageNeeds('$et_pb_custom.is_cache_plugin_active'), JSON.stringify(value)).to.equal(false);
    }
  });

  it('$setting: a path through a missing or non-object value is unset, not an error', () => {
    page('{ "et_pb_custom": 5 }');
    expect(pageNeeds('$et_pb_custom.is_cache_plugin_active')).to.equal(false);
    expect(pageNeeds('$nothing.at.all')).to.equal(false);
  });
});
