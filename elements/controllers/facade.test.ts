/**
 * The Facade as any gated element would use it (a map here, with its own block class and consent category):
 * the contextual consent placeholder, its two actions and the callbacks, independent of `<lazy-video>`.
 */
import { expect, oneEvent } from '@open-wc/testing';
import { ConsentDouble } from '../base/test/consent-double.js';
import { PbElement } from '../base/pb-element.js';
import { configure, resetConfig } from '../core/config.js';
import { provideConsent, type ConsentSource } from '../core/consent.js';
import { ConsentGate } from './consent-gate.js';
import { Facade } from './facade.js';

/** A stand-in for a future gated element: its content is a marker element instead of a third-party map. */
class TestMap extends PbElement {
  static override properties = {
    loadOnceLabel: { attribute: 'load-once-label' },
    alwaysAllowLabel: { attribute: 'always-allow-label' },
  };
  declare loadOnceLabel?: string;
  declare alwaysAllowLabel?: string;
  readonly gate = new ConsentGate(this, () => 'maps');
  loads = 0;
  facade = new Facade('test-map', this.gate, () => this.load(), this);

  load(): void {
    if (!this.gate.ask()) return;
    this.loads++;
    this.facade.root.replaceWith(Object.assign(document.createElement('div'), { className: 'loaded-map' }));
  }

  protected override update(changed: Map<PropertyKey, unknown>): void {
    super.update(changed);
    if (!this.facade.root.isConnected && !this.loads) this.append(this.facade.root);
    this.facade.render({
      label: 'Show map',
      notice: 'Loads from tiles.example, which may set cookies.',
      granted: this.gate.granted,
      images: [],
    });
  }
}
TestMap.define('pb-test-map');

const maps: TestMap[] = [];
async function mountMap(attributes = ''): Promise<TestMap> {
  const host = document.createElement('div');
  host.innerHTML = `<pb-test-map ${attributes}></pb-test-map>`;
  document.body.append(host);
  const map = host.firstElementChild as TestMap;
  maps.push(map);
  await map.updateComplete;
  return map;
}
const part = (map: Element, name: string) => map.querySelector<HTMLElement>(`.test-map__${name}`)!;

beforeEach(() => configure({ consent: { gate: true, clickConsents: false } }));
afterEach(() => {
  maps.splice(0).forEach((map) => map.parentElement!.remove());
  resetConfig();
  provideConsent(undefined);
});

describe('Facade: the contextual consent placeholder any gated element shares', () => {
  it('builds the block-named group: the notice names the group and describes the play button; two real buttons', async () => {
    provideConsent(new ConsentDouble());
    const map = await mountMap();
    const group = part(map, 'consent');
    const notice = part(map, 'notice');
    expect(group.getAttribute('role')).to.equal('group');
    expect(group.getAttribute('aria-labelledby')).to.equal(notice.id);
    expect(part(map, 'play').getAttribute('aria-describedby')).to.equal(notice.id);
    expect(notice.textContent).to.equal('Loads from tiles.example, which may set cookies.');
    const actions = part(map, 'consent-actions');
    expect(actions.parentElement === group).to.equal(true);
    for (const [name, text] of [
      ['load-once', 'Load once'],
      ['always-allow', 'Always allow'],
    ]) {
      const button = part(map, name) as HTMLButtonElement;
      expect(button.parentElement === actions).to.equal(true);
      expect(button.localName + ' ' + button.type).to.equal('button button');
      expect(button.textContent).to.equal(text);
    }
    expect(group.hidden).to.equal(false);
  });

  it('takes its button labels from the labels source at each render', async () => {
    provideConsent(new ConsentDouble());
    const map = await mountMap('load-once-label="Une fois" always-allow-label="Toujours"');
    expect(part(map, 'load-once').textContent).to.equal('Une fois');
    expect(part(map, 'always-allow').textContent).to.equal('Toujours');
    map.loadOnceLabel = 'Einmal';
    await map.updateComplete;
    expect(part(map, 'load-once').textContent).to.equal('Einmal');
  });

  it('"Load once" grants this host alone and loads it, even when clicks do not count as consent', async () => {
    const consent = new ConsentDouble();
    provideConsent(consent);
    const first = await mountMap();
    const second = await mountMap();
    part(first, 'load-once').click();
    expect(first.loads).to.equal(1);
    expect(first.gate.granted).to.equal(true);
    expect(consent.allowed.length).to.equal(0);
    expect(consent.granted('maps')).to.equal(false);
    await second.updateComplete;
    expect(second.gate.granted).to.equal(false);
    expect(part(second, 'consent').hidden).to.equal(false);
  });

  it('"Always allow" asks the consent source for the category, loads this host, and the others follow', async () => {
    const consent = new ConsentDouble();
    provideConsent(consent);
    const first = await mountMap();
    const second = await mountMap();
    part(first, 'always-allow').click();
    expect(consent.allowed).to.deep.equal(['maps']);
    expect(first.loads).to.equal(1);
    await second.updateComplete;
    expect(part(second, 'consent').hidden).to.equal(true);
    expect(part(second, 'play').hasAttribute('aria-describedby'), 'no description from a hidden notice').to.equal(
      false,
    );
    expect(second.loads, 'the other waits for its own click').to.equal(0);
  });

  it('"Always allow" without a source that can allow: this host alone, and the page is asked', async () => {
    const source: ConsentSource = { granted: () => false, subscribe: () => () => {} };
    provideConsent(source);
    const first = await mountMap();
    const second = await mountMap();
    const request = oneEvent(first, 'pb-consent-request');
    part(first, 'always-allow').click();
    expect((await request).detail).to.deep.equal({ category: 'maps' });
    expect(first.loads).to.equal(1);
    await second.updateComplete;
    expect(part(second, 'consent').hidden).to.equal(false);
  });

  it('the play button keeps its own rule: no click consent asks the page, and the notice text is no play target', async () => {
    provideConsent(new ConsentDouble());
    const map = await mountMap();
    const request = oneEvent(map, 'pb-consent-request');
    part(map, 'play').click();
    expect((await request).detail).to.deep.equal({ category: 'maps' });
    part(map, 'notice').click();
    expect(map.loads).to.equal(0);
    configure({ consent: { gate: true, clickConsents: true } });
    part(map, 'play').click();
    expect(map.loads).to.equal(1);
  });

  it('is not made where consent exists, and is hidden entirely once granted', async () => {
    const consent = new ConsentDouble();
    provideConsent(consent);
    const map = await mountMap();
    expect(part(map, 'consent').hidden).to.equal(false);
    consent.grant('maps');
    await map.updateComplete;
    expect(part(map, 'consent').hidden).to.equal(true);
    expect(part(map, 'notice').hidden).to.equal(true);
    expect(part(map, 'play').hasAttribute('aria-describedby')).to.equal(false);
    const granted = await mountMap();
    expect(part(granted, 'consent')).to.equal(null);
    expect([...granted.facade.root.children].map((child) => child.localName)).to.deep.equal(['img', 'button']);
  });
});
