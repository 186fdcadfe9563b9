import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_CONFIG,
  configure,
  fromThemeGlobals,
  getConfig,
  mergeConfig,
  parseConfigJson,
  resetConfig,
} from './config.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

afterEach(() => {
  resetConfig();
  vi.restoreAllMocks();
});

describe('site configuration', () => {
  it('has privacy-safe defaults', () => {
    expect(getConfig()).toEqual(DEFAULT_CONFIG);
    expect(getConfig().video.nocookie).toBe(true);
  });

  it('layers configure() calls over the defaults, later calls winning', () => {
    configure({ consent: { gate: true } });
    configure({ video: { category: 'marketing' }, ajaxUrl: '/ajax' });
    expect(getConfig()).toMatchObject({
      ajaxUrl: '/ajax',
      consent: { gate: true, clickConsents: true },
      video: { category: 'marketing', nocookie: true },
    });
  });

  it('reads the theme globals', () => {
    expect(
      fromThemeGlobals({ et_pb_custom: { ajaxurl: '/wp-admin/admin-ajax.php', et_frontend_nonce: 'abc' } }),
    ).toEqual({
      ajaxUrl: '/wp-admin/admin-ajax.php',
      nonces: { frontend: 'abc' },
      forms: {},
      strings: {},
      et_pb_custom: { ajaxurl: '/wp-admin/admin-ajax.php', et_frontend_nonce: 'abc' },
    });
    expect(fromThemeGlobals({})).toBeUndefined();
  });

  it("keeps the theme's settings object as printed, a #pb-config block's copy over the global, for elements that read their own fields", () => {
    const config = mergeConfig(
      DEFAULT_CONFIG,
      fromThemeGlobals({ et_pb_custom: { ab_tests: [{ post_id: 1 }], ignore_waypoints: 'no' } }),
      { et_pb_custom: { ignore_waypoints: 'yes' } },
      { et_pb_custom: 'not an object' },
    );
    expect(config.theme).toEqual({ ab_tests: [{ post_id: 1 }], ignore_waypoints: 'yes' });
    expect(DEFAULT_CONFIG.theme).toEqual({});
  });

  it('reads the A/B exempt mode as a boolean: anything else warns and keeps it off', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(mergeConfig(DEFAULT_CONFIG, { abTesting: { consentExempt: true } }).abTesting.consentExempt).toBe(true);
    expect(mergeConfig(DEFAULT_CONFIG, { abTesting: { consentExempt: 'yes' } }).abTesting.consentExempt).toBe(false);
    expect(warn.mock.calls.map((c) => String(c[0])).join(' ')).toContain('abTesting.consentExempt');
  });

  it('reads the theme forms strings and the captcha site key; empty or non-string ones keep the defaults', () => {
    const input = fromThemeGlobals({
      et_pb_custom: { fill_message: 'Bitte ausfüllen:', invalid: 'Ungültige E-Mail', wrong_captcha: 7, captcha: '' },
      et_core_api_spam_recaptcha: { site_key: 'site-key-1' },
    });
    expect(input?.forms).toEqual({
      fillMessage: 'Bitte ausfüllen:',
      invalidMessage: 'Ungültige E-Mail',
      captchaSiteKey: 'site-key-1',
    });
    const config = mergeConfig(DEFAULT_CONFIG, input);
    expect(config.forms.wrongCaptchaMessage).toBe('You entered the wrong number in captcha.');
    expect(config.forms.captchaMessage).toBe('Captcha');
    expect(config.forms.fillMessage).toBe('Bitte ausfüllen:');
  });

  it('reads the theme navigation strings (previous, next, prev); empty or non-string ones keep the defaults', () => {
    expect(DEFAULT_CONFIG.strings).toEqual({ previous: 'Previous', next: 'Next', prev: 'Prev' });
    const input = fromThemeGlobals({ et_pb_custom: { previous: 'Zurück', next: 'Weiter', prev: 7 } });
    expect(input?.strings).toEqual({ previous: 'Zurück', next: 'Weiter' });
    expect(mergeConfig(DEFAULT_CONFIG, input).strings).toEqual({ previous: 'Zurück', next: 'Weiter', prev: 'Prev' });
    expect(mergeConfig(DEFAULT_CONFIG, fromThemeGlobals({ et_pb_custom: { prev: '' } })).strings.prev).toBe('Prev');
  });

  it('types and validates the strings as the other sections: a wrong one warns and keeps the default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    configure({ strings: { next: 'Suivant' } });
    expect(getConfig().strings).toEqual({ previous: 'Previous', next: 'Suivant', prev: 'Prev' });
    const config = mergeConfig(DEFAULT_CONFIG, { strings: { previous: 3 } }, { strings: 'x' });
    expect(config.strings.previous).toBe('Previous');
    expect(warn.mock.calls.map((c) => String(c[0])).join(' ')).toMatch(/strings\.previous.*strings/);
  });

  it('warns once about a value of the wrong type and keeps the default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = mergeConfig(DEFAULT_CONFIG, { consent: { gate: 'yes' } }, { consent: { gate: 'yes' } });
    expect(config.consent.gate).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('consent.gate');
  });

  it('warns about malformed JSON and ignores it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseConfigJson('{nope')).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('always yields a well-typed configuration, whatever it is given (property)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fc.assert(
      fc.property(fc.anything(), fc.json(), (anything, json) => {
        const config = mergeConfig(DEFAULT_CONFIG, anything, parseConfigJson(json));
        expect(typeof config.ajaxUrl).toBe('string');
        expect(typeof config.consent.gate).toBe('boolean');
        expect(typeof config.consent.clickConsents).toBe('boolean');
        expect(typeof config.video.nocookie).toBe('boolean');
        expect(typeof config.video.category).toBe('string');
        for (const value of Object.values(config.nonces)) expect(typeof value).toBe('string');
        for (const value of Object.values(config.strings)) expect(typeof value).toBe('string');
      }),
      fuzzRuns(),
    );
  });
});
