/**
 * Every cookie-bar test file starts from a first visit: the stylesheet loaded, no cookie, and after each test no
 * element, configuration, plugin global or Consent Mode queue left behind.
 */
import { loadStyles } from '../base/test/styles.js';
import { unmountAll } from '../base/test/suites.js';
import { resetConfig } from '../core/config.js';
import { clearCookies } from './cookie-bar.fixtures.js';

export function useFirstVisit(): void {
  before(() => loadStyles('/elements/cookie-bar/cookie-bar.css'));
  beforeEach(clearCookies);
  afterEach(() => {
    unmountAll();
    resetConfig();
    clearCookies();
    const globals = globalThis as Record<string, unknown>;
    delete globals.Cli_Data;
    delete globals.cli_cookiebar_settings;
    delete window.dataLayer;
  });
}
