/**
 * The browser tests' engines reach no host but the machine's own (web-test-runner.config.mjs): a request for another
 * host fails at once, without a lookup, and nothing leaves the machine, whatever its network and resolver do.
 */
import { expect } from '@open-wc/testing';

/** How a `fetch` of `url` ends, and after how many milliseconds. */
async function tryFetch(url: string): Promise<{ outcome: string; ms: number }> {
  const start = performance.now();
  const outcome = await fetch(url, { mode: 'no-cors', cache: 'no-store' }).then(
    () => 'answered',
    () => 'failed',
  );
  return { outcome, ms: performance.now() - start };
}

describe('the test browsers are offline', () => {
  for (const url of [
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'http://example.com/',
    'https://pb-fault.invalid/a.png',
  ]) {
    it(`a request for ${new URL(url).host} fails within a second`, async () => {
      const { outcome, ms } = await tryFetch(url);
      expect(outcome).to.equal('failed');
      expect(ms).to.be.below(1000);
    });
  }

  it('the test server, on this machine, still answers', async () => {
    const { outcome } = await tryFetch(`${location.origin}/package.json`);
    expect(outcome).to.equal('answered');
  });
});
