/**
 * The XSS corpus (test/corpus/) through a cached page's A/B subject, end to end (TRUST.md #32): the test server
 * answers the subject call with content carrying the vector, and the element swaps it in with the forms allowance
 * (core/safe-forms.ts), as in production. Nothing may run or be inserted unsafely (test/corpus/xss-checks.ts).
 */
import { expect } from '@open-wc/testing';
import { pathSample, throughPath } from '../../test/corpus/xss-checks.js';
import { replyUrl, uniqueKey } from '../base/test/replies.js';
import { until } from '../base/test/until.js';
import { configure, resetConfig } from '../core/config.js';
import { cachedPage, POST } from './pb-ab-test.fixtures.js';
import type { PbAbTestElement } from './pb-ab-test.js';
import './define.js';

const cookieNames = () =>
  document.cookie
    .split('; ')
    .map((c) => c.split('=')[0]!)
    .filter((n) => n.startsWith('et_pb_ab_'));

describe('<pb-ab-test> cached subject: XSS corpus end to end', function () {
  this.timeout(60_000);
  after(() => {
    document.querySelectorAll('[data-xss-host]').forEach((box) => box.remove());
    resetConfig();
    delete (globalThis as { et_pb_custom?: unknown }).et_pb_custom;
    for (const name of cookieNames()) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });

  it('inserts nothing that runs, loads a trap or is unsafe, from any of 80 vectors in a subject', async () => {
    const vectors = await pathSample(80);
    let swapped = 0;
    const { failures } = await throughPath(
      vectors,
      async (box) => {
        // One element does a page's A/B work: the last one steps aside, its swapped-in subject staying in the page.
        for (const old of document.querySelectorAll('[data-xss-host] pb-ab-test')) old.replaceWith(...old.childNodes);
        return box;
      },
      async (box, html) => {
        const content = `<div class="et_pb_module et_pb_text et_pb_ab_subject_id-${POST}_2"><h2>Subject 2</h2>${html}</div>`;
        // A fresh test each time, as on a new page: the visitor has no subject yet.
        (globalThis as { et_pb_custom?: unknown }).et_pb_custom = {
          ab_tests: [{ post_id: POST, test_id: `t${uniqueKey()}` }],
          is_ab_testing_active: true,
          is_cache_plugin_active: 'yes',
          page_id: '7',
          ab_bounce_rate: 5,
        };
        resetConfig();
        const reply = `json:${encodeURIComponent(JSON.stringify({ id: '2', content }))}`;
        configure({ ajaxUrl: replyUrl(reply, uniqueKey()), nonces: { abLog: 'n', frontend: 'n' } });
        box.innerHTML = cachedPage();
        const el = box.querySelector<PbAbTestElement>('pb-ab-test')!;
        await el.updateComplete;
        await until(() => !el.querySelector('.et_pb_subject_placeholder'), 4000);
        if (el.querySelector('h2')?.textContent === 'Subject 2') swapped++;
      },
      { forms: true },
    );
    expect(failures).to.deep.equal([]);
    // Every subject was swapped in (not the fallback, which inserts nothing from the server).
    expect(swapped).to.equal(vectors.length);
  });
});
