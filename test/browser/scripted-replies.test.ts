/**
 * The scripted replies' log (test/browser/scripted-replies.mjs) tells a credentialed post from one without
 * credentials, so a test that asserts "sent with the page's credentials" can fail.
 */
import { expect } from '@open-wc/testing';
import { replyUrl, uniqueKey } from '../../elements/base/test/replies.js';

const post = (key: string, credentials: RequestCredentials) =>
  fetch(replyUrl('text:ok', key), { method: 'POST', body: new URLSearchParams({ credentials }), credentials });
const logged = async (key: string): Promise<Array<{ credentials: boolean }>> =>
  (await fetch(`/test/replies/log?key=${key}`)).json();

describe('scripted replies', () => {
  it('log a post without credentials as such, and a same-origin or include one as credentialed', async () => {
    const key = uniqueKey();
    for (const credentials of ['omit', 'same-origin', 'include', 'omit'] as const)
      expect((await post(key, credentials)).ok).to.equal(true);
    expect((await logged(key)).map((entry) => entry.credentials)).to.deep.equal([false, true, true, false]);
  });

  it("keep their credentials cookie out of the page's own cookies", () => {
    expect(document.cookie.includes('pb-test-credentials')).to.equal(false);
  });
});
