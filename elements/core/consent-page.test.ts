import { expect } from '@open-wc/testing';
import { isGranted, onConsentChange } from './consent.js';
import { configure, resetConfig } from './config.js';
import { connectConsent } from './consent-page.js';
import { ConsentStore, type CookieJar } from './consent-store.js';

/** A cookie jar over a plain string, so the test leaves the page's cookies alone. */
class MemoryJar implements CookieJar {
  hostname = 'localhost';
  secure = false;
  #cookies = new Map<string, string>();
  read() {
    return [...this.#cookies].map(([n, v]) => `${n}=${v}`).join('; ');
  }
  write(assignment: string) {
    const [pair] = assignment.split('; ');
    const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    if (/Max-Age=0/.test(assignment)) this.#cookies.delete(name);
    else this.#cookies.set(name, value);
  }
}

const CATEGORIES = ['functional', 'analytics', 'advertisement'];
const commands = () => (window.dataLayer ?? []).map((entry) => [...(entry as IArguments)]);

describe('connectConsent', () => {
  beforeEach(() => {
    window.dataLayer = [];
    configure({ consent: { gate: true } });
  });
  afterEach(() => {
    resetConfig();
    delete window.dataLayer;
  });

  it('makes the store the consent source, announces each change, and tells Consent Mode', async () => {
    const store = new ConsentStore({ jar: new MemoryJar(), categories: CATEGORIES });
    const disconnect = connectConsent(store, { categories: CATEGORIES, consentMode: true });
    try {
      expect(commands()).to.deep.equal([
        [
          'consent',
          'default',
          {
            security_storage: 'granted',
            functionality_storage: 'granted',
            analytics_storage: 'denied',
            ad_storage: 'denied',
            ad_user_data: 'denied',
            ad_personalization: 'denied',
            personalization_storage: 'denied',
            wait_for_update: 500,
          },
        ],
      ]);
      expect(isGranted('analytics')).to.equal(false);
      let notified = 0;
      const stop = onConsentChange(() => notified++);
      const change = new Promise<CustomEvent>((resolve) =>
        document.addEventListener('pb-consent-change', resolve as EventListener, { once: true }),
      );
      store.accept({ analytics: true });
      const event = await change;
      stop();
      expect(event.detail).to.deep.equal({
        decision: 'yes',
        granted: { functional: false, analytics: true, advertisement: false },
      });
      expect(event.bubbles && event.composed).to.equal(true);
      expect(notified).to.equal(1);
      expect(isGranted('analytics')).to.equal(true);
      expect(commands().at(-1)).to.deep.equal([
        'consent',
        'update',
        {
          security_storage: 'granted',
          functionality_storage: 'granted',
          analytics_storage: 'granted',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          personalization_storage: 'denied',
        },
      ]);
    } finally {
      disconnect();
    }
    expect(isGranted('analytics'), 'disconnected: nothing granted while gating is on').to.equal(false);
  });

  it('re-sends a stored choice as an update on a later page load, right after the default', () => {
    const jar = new MemoryJar();
    new ConsentStore({ jar, categories: CATEGORIES }).accept();
    const disconnect = connectConsent(new ConsentStore({ jar, categories: CATEGORIES }), {
      categories: CATEGORIES,
      consentMode: true,
    });
    disconnect();
    expect(commands().map((command) => command[1])).to.deep.equal(['default', 'update']);
    expect((commands()[1][2] as Record<string, string>).ad_storage).to.equal('granted');
  });
});
