import { expect } from '@open-wc/testing';
import { unblockScripts } from './script-unblocker.js';

type Log = { __unblocked?: string[] };
const log = () => ((window as Log).__unblocked ??= []);

describe('unblockScripts', () => {
  let root: HTMLElement;
  beforeEach(() => {
    (window as Log).__unblocked = [];
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => root.remove());

  const held = (category: string, code: string, attribute = 'data-cookie-category') => {
    const script = document.createElement('script');
    script.type = 'text/plain';
    script.setAttribute(attribute, category);
    script.text = code;
    return script;
  };

  it('runs nothing before consent, then each granted category in document order, once', async () => {
    const external = document.createElement('script');
    external.type = 'text/plain';
    external.dataset.cookieCategory = 'analytics';
    external.src = `data:text/javascript,${encodeURIComponent("window.__unblocked.push('external')")}`;
    root.append(
      held('analytics', "window.__unblocked.push('a1')"),
      external,
      held('advertisement', "window.__unblocked.push('ad')"),
      held('analytics', "window.__unblocked.push('a2')", 'data-cli-script-type'),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log()).to.deep.equal([]);

    const granted = new Set(['analytics']);
    await Promise.all([unblockScripts((c) => granted.has(c), root), unblockScripts((c) => granted.has(c), root)]);
    expect(log()).to.deep.equal(['a1', 'external', 'a2']);
    expect(root.querySelectorAll('script[data-pb-consent="accepted"]').length).to.equal(3);

    granted.add('advertisement');
    await unblockScripts((c) => granted.has(c), root);
    expect(log()).to.deep.equal(['a1', 'external', 'a2', 'ad']);
    await unblockScripts(() => true, root);
    expect(log().length, 'never twice').to.equal(4);
  });
});
