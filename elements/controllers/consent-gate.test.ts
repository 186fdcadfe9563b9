/**
 * The consent gate's on-demand part, the consent plugin's cookie reader, when it cannot load (offline for a moment):
 * the gate stays closed, and the next gated element to connect loads the reader again. A file of its own: the reader
 * loads (and installs itself) once per page, and here no test has loaded it before.
 */
import { expect } from '@open-wc/testing';
import { failNextLoads } from '../base/on-demand.js';
import { PbElement } from '../base/pb-element.js';
import { warningsDuring } from '../base/test/console.js';
import { configure, resetConfig } from '../core/config.js';
import { hasConsentSource, provideConsent } from '../core/consent.js';
import { ConsentGate } from './consent-gate.js';

/** Any gated element: all it has is its gate. */
class GatedProbeElement extends PbElement {
  static override tagName = 'pb-probe-consent-gate';
  readonly gate = new ConsentGate(this, () => 'functional');
}
GatedProbeElement.define();

const COOKIES = ['viewed_cookie_policy', 'cookielawinfo-checkbox-functional'];

async function mountGated(): Promise<GatedProbeElement> {
  const el = document.createElement('pb-probe-consent-gate') as GatedProbeElement;
  el.className = 'pb-test-fixture';
  document.body.append(el);
  await el.updateComplete;
  return el;
}

afterEach(() => {
  document.querySelectorAll('.pb-test-fixture').forEach((node) => node.remove());
  for (const name of COOKIES) document.cookie = `${name}=; path=/; max-age=0`;
  resetConfig();
  provideConsent(undefined);
});

describe("ConsentGate when the consent plugin's cookie reader cannot load", () => {
  it('keeps the gate closed, and the next gated element to connect loads the reader, which opens it', async () => {
    configure({ consent: { gate: true } });
    // The plugin's own script ran on this page: the visitor accepted with its bar, and only its cookies say so.
    const bar = Object.assign(document.createElement('div'), {
      id: 'cookie-law-info-bar',
      className: 'pb-test-fixture',
    });
    document.body.append(bar);
    for (const name of COOKIES) document.cookie = `${name}=yes; path=/`;
    failNextLoads('core/plugin-consent');
    let first!: GatedProbeElement;
    const warnings = await warningsDuring(async () => (first = await mountGated()));
    expect(warnings.length).to.equal(1);
    expect(warnings[0]).to.contain('core/plugin-consent could not load');
    expect([hasConsentSource(), first.gate.granted]).to.deep.equal([false, false]);

    const second = await mountGated();
    expect([hasConsentSource(), second.gate.granted, first.gate.granted]).to.deep.equal([true, true, true]);
  });
});
