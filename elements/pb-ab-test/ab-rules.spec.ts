import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goalCookieName, readAbSettings, statsData, subjectFromClass } from './ab-rules.js';
import { conversionValue, parseConversionValue } from './conversions.js';
import { parseSubjectReply } from './subject-reply.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

const TEST = { postId: '101', testId: '7f3a' };

describe("readAbSettings (the theme's et_pb_custom)", () => {
  it('reads the tests and flags as the theme prints them', () => {
    expect(
      readAbSettings({
        ab_tests: [
          { post_id: '101', test_id: '7f3a' },
          { post_id: 205, test_id: 'b2' },
        ],
        is_ab_testing_active: true,
        page_id: '42',
        ab_bounce_rate: '8',
        is_cache_plugin_active: 'yes',
        is_shortcode_tracking: 'on',
        unique_test_id: 'u1',
      }),
    ).toEqual({
      tests: [
        { postId: '101', testId: '7f3a' },
        { postId: '205', testId: 'b2' },
      ],
      bounceMs: 8000,
      cached: true,
      shortcodeTracking: true,
    });
  });

  it('falls back to the single page test of older themes, and to the 5 s bounce rate', () => {
    expect(readAbSettings({ is_ab_testing_active: '1', page_id: 42, unique_test_id: 'u1' })).toEqual({
      tests: [{ postId: '42', testId: 'u1' }],
      bounceMs: 5000,
      cached: false,
      shortcodeTracking: false,
    });
  });

  it('is inactive without the flag or without tests, and drops malformed entries and duplicates', () => {
    expect(readAbSettings({ ab_tests: [{ post_id: '1', test_id: 'a' }] }).tests).toEqual([]);
    expect(readAbSettings({ is_ab_testing_active: true, ab_tests: [] }).tests).toEqual([]);
    expect(readAbSettings(undefined).tests).toEqual([]);
    expect(
      readAbSettings({
        is_ab_testing_active: true,
        ab_tests: [
          null,
          { post_id: 'x1', test_id: 'a' },
          { post_id: '1', test_id: 'a;b' },
          { post_id: '1', test_id: 'a' },
          { post_id: '1', test_id: 'b' },
          { post_id: -3, test_id: 'a' },
        ],
        ab_bounce_rate: 'soon',
      }),
    ).toEqual({
      tests: [{ postId: '1', testId: 'a' }],
      bounceMs: 5000,
      cached: false,
      shortcodeTracking: false,
    });
  });

  it('never throws, and every id it keeps is a plain word (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (custom) => {
        const settings = readAbSettings(custom);
        for (const test of settings.tests) {
          expect(test.postId).toMatch(/^\d+$/);
          expect(test.testId).toMatch(/^[\w-]+$/);
        }
        expect(settings.bounceMs).toBeGreaterThanOrEqual(0);
        expect(settings.bounceMs).toBeLessThanOrEqual(3_600_000);
      }),
      fuzzRuns(),
    );
    fc.assert(
      fc.property(
        fc.array(fc.record({ post_id: fc.oneof(fc.string(), fc.nat()), test_id: fc.oneof(fc.string(), fc.nat()) })),
        fc.anything(),
        (tests, rate) => {
          const settings = readAbSettings({ ab_tests: tests, is_ab_testing_active: true, ab_bounce_rate: rate });
          expect(settings.tests.length).toBeLessThanOrEqual(tests.length);
          expect(Number.isInteger(settings.bounceMs)).toBe(true);
        },
      ),
      fuzzRuns(),
    );
  });
});

describe('subjectFromClass', () => {
  it("reads the subject of the test's post from the class list", () => {
    expect(subjectFromClass('et_pb_module et_pb_ab_subject_id-101_3 et_pb_text_0', '101')).toBe('3');
    expect(subjectFromClass('et_pb_ab_subject_id-1011_3', '101')).toBeUndefined();
    expect(subjectFromClass('et_pb_ab_subject_id-101_x', '101')).toBeUndefined();
    expect(subjectFromClass('', '101')).toBeUndefined();
  });

  it('only ever returns digits (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^\d{1,5}$/), (className, post) => {
        const subject = subjectFromClass(className, post);
        if (subject !== undefined) expect(subject).toMatch(/^\d+$/);
      }),
      fuzzRuns(),
    );
  });
});

describe('cookies and stats', () => {
  it("names the theme's cookies, without the subject for click and shortcode goals", () => {
    expect(goalCookieName('read_page', TEST, '3')).toBe('et_pb_ab_read_page_1017f3a3');
    expect(goalCookieName('con_goal', TEST, '3')).toBe('et_pb_ab_con_goal_1017f3a3');
    expect(goalCookieName('click_goal', TEST, '3')).toBe('et_pb_ab_click_goal_1017f3a');
    expect(goalCookieName('con_short', TEST, '3')).toBe('et_pb_ab_con_short_1017f3a');
  });

  it('sends the post id as test_id, as the theme did', () => {
    expect(JSON.parse(statsData('view_goal', TEST, '3'))).toEqual({
      test_id: '101',
      subject_id: '3',
      record_type: 'view_goal',
    });
  });

  it('reads back a conversion cookie it wrote, and nothing else', () => {
    expect(parseConversionValue(conversionValue(TEST, '3'))).toEqual({ test: TEST, subject: '3' });
    expect(parseConversionValue('101_3')).toBeUndefined();
    expect(parseConversionValue('101_3_a;b')).toBeUndefined();
    fc.assert(
      fc.property(fc.string(), (value) => {
        const parsed = parseConversionValue(value);
        if (parsed) expect(conversionValue(parsed.test, parsed.subject)).toBe(value);
      }),
      fuzzRuns(),
    );
  });
});

describe('parseSubjectReply (et_pb_ab_get_subject_id)', () => {
  it('reads { id, content }, bare or in the CMS envelope', () => {
    expect(parseSubjectReply('{"id":"2","content":"<p>B</p>"}')).toEqual({ id: '2', content: '<p>B</p>' });
    expect(parseSubjectReply('{"id":2,"content":""}')).toEqual({ id: '2', content: '' });
    expect(parseSubjectReply('{"success":true,"data":{"id":"4","content":"x"}}')).toEqual({ id: '4', content: 'x' });
  });

  it('refuses non-JSON, a missing content and ids that are not ids', () => {
    for (const text of [
      '<html>',
      '0',
      '-1',
      'null',
      '{"id":"2"}',
      '{"id":"2 x","content":""}',
      '[1]',
      '{"id":{},"content":""}',
    ])
      expect(parseSubjectReply(text)).toBeUndefined();
  });

  it('never throws (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const reply = parseSubjectReply(text);
        if (reply) expect(reply.id).toMatch(/^\d+$/);
      }),
      fuzzRuns(),
    );
    fc.assert(
      fc.property(fc.anything(), (value) => {
        let text: string | undefined;
        try {
          text = JSON.stringify(value);
        } catch {
          text = undefined;
        }
        if (text !== undefined) parseSubjectReply(text);
      }),
      fuzzRuns(),
    );
  });
});
