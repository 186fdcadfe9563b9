/**
 * The comment form when its draft and error-presentation code cannot load (offline for a moment), and on the next
 * use. A file of its own: that code loads once per page, and here no test has loaded it before.
 */
import { expect } from '@open-wc/testing';
import { failNextLoads } from '../base/on-demand.js';
import { warningsDuring } from '../base/test/console.js';
import { frameTarget } from '../base/test/frame-target.js';
import { replyUrl, uniqueKey } from '../base/test/replies.js';
import { mount, unmountAll } from '../base/test/suites.js';
import { commentArea } from './pb-comment-form.fixtures.js';
import type { PbCommentFormElement } from './pb-comment-form.js';
import './define.js';

const $ = <T extends Element = HTMLInputElement>(selector: string) =>
  document.querySelector<T>(`.pb-test-fixture ${selector}`)!;
const form = () => $<HTMLFormElement>('#commentform');
const box = () => $<HTMLElement>('.pb-comment-form__message');
const log = async (key: string): Promise<unknown[]> => (await fetch(`/test/replies/log?key=${key}`)).json();
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const type = (selector: string, value: string) => {
  const control = $<HTMLInputElement | HTMLTextAreaElement>(selector);
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
};

afterEach(() => {
  unmountAll();
  sessionStorage.clear();
  document.title = document.title.replace(/^Error: /, '');
});

describe('<pb-comment-form> when its draft and error code cannot load', () => {
  it('a valid form still posts itself; an invalid one is held, and the next submit loads the code and shows the problems', async () => {
    const key = uniqueKey();
    const action = replyUrl('text:ok', key);
    const el = await mount<PbCommentFormElement>(commentArea({ action }), 'pb-comment-form');
    const frame = frameTarget();
    try {
      form().target = frame.name;
      // Two loads fail: the first keystroke's, then the one a later keystroke and the invalid submit right after it share.
      failNextLoads('pb-comment-form/comment-extras', 2);
      let arrival = '';
      const warnings = await warningsDuring(async () => {
        $('#author').value = 'Ada Lovelace';
        $('#email').value = 'ada@example.test';
        type('#comment', 'What a film.');
        await el.updateComplete;
        form().requestSubmit();
        arrival = await frame.arrival();
        // Typing after a post is a new intent: the form may be posted again.
        type('#email', '');
        form().requestSubmit();
        await el.updateComplete;
      });
      expect(arrival, "the browser's own post").to.equal(action);
      expect(warnings.length, 'one warning however often it fails').to.equal(1);
      expect(warnings[0]).to.contain('pb-comment-form/comment-extras could not load');
      expect(box().textContent, 'nothing to show the problems with yet').to.equal('');
      await pause(300);
      expect((await log(key)).length, 'the invalid form is not posted').to.equal(1);

      form().requestSubmit();
      await el.updateComplete;
      expect([...box().querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal(['Email']);
      expect(document.activeElement === box()).to.equal(true);
      await pause(300);
      expect((await log(key)).length).to.equal(1);
    } finally {
      frame.remove();
    }
  });
});
