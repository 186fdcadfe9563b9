/**
 * The printed bar before its element runs (cookie-bar.css): nothing of it shows, so a returning visitor sees no
 * flash and nobody clicks a button that cannot act yet; once the element runs, a first visit sees the bar. The tag
 * itself is hidden until defined, not its children (scripts/css/defined.spec.ts says why). This file never imports
 * the element before its test does.
 */
import { expect } from '@open-wc/testing';
import type { CookieBarElement } from './cookie-bar.js';
import { bareTag, plugin1x, until, useFirstVisit } from './cookie-bar.fixtures.js';

/** Whether any of `element`'s content has a box on the page. */
const shows = (element: Element) => [...element.querySelectorAll('*')].some((part) => part.getClientRects().length);

describe('<cookie-bar> before it is defined', () => {
  useFirstVisit();

  it("shows nothing of the plugin's bar or a bare tag's text until the element runs, then the bar", async () => {
    const host = Object.assign(document.createElement('div'), { className: 'pb-test-fixture' });
    host.innerHTML = plugin1x + bareTag();
    document.body.append(host);
    const [plugin, bare] = host.querySelectorAll<CookieBarElement>('cookie-bar');
    expect(customElements.get('cookie-bar'), 'not yet defined').to.equal(undefined);
    expect([shows(plugin!), shows(bare!)], 'printed').to.deep.equal([false, false]);
    expect(host.innerText.trim(), 'no text rendered').to.equal('');

    bare!.remove();
    await import('./define.js');
    await plugin!.updateComplete;
    await until(() => shows(plugin!));
    expect(
      plugin!.querySelector('#cookie-law-info-bar')?.getClientRects().length,
      'the bar, once the element runs',
    ).to.equal(1);
  });
});
