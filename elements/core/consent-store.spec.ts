import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consentModeSignals, ConsentStore, type CookieJar } from './consent-store.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

/** A browser-like cookie jar: cookies keyed by name, domain and path; Max-Age=0 deletes. */
class FakeJar implements CookieJar {
  readonly writes: string[] = [];
  readonly cookies = new Map<
    string,
    { name: string; value: string; domain: string; path: string; attributes: string }
  >();
  constructor(
    readonly hostname = 'www.example.com',
    readonly secure = true,
  ) {}
  read(): string {
    return [...this.cookies.values()].map((c) => `${c.name}=${c.value}`).join('; ');
  }
  write(assignment: string): void {
    this.writes.push(assignment);
    const [pair, ...attributes] = assignment.split('; ');
    const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    const attribute = (key: string) => attributes.find((a) => a.startsWith(`${key}=`))?.slice(key.length + 1);
    const key = `${name}|${attribute('Domain') ?? ''}|${attribute('Path') ?? '/'}`;
    if (attribute('Max-Age') === '0') this.cookies.delete(key);
    else
      this.cookies.set(key, {
        name,
        value,
        domain: attribute('Domain') ?? '',
        path: attribute('Path') ?? '/',
        attributes: attributes.join('; '),
      });
  }
  set(name: string, value: string, domain = '', path = '/'): void {
    this.cookies.set(`${name}|${domain}|${path}`, { name, value, domain, path, attributes: '' });
  }
  has(name: string): boolean {
    return [...this.cookies.values()].some((c) => c.name === name);
  }
}

const CATEGORIES = ['functional', 'analytics', 'advertisement'];
const store = (jar = new FakeJar(), extra = {}) =>
  new ConsentStore({
    jar,
    categories: CATEGORIES,
    cookiesByCategory: { analytics: ['_ga', '_gid'] },
    now: () => 0,
    ...extra,
  });

describe('consent store', () => {
  it('"always allow" accepts that category alone on a first visit, and adds it to an existing acceptance', () => {
    const records: unknown[] = [];
    const s = store(new FakeJar(), { onRecord: (r: unknown) => records.push(r) });
    s.allow('functional');
    expect(s.decision).toBe('yes');
    expect(CATEGORIES.map((c) => s.granted(c))).toEqual([true, false, false]);
    expect(records).toHaveLength(1);
    s.accept({ analytics: true });
    s.allow('advertisement');
    expect(CATEGORIES.map((c) => s.granted(c))).toEqual([false, true, true]);
    s.allow('unknown');
    expect(s.granted('unknown')).toBe(false);
  });

  it('"always allow" after a refusal keeps every other category refused', () => {
    const s = store();
    s.reject();
    s.allow('analytics');
    expect(s.decision).toBe('yes');
    expect(CATEGORIES.map((c) => s.granted(c))).toEqual([false, true, false]);
  });

  it('reports every explicit choice to onRecord', () => {
    const records: Array<{ decision: string }> = [];
    const s = store(new FakeJar(), { onRecord: (r: { decision: string }) => records.push(r) });
    s.accept();
    s.reject();
    expect(records.map((r) => r.decision)).toEqual(['yes', 'no']);
  });

  it('erases the extra names a reject lists (nn_cookie_ids) on every domain variant', () => {
    const jar = new FakeJar();
    jar.set('_fbp', '1', '.example.com');
    jar.set('_fbp', '1');
    store(jar, { rejectErases: ['_fbp'] }).reject();
    expect(jar.has('_fbp')).toBe(false);
  });

  it('has no decision and grants nothing but the necessary category on a first visit', () => {
    const s = store();
    expect(s.decision).toBeUndefined();
    expect(CATEGORIES.map((c) => s.granted(c))).toEqual([false, false, false]);
    expect(s.granted('necessary')).toBe(true);
  });

  it("accepts into the plugin's own cookies, 365 days, Path=/, SameSite=Lax, Secure on https, with a summary", () => {
    const jar = new FakeJar();
    const s = store(jar, { revision: 3 });
    let changes = 0;
    s.subscribe(() => changes++);
    const record = s.accept({ functional: true, analytics: true });
    expect(s.decision).toBe('yes');
    expect(CATEGORIES.map((c) => s.granted(c))).toEqual([true, true, false]);
    expect(changes).toBe(1);
    expect(record).toMatchObject({
      decision: 'yes',
      revision: 3,
      gpc: false,
      categories: { functional: true, analytics: true, advertisement: false },
    });
    expect(record.consentId).toMatch(/^[\da-f-]{36}$/);
    const decision = [...jar.cookies.values()].find((c) => c.name === 'viewed_cookie_policy')!;
    expect(decision.attributes).toBe(
      'Max-Age=31536000; Expires=Fri, 01 Jan 1971 00:00:00 GMT; Path=/; SameSite=Lax; Secure',
    );
    expect(jar.read()).toContain('cookielawinfo-checkbox-analytics=yes');
    expect(jar.read()).toContain('cookielawinfo-checkbox-necessary=yes');
    const summary = JSON.parse(atob(decodeURIComponent(jar.read().match(/CookieLawInfoConsent=([^;]+)/)![1])));
    expect(summary).toEqual({ ver: 3, necessary: true, functional: true, analytics: true, advertisement: false });
  });

  it('rejects: every choosable category off and its cookies erased on every domain variant', () => {
    const jar = new FakeJar();
    for (const domain of ['', '.example.com', 'example.com', '.www.example.com']) jar.set('_ga', 'GA1.1', domain);
    jar.set('_gid', 'x', '.example.com');
    jar.set('session', 'keep');
    const s = store(jar);
    s.reject();
    expect(s.decision).toBe('no');
    expect(CATEGORIES.some((c) => s.granted(c))).toBe(false);
    expect(jar.has('_ga') || jar.has('_gid')).toBe(false);
    expect(jar.has('session')).toBe(true);
  });

  it('keeps the switches in the settings, and counts a corrupted decision as none', () => {
    const jar = new FakeJar();
    const s = store(jar);
    s.accept();
    s.setCategory('advertisement', false);
    s.setCategory('necessary', false);
    expect(s.granted('advertisement')).toBe(false);
    expect(s.granted('necessary')).toBe(true);
    expect(s.switchState('functional')).toBe(true);
    jar.set('viewed_cookie_policy', 'yes%00<script>');
    expect(s.decision).toBeUndefined();
    expect(s.granted('functional')).toBe(false);
  });

  it('counts a summary cookie with an unconvertible version as revision 0, without throwing', () => {
    const jar = new FakeJar();
    store(jar).accept();
    jar.set('CookieLawInfoConsent', btoa('{"ver":{"toString":0}}'));
    expect(store(jar).decision).toBe('yes');
    expect(store(jar, { revision: 1 }).decision).toBeUndefined();
  });

  it('asks again when the site raises its consent revision', () => {
    const jar = new FakeJar();
    store(jar, { revision: 1 }).accept();
    expect(store(jar, { revision: 1 }).decision).toBe('yes');
    expect(store(jar, { revision: 2 }).decision).toBeUndefined();
  });

  it('with GPC and no choice, analytics and advertising stay off and say why; a choice overrides it', () => {
    const jar = new FakeJar();
    const s = store(jar, { gpc: true });
    expect(s.refusedByGpc('analytics')).toBe(true);
    expect(s.refusedByGpc('functional')).toBe(false);
    expect(s.switchState('analytics')).toBe(false);
    s.setCategory('analytics', true);
    expect(s.switchState('analytics'), 'the visitor switched it on').toBe(true);
    expect(s.granted('analytics'), 'a switch is not a decision').toBe(false);
    expect(store(jar, { gpc: true }).switchState('analytics'), 'a pre-set cookie is not a choice').toBe(false);
    expect(s.accept().gpc).toBe(true);
    expect(s.granted('analytics')).toBe(true);
    expect(s.refusedByGpc('analytics')).toBe(false);
  });

  it('maps categories to Consent Mode v2 signals', () => {
    const granted = new Set(['necessary', 'analytics']);
    expect(consentModeSignals((c) => granted.has(c))).toEqual({
      security_storage: 'granted',
      functionality_storage: 'granted',
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      personalization_storage: 'denied',
    });
  });

  it('holds its invariants under any sequence of choices (model-based property)', () => {
    const action = fc.oneof(
      fc.constant({ kind: 'accept' as const }),
      fc.constant({ kind: 'reject' as const }),
      fc.record({
        kind: fc.constant('set' as const),
        category: fc.constantFrom(...CATEGORIES, 'necessary', 'unknown'),
        on: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 12 }), (actions) => {
        const jar = new FakeJar();
        const s = store(jar);
        const model: Record<string, boolean> = {};
        let decided: 'yes' | 'no' | undefined;
        for (const a of actions) {
          if (a.kind === 'accept') {
            s.accept();
            decided = 'yes';
            for (const c of CATEGORIES) model[c] = true;
          } else if (a.kind === 'reject') {
            s.reject();
            decided = 'no';
            for (const c of CATEGORIES) model[c] = false;
          } else if (CATEGORIES.includes(a.category)) {
            s.setCategory(a.category, a.on);
            model[a.category] = a.on;
          } else s.setCategory(a.category, a.on);
        }
        expect(s.decision).toBe(decided);
        for (const c of CATEGORIES) expect(s.granted(c)).toBe(decided === 'yes' && !!model[c]);
        expect(s.granted('necessary')).toBe(true);
        if (decided === 'no' || (decided && !model.analytics)) expect(jar.has('_ga')).toBe(false);
      }),
      fuzzRuns(),
    );
  });
});
