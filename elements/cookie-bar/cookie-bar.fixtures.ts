/** The consent plugin's printed markup (MARKUP.md §1.3) in its 2.x and 1.x shapes, and the bare tag. */
import { clearCookies, clearCookiesSettled } from '../base/test/cookies.js';
import { loadStyles } from '../base/test/styles.js';
import { unmountAll } from '../base/test/suites.js';
import { resetConfig } from '../core/config.js';

const settingsPopup2x = (categories: Array<[string, string, boolean]>) => `
  <div class="cli-modal" data-nosnippet="true" id="cliSettingsPopup" tabindex="-1" role="dialog" aria-labelledby="cliSettingsPopup" aria-hidden="true">
    <div class="cli-modal-dialog" role="document">
      <div class="cli-modal-content cli-bar-popup">
        <button type="button" class="cli-modal-close" id="cliModalClose"><svg class="" viewBox="0 0 24 24"><path d="M19 6.41l-1.41-1.41-5.59 5.59-5.59-5.59-1.41 1.41 5.59 5.59-5.59 5.59 1.41 1.41 5.59-5.59 5.59 5.59 1.41-1.41-5.59-5.59z"></path></svg><span class="wt-cli-sr-only">Close</span></button>
        <div class="cli-modal-body">
          <div class="cli-container-fluid cli-tab-container"><div class="cli-row">
            <div class="cli-col-12 cli-align-items-stretch cli-px-0">
              <div class="cli-privacy-overview">
                <h4>Privacy Overview</h4>
                <div class="cli-privacy-content"><div class="cli-privacy-content-text">This website uses cookies to improve your experience while you navigate through the website. Out of these, the cookies that are categorized as necessary are stored on your browser as they are essential for the working of basic functionalities of the website. We also use third-party cookies that help us analyze and understand how you use this website. These cookies will be stored in your browser only with your consent.</div></div>
                <a class="cli-privacy-readmore" aria-label="Show more" role="button" data-readmore-text="Show more" data-readless-text="Show less"></a>
              </div>
            </div>
            <div class="cli-col-12 cli-align-items-stretch cli-px-0 cli-tab-section-container">
              ${categories
                .map(([slug, title, necessary]) =>
                  necessary
                    ? `<div class="cli-tab-section"><div class="cli-tab-header">
                        <a role="button" tabindex="0" class="cli-nav-link cli-settings-mobile" data-target="${slug}" data-toggle="cli-toggle-tab">${title}</a>
                        <div class="wt-cli-necessary-checkbox"><input type="checkbox" class="cli-user-preference-checkbox" id="wt-cli-checkbox-${slug}" data-id="checkbox-${slug}" checked="checked"><label class="form-check-label" for="wt-cli-checkbox-${slug}">${title}</label></div>
                        <span class="cli-necessary-caption">Always Enabled</span>
                      </div><div class="cli-tab-content"><div class="cli-tab-pane cli-fade" data-id="${slug}"><div class="wt-cli-cookie-description">Necessary cookies are absolutely essential for the website to function properly.</div></div></div></div>`
                    : `<div class="cli-tab-section"><div class="cli-tab-header">
                        <a role="button" tabindex="0" class="cli-nav-link cli-settings-mobile" data-target="${slug}" data-toggle="cli-toggle-tab">${title}</a>
                        <div class="cli-switch"><input type="checkbox" id="wt-cli-checkbox-${slug}" class="cli-user-preference-checkbox" data-id="checkbox-${slug}" checked="checked"><label for="wt-cli-checkbox-${slug}" class="cli-slider" data-cli-enable="Enabled" data-cli-disable="Disabled"><span class="wt-cli-sr-only">${title}</span></label></div>
                      </div><div class="cli-tab-content"><div class="cli-tab-pane cli-fade" data-id="${slug}"><div class="wt-cli-cookie-description">${title} cookies are used for ${slug}.</div></div></div></div>`,
                )
                .join('')}
            </div>
          </div></div>
        </div>
        <div class="cli-modal-footer"><div class="wt-cli-element cli-container-fluid cli-tab-container"><div class="cli-row"><div class="cli-col-12 cli-align-items-stretch cli-px-0"><div class="cli-tab-footer wt-cli-privacy-overview-actions">
          <a id="wt-cli-privacy-save-btn" role="button" tabindex="0" data-cli-action="accept" class="wt-cli-privacy-btn cli_setting_save_button wt-cli-privacy-accept-btn cli-btn">SAVE &amp; ACCEPT</a>
        </div></div></div></div></div>
      </div>
    </div>
  </div>
  <div class="cli-modal-backdrop cli-fade cli-settings-overlay"></div>
  <div class="cli-modal-backdrop cli-fade cli-popupbar-overlay"></div>`;

const CATEGORIES_2X: Array<[string, string, boolean]> = [
  ['necessary', 'Necessary', true],
  ['functional', 'Functional', false],
  ['performance', 'Performance', false],
  ['analytics', 'Analytics', false],
  ['advertisement', 'Advertisement', false],
  ['others', 'Others', false],
];

/** 2.x: wrapper, bar with the v2 template and shortcode buttons, tab, settings popup, overlays. */
export const plugin2x = `<cookie-bar><div class="wt-cli-cookie-bar-container" data-nosnippet="true" data-banner-version="2.0"><!--googleoff: all-->
  <div id="cookie-law-info-bar" data-nosnippet="true"><h5 class="cli_messagebar_head">We value your privacy</h5><span><div class="cli-bar-container cli-style-v2"><div class="cli-bar-message">We use cookies on our website to give you the most relevant experience by remembering your preferences and repeat visits.</div><div class="cli-bar-btn_container"><a role="button" class="medium cli-plugin-button cli-plugin-main-button cli_settings_button" style="margin:0px 5px 0px 0px">Cookie Settings</a><a role="button" id="wt-cli-reject-btn" tabindex="0" class="medium cli-plugin-button cli-plugin-main-button cookie_action_close_header_reject cli_action_button wt-cli-reject-btn" data-cli_action="reject">Reject All</a><a id="wt-cli-accept-all-btn" role="button" tabindex="0" data-cli_action="accept_all" class="wt-cli-element medium cli-plugin-button wt-cli-accept-all-btn cookie_action_close_header cli_action_button">Accept All</a></div></div></span></div>
  <div id="cookie-law-info-again" style="display:none" data-nosnippet="true"><span id="cookie_hdr_showagain">Manage consent</span></div>
  ${settingsPopup2x(CATEGORIES_2X)}
<!--googleon: all--></div></cookie-bar>`;

/** 1.x: no wrapper, h1 overview heading, the accept/reject shortcodes as links, two categories. */
export const plugin1x = `<cookie-bar><div id="cookie-law-info-bar"><span>This website uses cookies to improve your experience. We'll assume you're ok with this, but you can opt-out if you wish. <a role="button" tabindex="0" class="cli_settings_button" style="margin:5px 20px 5px 20px">Cookie settings</a><a role="button" tabindex="0" data-cli_action="accept" id="cookie_action_close_header" class="medium cli-plugin-button cli-plugin-main-button cookie_action_close_header cli_action_button" style="display:inline-block; margin:5px">ACCEPT</a><a role="button" tabindex="0" id="cookie_action_close_header_reject" class="medium cli-plugin-button cli-plugin-main-button cookie_action_close_header_reject cli_action_button" data-cli_action="reject">REJECT</a> <a href="/privacy-policy/" id="CONSTANT_OPEN_URL" target="_blank" class="cli-plugin-main-link">Read More</a></span></div>
  <div id="cookie-law-info-again"><span id="cookie_hdr_showagain">Privacy &amp; Cookies Policy</span></div>
  ${settingsPopup2x([
    ['necessary', 'Necessary', true],
    ['non-necessary', 'Non-necessary', false],
  ])
    .replace('<h4>Privacy Overview</h4>', '<h1>Privacy Overview</h1>')
    .replace(/<div class="cli-modal-footer">[\s\S]*?<\/div><\/div><\/div><\/div><\/div>/, '')}
</cookie-bar>`;

/** A bare tag: its settings as JSON, its message as content. */
export const bareTag = (settings: Record<string, unknown> = {}) =>
  `<cookie-bar><script type="application/json">${JSON.stringify(settings)}</script><p>We use cookies for videos and statistics. <a href="/privacy/">Privacy policy</a></p></cookie-bar>`;

export const fixtures = { 'plugin 2.x': plugin2x, 'plugin 1.x': plugin1x, 'bare tag': bareTag() };

export { clearCookies };

export const cookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);

export { until } from '../base/test/until.js';

/**
 * Every cookie-bar test file starts from a first visit: the stylesheet loaded, no cookie, and after each test no
 * element, configuration, plugin global or Consent Mode queue left behind.
 */
export function useFirstVisit(): void {
  before(() => loadStyles('/elements/cookie-bar/cookie-bar.css'));
  beforeEach(clearCookiesSettled);
  afterEach(async () => {
    unmountAll();
    resetConfig();
    await clearCookiesSettled();
    const globals = globalThis as Record<string, unknown>;
    delete globals.Cli_Data;
    delete globals.cli_cookiebar_settings;
    delete window.dataLayer;
  });
}
