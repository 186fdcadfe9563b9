import { expect } from '@open-wc/testing';
import { PbElement } from './pb-element.js';
import { PbEvent } from '../core/pb-event.js';
import { warningsDuring } from './test/console.js';

class ProbeElement extends PbElement {
  static override tagName = 'pb-probe-base';
  report(message: string) {
    this.warn(message);
  }
  hint(message: string) {
    this.devWarn(message);
  }
  announce(cancelable: boolean) {
    return this.emit(new PbEvent('pb-probe', { n: 1 }, cancelable));
  }
}
ProbeElement.define();

describe('PbElement', () => {
  let probe: ProbeElement;
  beforeEach(async () => {
    probe = document.createElement('pb-probe-base') as ProbeElement;
    probe.innerHTML = '<p>Author content</p>';
    document.body.append(probe);
    await probe.updateComplete;
  });
  afterEach(() => probe.remove());

  it('renders into the light DOM and keeps the author content', () => {
    expect(probe.shadowRoot === null).to.equal(true);
    expect(probe.querySelector('p')?.textContent).to.equal('Author content');
  });

  it('reports bad input and markup hints once per element and message, naming the tag', async () => {
    const warnings = await warningsDuring(() => {
      probe.report('bad value "x"');
      probe.report('bad value "x"');
      probe.report('bad value "y"');
      probe.hint('wrap one placeholder only');
      probe.hint('wrap one placeholder only');
    });
    expect(warnings).to.deep.equal([
      '[pb-elements] <pb-probe-base>: bad value "x"',
      '[pb-elements] <pb-probe-base>: bad value "y"',
      '[pb-elements] <pb-probe-base>: wrap one placeholder only',
    ]);
  });

  it('emits events that bubble out of shadow roots, cancelable only when asked', () => {
    const seen: Array<{ composed: boolean; bubbles: boolean; detail: unknown }> = [];
    const listener = (event: Event) => {
      seen.push({ composed: event.composed, bubbles: event.bubbles, detail: (event as CustomEvent).detail });
      event.preventDefault();
    };
    document.addEventListener('pb-probe', listener);
    try {
      expect(probe.announce(false), 'not cancelable: preventDefault is ignored').to.equal(true);
      expect(probe.announce(true), 'cancelable: vetoed').to.equal(false);
    } finally {
      document.removeEventListener('pb-probe', listener);
    }
    expect(seen).to.deep.equal([
      { composed: true, bubbles: true, detail: { n: 1 } },
      { composed: true, bubbles: true, detail: { n: 1 } },
    ]);
  });

  it('does nothing where there is no registry (a server)', () => {
    expect(() => ProbeElement.define('pb-probe-nowhere', null)).not.to.throw();
    expect(customElements.get('pb-probe-nowhere') === undefined).to.equal(true);
  });

  it('reports, instead of throwing, a registration the registry refuses', async () => {
    const warnings = await warningsDuring(() =>
      expect(() => ProbeElement.define('pb-probe-second-name')).not.to.throw(),
    );
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('<pb-probe-second-name> could not be defined');
  });

  // The "defer-hydration" protocol the React wrappers use around children React hydrates (docs/ARCHITECTURE.md,
  // "React wrappers and hydration").
  it('waits while defer-hydration is present and upgrades, connected() included, once it is removed', async () => {
    let connects = 0;
    class DeferredProbe extends PbElement {
      static override tagName = 'pb-probe-deferred';
      hostConnects = 0;
      constructor() {
        super();
        this.addController({ hostConnected: () => this.hostConnects++ });
      }
      protected override connected() {
        connects++;
        this.connection.add(() => connects--);
      }
    }
    DeferredProbe.define();
    const deferred = document.createElement('pb-probe-deferred') as DeferredProbe;
    deferred.setAttribute('defer-hydration', '');
    document.body.append(deferred);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect([deferred.hasUpdated, connects]).to.deep.equal([false, 0]);
    deferred.removeAttribute('defer-hydration');
    await deferred.updateComplete;
    expect([deferred.hasUpdated, connects, deferred.hostConnects]).to.deep.equal([true, 1, 1]);
    // Set again later, it changes nothing (the wrapper never does; a stray attribute must not disconnect it).
    deferred.setAttribute('defer-hydration', '');
    deferred.removeAttribute('defer-hydration');
    expect([connects, deferred.hostConnects]).to.deep.equal([1, 1]);
    deferred.remove();
    expect(connects).to.equal(0);
  });
});
