import { expect } from '@open-wc/testing';
import type { PropertyDeclarations, PropertyValues } from '@lit/reactive-element';
import { nextTask } from '../core/next-task.js';
import { PbElement } from './pb-element.js';
import { spendTurn } from './test/spent-turn.js';

/** Counts its attribute reads (each read converts), and logs what each element's first update was told changed. */
class AttributeProbe extends PbElement {
  static override tagName = 'pb-probe-attribute-reads';
  static conversions = 0;
  static override properties: PropertyDeclarations = {
    label: {
      converter: {
        fromAttribute: (value: string | null) => {
          AttributeProbe.conversions++;
          return value;
        },
      },
    },
    count: { type: Number },
    on: { type: Boolean, reflect: true },
  };
  declare label?: string | null;
  declare count?: number;
  declare on?: boolean;
  /** What the first update saw: the properties it was told changed, and their values. */
  first?: { changed: string[]; label?: string | null; count?: number; on?: boolean };
  updates = 0;

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    this.updates++;
    this.first ??= {
      changed: [...changed.keys()].map(String).sort(),
      label: this.label,
      count: this.count,
      on: this.on,
    };
  }
}
AttributeProbe.define();

/** `count` probes with attributes, upgraded into the page in one go; returns them and their box. */
function probes(count: number, attributes = 'label="a" count="3" on'): AttributeProbe[] {
  const host = document.createElement('div');
  host.className = 'pb-attribute-reads-fixture';
  host.innerHTML = `<pb-probe-attribute-reads ${attributes}></pb-probe-attribute-reads>`.repeat(count);
  document.body.append(host);
  return [...host.querySelectorAll<AttributeProbe>('pb-probe-attribute-reads')];
}

describe('attribute reads: an upgrade once the turn is spent reads attributes when needed', () => {
  beforeEach(async () => {
    await nextTask();
    AttributeProbe.conversions = 0;
  });
  afterEach(() => document.querySelectorAll('.pb-attribute-reads-fixture').forEach((host) => host.remove()));

  it('made while the task has time, an element reads its attributes as it upgrades', () => {
    const [element] = probes(1);
    expect(AttributeProbe.conversions).to.equal(1);
    expect(element.label).to.equal('a');
  });

  it('made once the turn is spent, the elements read none in that task, and their first updates see them all', async () => {
    spendTurn();
    const elements = probes(6);
    expect(AttributeProbe.conversions, 'no attribute read in the task that spent its turn').to.equal(0);
    await Promise.all(elements.map((element) => element.updateComplete));
    expect(AttributeProbe.conversions).to.equal(6);
    for (const element of elements) {
      expect(element.first).to.deep.equal({ changed: ['count', 'label', 'on'], label: 'a', count: 3, on: true });
      // The reflected property wrote back the value it read, which asks for no second update.
      expect(element.updates).to.equal(1);
      expect(element.getAttribute('on')).to.equal('');
    }
  });

  it('a property read before the first update is the attribute’s value', () => {
    spendTurn();
    const [element] = probes(1);
    expect(element.hasUpdated).to.equal(false);
    expect(element.count).to.equal(3);
    expect(element.label).to.equal('a');
    expect(element.on).to.equal(true);
  });

  it('a property written before the first update wins over the attribute read before it', async () => {
    spendTurn();
    const [element] = probes(1);
    element.label = 'written';
    await element.updateComplete;
    expect(element.first?.label).to.equal('written');
    expect(element.label).to.equal('written');
  });

  it('an attribute changed or removed before the first update is read as it is then', async () => {
    spendTurn();
    const [element] = probes(1);
    element.setAttribute('count', '8');
    element.removeAttribute('label');
    element.setAttribute('label', 'b');
    element.removeAttribute('on');
    await element.updateComplete;
    expect(element.first).to.deep.include({ label: 'b', count: 8, on: false });
    expect(element.hasAttribute('on')).to.equal(false);
    // After the first update attributes are read as they change, as Lit does.
    const before = AttributeProbe.conversions;
    element.setAttribute('label', 'c');
    expect(AttributeProbe.conversions).to.equal(before + 1);
    expect(element.label).to.equal('c');
  });

  it('a property set before the upgrade (as React does) wins over the attribute', async () => {
    const host = document.createElement('div');
    host.className = 'pb-attribute-reads-fixture';
    const element = document.createElement('pb-probe-attribute-reads-late') as AttributeProbe;
    element.setAttribute('label', 'from attribute');
    (element as { label?: string }).label = 'from property';
    host.append(element);
    document.body.append(host);
    spendTurn();
    class LateProbe extends AttributeProbe {}
    customElements.define('pb-probe-attribute-reads-late', LateProbe);
    await element.updateComplete;
    expect(element.first?.label).to.equal('from property');
  });
});
