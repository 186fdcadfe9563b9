/**
 * The fuzz harness's own checks: every catalogued element is in a fuzz family, the mutations do what they say,
 * the network guard notices a request to another host (so "no external request" in the fuzz files means one), and
 * only WebKit's media controls' errors are set aside (so "nothing throws" still means it of ours).
 */
import { expect } from '@open-wc/testing';
import { isWebKitMediaControlsError } from '../../../elements/base/test/webkit-media-controls.js';
import { CATALOGUE } from '../../../elements/catalogue.js';
import { FAMILIES } from './families.js';
import { applyEdits, parseFixture, type Edit } from './mutate.js';
import { installNetworkGuard, markupOrigins } from './network.js';

const edit = (kind: Edit['kind'], target = 1, other = 0, value = 'NaN'): Edit => ({ kind, target, other, value });
const FIXTURE = '<x-root data-n="3"><ul><li id="a">A</li><li id="b">B</li></ul><p class="c">C</p></x-root>';

describe('fuzz harness', () => {
  it('fuzzes every element of the catalogue, each in one family', () => {
    const fuzzed = Object.values(FAMILIES).flat();
    expect([...fuzzed].sort()).to.deep.equal(CATALOGUE.map((e) => e.tag).sort());
    expect(new Set(fuzzed).size).to.equal(fuzzed.length);
  });

  it('removes, duplicates, re-types, nests and spoils attributes as drawn', () => {
    const mutated = (edits: Edit[], observed: string[] = []) => {
      const { root } = parseFixture(FIXTURE, 'x-root');
      applyEdits(root, edits, observed);
      return root.outerHTML;
    };
    expect(mutated([edit('remove', 1)])).to.equal(
      '<x-root data-n="3"><ul><li id="b">B</li></ul><p class="c">C</p></x-root>',
    );
    expect(mutated([edit('duplicate', 2)])).to.contain('<li id="b">B</li><li id="b">B</li>');
    expect(mutated([edit('reorder', 2)])).to.contain('<li id="b">B</li><li id="a">A</li>');
    expect(mutated([edit('retype', 3, 0)])).to.contain('<div class="c">C</div>');
    expect(mutated([edit('nest', 3, 0)])).to.equal(
      '<x-root data-n="3"><ul><li id="a">A</li><li id="b">B</li><p class="c">C</p></ul></x-root>',
    );
    expect(mutated([edit('dropAttribute', 0)])).to.match(/^<x-root>/);
    expect(mutated([edit('emptyAttribute', 0)])).to.match(/^<x-root data-n="">/);
    expect(mutated([edit('garbageAttribute', 0, 0, '%zz')])).to.match(/^<x-root data-n="%zz">/);
    expect(mutated([edit('hugeAttribute', 0, 0, 'ab')]).length).to.be.greaterThan(10_240);
    expect(mutated([edit('setObserved', 0, 1)], ['zoom', 'lat'])).to.match(/ lat="NaN"/);
  });

  it('notices an image, a fetch and a preconnect aimed at another host', async () => {
    const guard = installNetworkGuard();
    try {
      const host = document.createElement('div');
      host.innerHTML = '<link rel="preconnect" href="https://tracker.invalid">';
      document.body.append(host);
      const image = new Image();
      host.append(image);
      const blocked = new Promise((resolve) =>
        document.addEventListener('securitypolicyviolation', resolve, { once: true }),
      );
      image.src = 'https://images.invalid/pixel.png';
      await blocked;
      let refused = false;
      await fetch('https://api.invalid/data').catch(() => (refused = true));
      guard.scan(host);
      host.remove();
      expect(refused, 'the fetch was refused').to.equal(true);
      expect(guard.external()).to.have.members([
        'blocked https://images.invalid/pixel.png',
        'fetch https://api.invalid/data',
        '<link> https://tracker.invalid',
      ]);
      // An image the markup itself points at is the page's own doing; a fetch never is.
      expect(guard.external(new Set(['https://images.invalid', 'https://api.invalid']))).to.have.members([
        'fetch https://api.invalid/data',
        '<link> https://tracker.invalid',
      ]);
    } finally {
      guard.restore();
    }
  });

  it("finds the other hosts a fixture's markup loads from by itself", () => {
    const { root } = parseFixture(
      `<x-root data-src="https://data.invalid/v"><img src="//img.invalid/a.png" srcset="/local.png 1x, https://set.invalid/b.png 2x"><div style="background:url('https://bg.invalid/c.jpg')"></div><a href="https://link.invalid/">x</a><audio src="javascript:void(0)"></audio></x-root>`,
      'x-root',
    );
    expect([...markupOrigins(root)].sort()).to.deep.equal([
      'http://img.invalid',
      'https://bg.invalid',
      'https://set.invalid',
    ]);
  });

  it("sets aside only WebKit's media controls' two messages, and only with no source URL", () => {
    expect(isWebKitMediaControlsError('TypeError: Type error', location.href), 'thrown by this file').to.equal(false);
    expect(isWebKitMediaControlsError('TypeError: Type error', ''), "WebKit's controls: Type error").to.equal(true);
    expect(isWebKitMediaControlsError('Type error', undefined), 'without the class name').to.equal(true);
    const emptyRanges = "ReferenceError: Can't find variable: EmptyRanges";
    expect(isWebKitMediaControlsError(emptyRanges, ''), "WebKit's controls: EmptyRanges").to.equal(true);
    const ofPage = `${location.origin}/elements/x.js`;
    expect(isWebKitMediaControlsError('TypeError: Type error', ofPage), 'the same from a source of the page').to.equal(
      false,
    );
    expect(isWebKitMediaControlsError("TypeError: null is not an object (evaluating 'x.y')", '')).to.equal(false);
    expect(isWebKitMediaControlsError('TypeError: Type error in x', ''), 'only the exact message').to.equal(false);
  });
});
