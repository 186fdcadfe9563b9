import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN } from '../forms/email-pattern.js';
import { checkComment, isWebAddress, replyTarget, type CommentFieldState } from './comment-rules.js';
import { linkedComment, postedComment } from './draft-rule.js';
import { fuzzRuns } from '../../test/helpers/fuzz-runs.js';

const field = (kind: CommentFieldState['kind'], value: string, required = true): CommentFieldState => ({
  kind,
  value,
  required,
});

describe('comment form checks', () => {
  it('a required field must not be blank; an optional one may be', () => {
    expect(
      checkComment([
        field('text', ''),
        field('text', '  \n '),
        field('text', 'Hi'),
        field('url', '', false),
        field('text', '', false),
      ]),
    ).toEqual(['missing', 'missing', undefined, undefined, undefined]);
  });

  it('a filled email field must match the HTML email pattern, required or not', () => {
    expect(
      checkComment([
        field('email', 'ada@example.test'),
        field('email', ' ada@example.test '),
        field('email', 'ada@'),
        field('email', 'ada', false),
        field('email', '', false),
      ]),
    ).toEqual([undefined, undefined, 'email', 'email', undefined]);
  });

  it('a filled website must be an http(s) address with a host', () => {
    for (const ok of [
      'https://ada.example',
      'http://ada.example/blog?x=1#top',
      'HTTPS://ADA.EXAMPLE',
      ' https://ada.example ',
    ])
      expect([ok, isWebAddress(ok)]).toEqual([ok, true]);
    for (const bad of [
      'ada.example',
      'www.ada.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://ada.example',
      'https://',
      'https:ada.example',
      '//ada.example',
      'https://ada example',
      'mailto:ada@example.test',
    ])
      expect([bad, isWebAddress(bad)]).toEqual([bad, false]);
    expect(checkComment([field('url', 'ada.example', false), field('url', 'https://ada.example', false)])).toEqual([
      'url',
      undefined,
    ]);
  });

  it('property: a field has a problem exactly when the rules say, and never more than one', () => {
    const kind = fc.constantFrom<CommentFieldState['kind']>('text', 'email', 'url');
    const value = fc.oneof(
      fc.string(),
      fc.emailAddress(),
      fc.webUrl(),
      fc.constantFrom('', ' ', 'javascript:alert(1)'),
    );
    fc.assert(
      fc.property(fc.array(fc.record({ kind, value, required: fc.boolean() })), (fields) => {
        const problems = checkComment(fields);
        expect(problems).toHaveLength(fields.length);
        problems.forEach((problem, i) => {
          const { kind, value, required } = fields[i];
          const text = value.trim();
          const expected = !text
            ? required
              ? 'missing'
              : undefined
            : kind === 'email' && !EMAIL_PATTERN.test(text)
              ? 'email'
              : kind === 'url' && !isWebAddress(text)
                ? 'url'
                : undefined;
          expect(problem).toBe(expected);
        });
      }),
      fuzzRuns(),
    );
  });

  it('property: every web URL passes, and no other scheme does', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true }),
        (url) => {
          expect(isWebAddress(url)).toBe(true);
        },
      ),
      fuzzRuns(),
    );
    const scheme = fc.stringMatching(/^[a-z][a-z0-9+.-]{0,8}$/).filter((s) => s !== 'http' && s !== 'https');
    fc.assert(
      fc.property(scheme, fc.string(), (s, rest) => {
        expect(isWebAddress(`${s}:${rest}`)).toBe(false);
      }),
      fuzzRuns(),
    );
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(checkComment([field('email', email)])).toEqual([undefined]);
      }),
      fuzzRuns(),
    );
  });
});

describe('reply links', () => {
  const data = {
    belowelement: 'div-comment-5',
    commentid: '5',
    respondelement: 'respond',
    postid: '42',
    replyto: 'Reply to Ada',
  };

  it('reads what WordPress prints', () => {
    expect(replyTarget(data)).toEqual({
      below: 'div-comment-5',
      commentId: '5',
      respond: 'respond',
      postId: '42',
      replyTo: 'Reply to Ada',
    });
    expect(replyTarget({ ...data, postid: undefined, replyto: ' ' })).toEqual({
      below: 'div-comment-5',
      commentId: '5',
      respond: 'respond',
      postId: undefined,
      replyTo: undefined,
    });
  });

  it('refuses a link without its target, container or a numeric comment id (the link then loads the page)', () => {
    for (const broken of [
      { belowelement: undefined },
      { belowelement: ' ' },
      { respondelement: '' },
      { commentid: undefined },
      { commentid: '5 OR 1=1' },
      { commentid: '-1' },
      { commentid: '5"><x>' },
      { postid: 'abc' },
    ])
      expect(replyTarget({ ...data, ...broken })).toBe(undefined);
  });

  it('property: any attributes give either nothing or a digits-only comment id (all comment_parent ever gets)', () => {
    const attr = fc.option(fc.oneof(fc.string(), fc.nat().map(String)), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({ belowelement: attr, commentid: attr, respondelement: attr, postid: attr, replyto: attr }),
        (attrs) => {
          const target = replyTarget(attrs);
          if (target) {
            expect(target.commentId).toMatch(/^\d+$/);
            expect(target.postId === undefined || /^\d+$/.test(target.postId)).toBe(true);
            expect(target.below.trim()).not.toBe('');
          }
        },
      ),
      fuzzRuns(),
    );
  });
});

describe('the draft rule', () => {
  const shown = (ids: string[]) => (id: string) => ids.includes(id);

  it('a draft goes only when this tab posted and the page shows the comment its address names', () => {
    expect(postedComment(true, '#comment-12', shown(['12']))).toBe(true);
    expect(postedComment(false, '#comment-12', shown(['12'])), 'a link to a comment, nothing posted').toBe(false);
    expect(postedComment(true, '#comment-12', shown([])), 'the comment is not in the page').toBe(false);
    expect(postedComment(true, '', shown(['12'])), 'an error page and back').toBe(false);
    expect(postedComment(true, '#respond', shown(['12']))).toBe(false);
    expect(postedComment(true, '#comment-12x', shown(['12']))).toBe(false);
  });

  it('property: the linked comment is the digits of #comment-<n>, nothing else', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        expect(linkedComment(`#comment-${n}`)).toBe(String(n));
      }),
      fuzzRuns(),
    );
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(linkedComment(s) === undefined || /^#comment-\d+$/.test(s)).toBe(true);
      }),
      fuzzRuns(),
    );
  });
});
