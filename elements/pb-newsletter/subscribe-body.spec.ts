import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readReply, subscribeBody } from './subscribe-body.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

describe('subscribeBody (spec call 2)', () => {
  it('carries every field the subscribe action expects, custom fields as JSON', () => {
    const body = subscribeBody({
      nonce: 'n',
      listId: 'l',
      firstName: 'Ada',
      lastName: 'L',
      email: 'a@b.c',
      provider: 'p',
      account: 'acc',
      ip: 'true',
      custom: { role: 'press', topics: { topics_0: 'Films' } },
      hidden: ['outlet'],
      token: 't',
    });
    expect([...body.keys()]).toEqual([
      'action',
      'et_frontend_nonce',
      'et_list_id',
      'et_firstname',
      'et_lastname',
      'et_email',
      'et_provider',
      'et_account',
      'et_ip_address',
      'et_custom_fields',
      'et_hidden_fields',
      'token',
    ]);
    expect(body.get('action')).toBe('et_pb_submit_subscribe_form');
    expect(JSON.parse(body.get('et_custom_fields')!)).toEqual({ role: 'press', topics: { topics_0: 'Films' } });
    expect(JSON.parse(body.get('et_hidden_fields')!)).toEqual(['outlet']);
  });
});

describe('readReply (untrusted JSON)', () => {
  it('reads the CMS shapes', () => {
    expect(readReply('{"success":"ok"}')).toEqual({ kind: 'success' });
    expect(readReply('{"error":"<b>Already subscribed</b>"}')).toEqual({
      kind: 'error',
      text: '<b>Already subscribed</b>',
    });
    for (const text of ['', 'null', 'false', '0', '{}', '[]', '{"success":""}', '{"error":""}', 'nope', '<html>'])
      expect(readReply(text)).toEqual({ kind: 'failed' });
  });

  it('never throws and always yields one of three shapes, for any text or JSON value', () => {
    const text = fc.oneof(
      fc.string(),
      fc.json(),
      fc.anything().map((v) => JSON.stringify(v) ?? ''),
      fc.record({ error: fc.anything(), success: fc.anything() }).map((v) => JSON.stringify(v)),
    );
    fc.assert(
      fc.property(text, (input) => {
        const reply = readReply(input);
        expect(['success', 'error', 'failed']).toContain(reply.kind);
        if (reply.kind === 'error') expect(typeof reply.text).toBe('string');
      }),
      fuzzRuns(500),
    );
  });

  it('a truthy string error wins over success', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.anything(), (error, success) => {
        expect(readReply(JSON.stringify({ success, error }))).toEqual({ kind: 'error', text: error });
      }),
      fuzzRuns(),
    );
  });
});
