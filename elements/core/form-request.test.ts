/**
 * A form's reply resumes its caller in a task of its own (form-request.ts, next-task.ts). WebKit runs a fetch's
 * reactions at the next script callback, which may be a ResizeObserver callback inside the rendering update; the
 * caller changes the page next (the contact form's and newsletter's messages, the feed's posts), and a change there
 * to a box observed higher up is reported as "ResizeObserver loop completed with undelivered notifications". Here
 * the reply (or the failure) is released from such a callback on purpose, in every engine, and the caller's change
 * must not raise that error.
 */
import { expect } from '@open-wc/testing';
import { postForm } from './form-request.js';
import { nestedBox } from '../base/test/nested-box.js';

const replyUrl = (text: string) =>
  `/test/replies/text:${encodeURIComponent(text)}?key=form-request-${Date.now()}-${Math.random()}`;
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Posts with `fetch` replaced by `answer`, which waits for the release once its reply is ready; releases it from a
 * ResizeObserver callback on a deep box, then changes a shallow box that another observer watches, as a caller shows
 * its message. Returns the reply and the errors the page reported.
 */
async function changeAfterReply(
  answer: (ready: () => Promise<void>, ...args: Parameters<typeof fetch>) => Promise<Response>,
): Promise<{ reply: unknown; errors: string[] }> {
  const root = document.body.appendChild(document.createElement('div'));
  const shallow = nestedBox(root, 1);
  const deep = nestedBox(root, 20);
  const errors: string[] = [];
  const onError = (event: ErrorEvent) => {
    errors.push(event.message);
    event.preventDefault();
  };
  const realFetch = window.fetch;
  const watching = new ResizeObserver(() => {});
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const releasing = new ResizeObserver(() => release());
  try {
    // The caller's box is observed, and its first observation delivered, before anything else happens.
    watching.observe(shallow);
    await frame();
    await frame();
    addEventListener('error', onError);
    let arrived!: () => void;
    const replied = new Promise<void>((resolve) => (arrived = resolve));
    // `answer` calls `ready` once its reply is in hand: it then waits for the release.
    window.fetch = (...args: Parameters<typeof fetch>) =>
      answer(
        () => {
          arrived();
          return released;
        },
        ...args,
      );
    const posting = postForm(replyUrl('thanks'), new URLSearchParams({ a: '1' }));
    await replied;
    // Delivered at the next rendering update, alone: the deep box's depth is the update's shallowest so far.
    releasing.observe(deep);
    const reply = await posting;
    shallow.style.height = '40px';
    // An observation the loop skipped is reported at the end of the update it was skipped in.
    await frame();
    await frame();
    return { reply, errors };
  } finally {
    watching.disconnect();
    releasing.disconnect();
    removeEventListener('error', onError);
    window.fetch = realFetch;
    root.remove();
  }
}

describe('postForm: the caller resumes outside the rendering update', () => {
  it('with a reply', async () => {
    const realFetch = window.fetch;
    const { reply, errors } = await changeAfterReply(async (ready, ...args) => {
      const response = await realFetch(...args);
      const text = await response.text();
      await ready();
      // Status and text at once, as a body already read is.
      return { status: response.status, text: async () => text } as Response;
    });
    expect({ reply, errors }).to.deep.equal({ reply: { kind: 'answer', status: 200, text: 'thanks' }, errors: [] });
  });

  it('with no connection', async () => {
    const { reply, errors } = await changeAfterReply(async (ready) => {
      await ready();
      throw new TypeError('Failed to fetch');
    });
    expect({ reply, errors }).to.deep.equal({ reply: { kind: 'offline' }, errors: [] });
  });
});
