import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';

type Engine = 'chromium' | 'firefox' | 'webkit';

function detectEngine(): Engine | 'unknown' {
  const ua = navigator.userAgent;
  if (/Firefox\//.test(ua)) return 'firefox';
  if (/Chrome\//.test(ua)) return 'chromium';
  if (/AppleWebKit\//.test(ua)) return 'webkit';
  return 'unknown';
}

describe('test engines', () => {
  it('runs in the engine the config says it should', async () => {
    const expected = (await executeServerCommand('expected-engine')) as Engine;
    expect(detectEngine()).to.equal(expected);
    expect(CSS.supports('-moz-appearance', 'none')).to.equal(expected === 'firefox');
  });
});
