// vanilla-cookieconsent: one bar, shown on a first visit, with the plugin's choices (necessary + analytics).
import * as CookieConsent from 'vanilla-cookieconsent';

export function init() {
  return CookieConsent.run({
    categories: { necessary: { enabled: true, readOnly: true }, analytics: {} },
    language: {
      default: 'en',
      translations: {
        en: {
          consentModal: {
            title: 'Cookies',
            description: 'This website uses cookies to improve your experience.',
            acceptAllBtn: 'Accept',
            acceptNecessaryBtn: 'Reject',
            showPreferencesBtn: 'Cookie settings',
          },
          preferencesModal: {
            title: 'Cookie settings',
            acceptAllBtn: 'Accept',
            acceptNecessaryBtn: 'Reject',
            savePreferencesBtn: 'Save',
            sections: [
              { title: 'Necessary', linkedCategory: 'necessary' },
              { title: 'Analytics', linkedCategory: 'analytics' },
            ],
          },
        },
      },
    },
  });
}
