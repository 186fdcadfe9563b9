import { expect } from '@open-wc/testing';
import { failNextLoads, onDemand } from './on-demand.js';
import { PbElement } from './pb-element.js';
import { warningsDuring } from './test/console.js';

class LoaderProbeElement extends PbElement {
  static override tagName = 'pb-probe-on-demand';
}
LoaderProbeElement.define();

/** An importer that counts its calls and fails while `offline` is true. */
function fakeImporter() {
  const state = { calls: 0, offline: false };
  const importer = async () => {
    state.calls++;
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (state.offline) throw new TypeError('Failed to fetch dynamically imported module');
    return { answer: 42 };
  };
  return { state, importer };
}

describe('onDemand', () => {
  it('loads once for every caller, and hands the part over synchronously once it has arrived', async () => {
    const { state, importer } = fakeImporter();
    const part = onDemand('probe part', importer);
    expect(part.loaded === undefined).to.equal(true);
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect(a === b).to.equal(true);
    expect(state.calls).to.equal(1);
    expect(part.loaded?.answer).to.equal(42);
    await part.load();
    expect(state.calls).to.equal(1);
  });

  it('forgets a failed load, so the next call loads again, and warns once however often it fails', async () => {
    const { state, importer } = fakeImporter();
    const part = onDemand('probe part that fails', importer);
    state.offline = true;
    const warnings = await warningsDuring(async () => {
      for (let i = 0; i < 2; i++) {
        let failed = false;
        await part.load().catch(() => (failed = true));
        expect(failed).to.equal(true);
      }
    });
    expect(warnings.length).to.equal(1);
    expect(warnings[0]).to.contain('probe part that fails could not load');
    expect(part.loaded === undefined).to.equal(true);
    state.offline = false;
    expect((await part.load()).answer).to.equal(42);
    expect(state.calls).to.equal(3);
  });

  it('failNextLoads makes exactly the next loads of that part fail, as a lost connection would', async () => {
    const { state, importer } = fakeImporter();
    const part = onDemand('probe part with a seam', importer);
    failNextLoads('probe part with a seam');
    const first = await warningsDuring(() =>
      part.load().then(
        () => 'loaded',
        () => 'failed',
      ),
    );
    expect(first.length).to.equal(1);
    expect(state.calls).to.equal(0);
    expect((await part.load()).answer).to.equal(42);
    expect(state.calls).to.equal(1);
  });

  it("counts a host's loads in its updateComplete", async () => {
    const host = document.createElement('pb-probe-on-demand') as LoaderProbeElement;
    document.body.append(host);
    try {
      await host.updateComplete;
      let arrived = false;
      const part = onDemand('probe part for a host', async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        arrived = true;
        return {};
      });
      void part.load(host);
      await host.updateComplete;
      expect(arrived).to.equal(true);
    } finally {
      host.remove();
    }
  });

  it("a host's updateComplete also settles when the load fails", async () => {
    const host = document.createElement('pb-probe-on-demand') as LoaderProbeElement;
    document.body.append(host);
    try {
      const part = onDemand('probe part failing for a host', () => Promise.reject(new TypeError('offline')));
      await warningsDuring(async () => {
        part.load(host).catch(() => undefined);
        expect(await host.updateComplete).to.equal(true);
      });
    } finally {
      host.remove();
    }
  });
});
