/**
 * The XSS corpus (test/corpus/, docs/security.md) through the sanitiser, in all three engines: every vector through
 * `safeFragment` alone and with the forms allowance (core/safe-forms.ts), and through DOMPurify for comparison. Each
 * output goes into the live page; the traps (test/corpus/xss-checks.ts) are armed for the whole corpus at once and
 * given one wait for asynchronous handlers (an image's error). Ours must pass every check; DOMPurify's results
 * are counted, and nothing it neutralises may get through ours.
 */
import { expect } from '@open-wc/testing';
import DOMPurify from 'dompurify';
import { until } from '../../elements/base/test/until.js';
import { FORMS } from '../../elements/core/safe-forms.js';
import { safeFragment } from '../../elements/core/safe-html.js';
import {
  armTraps,
  BENIGN,
  holder,
  loadCorpus,
  problems,
  settle,
  withTrap,
  type Fired,
  type Vector,
} from '../corpus/xss-checks.js';

type Mode = 'ours' | 'forms' | 'dompurify';
const MODES: Record<Mode, (html: string) => Node | undefined> = {
  ours: (html) => safeFragment(html),
  forms: (html) => safeFragment(html, undefined, FORMS),
  dompurify: (html) => DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true }),
};

describe('XSS corpus through the sanitiser (and DOMPurify, for comparison)', function () {
  this.timeout(60_000);
  let corpus: Vector[] = [];
  const page = document.createElement('div');
  /** Per mode, per vector index: the problems found (static checks and traps). */
  const results: Record<Mode, string[][]> = { ours: [], forms: [], dompurify: [] };
  let unattributed: Fired[] = [];
  /** Unsanitised vectors inserted in the same run: each must set off its trap, or the traps prove nothing. */
  const CANARIES = [
    '<img src=x onerror=window.__xss=1>',
    '<img src=x onerror=window.alert(1)>',
    '<link rel=stylesheet href=https://xss.invalid/x.css>',
    '<img src=x onerror=window.confirm(1)>',
  ];
  let canaries: string[][] = [];

  before(async () => {
    corpus = await loadCorpus();
    document.body.append(page);
    const traps = armTraps();
    const holders: Record<Mode, HTMLElement[]> = { ours: [], forms: [], dompurify: [] };
    for (const mode of Object.keys(MODES) as Mode[])
      corpus.forEach(({ vector }, index) => {
        const label = `${mode}:${index}`;
        const box = holder(label);
        const output = MODES[mode](withTrap(vector, label));
        if (output) box.append(output);
        page.append(box);
        holders[mode].push(box);
      });
    const raw = CANARIES.map((html, index) => {
      const box = holder(`raw:${index}`);
      box.innerHTML = withTrap(html, `raw:${index}`);
      page.append(box);
      return box;
    });
    await settle();
    // The traps get time until every canary has set its own off (up to 10 s), so the corpus has had as long: on a
    // loaded machine a canary's request ended after the one wait (a CI of 7 Dec 2026, Firefox: the stylesheet's
    // request was made, and its resource entry came too late for the check).
    const canariesFired = () =>
      CANARIES.every((_, index) => traps.firedSoFar().some((f) => f.label === `raw:${index}`));
    // (Past the deadline the wait gives up quietly: the canaries' own test then says which did not fire.)
    await until(canariesFired, 10_000).catch(() => {});
    const fired = traps.disarm();
    for (const mode of Object.keys(MODES) as Mode[])
      results[mode] = holders[mode].map((box, index) => [
        // The element policy (no svg, style, form…) is ours; DOMPurify is compared on safety only.
        ...problems(box, { forms: mode !== 'ours', elements: mode !== 'dompurify' }),
        ...fired.filter((f) => f.label === `${mode}:${index}`).map((f) => `trap ${f.trap}`),
      ]);
    canaries = raw.map((_, index) => fired.filter((f) => f.label === `raw:${index}`).map((f) => f.trap));
    unattributed = fired.filter((f) => !/^(ours|forms|dompurify|raw):\d+$/.test(f.label));
  });

  after(() => page.remove());

  const report = (mode: Mode) =>
    results[mode]
      .map((found, index) =>
        found.length
          ? `#${index} ${corpus[index]!.source}\n  ${corpus[index]!.vector.slice(0, 160)}\n  → ${found.join(', ')}`
          : '',
      )
      .filter(Boolean);

  it('holds at least 500 vectors, each with its source', () => {
    expect(corpus.length).to.be.greaterThanOrEqual(500);
    expect(corpus.filter((v) => typeof v.vector !== 'string' || !v.source)).to.deep.equal([]);
  });

  it('the traps work: each unsanitised canary set its trap off', () => {
    expect(canaries.map((traps) => traps.length > 0)).to.deep.equal(CANARIES.map(() => true));
  });

  it('safeFragment: no script runs, no dialog, no trap request, nothing unsafe inserted', () => {
    expect(report('ours')).to.deep.equal([]);
  });

  it('safeFragment with the forms allowance: the same', () => {
    expect(report('forms')).to.deep.equal([]);
  });

  it('no trap fired that cannot be tied to a vector (a script in a frame, a navigation)', () => {
    expect(unattributed).to.deep.equal([]);
  });

  it('lets nothing through that DOMPurify stops; counts what each stopped', () => {
    const stopped = (mode: Mode) => results[mode].filter((found) => found.length === 0).length;
    const weaker = corpus
      .map((_, i) => i)
      .filter((i) => results.dompurify[i]!.length === 0 && (results.ours[i]!.length || results.forms[i]!.length));
    console.log(
      `xss corpus: ${corpus.length} vectors; stopped by safeFragment ${stopped('ours')}, with forms ${stopped('forms')}, by DOMPurify ${stopped('dompurify')}`,
    );
    const domPurifyMissed = results.dompurify
      .map((found, i) => (found.length ? `#${i} ${corpus[i]!.source}: ${found.join(', ')}` : ''))
      .filter(Boolean);
    if (domPurifyMissed.length) console.log(`DOMPurify (default settings) let through:\n${domPurifyMissed.join('\n')}`);
    expect(weaker.map((i) => corpus[i]!.vector)).to.deep.equal([]);
  });

  it('keeps the visible text of harmless markup', () => {
    for (const { html, text } of BENIGN) {
      for (const allowance of [undefined, FORMS]) {
        const box = document.createElement('div');
        box.append(safeFragment(html, undefined, allowance)!);
        expect(box.textContent, html).to.equal(text);
        expect(problems(box), html).to.deep.equal([]);
      }
    }
  });
});
