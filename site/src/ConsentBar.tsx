import { CookieBar } from 'pb-elements/react/cookie-bar';

/** The consent plugin's settings, as the CMS would print them (spec §3); anything left out keeps its default. */
const SETTINGS = {
  cookie_bar_as: 'banner',
  notify_position_vertical: 'bottom',
  notify_animate_show: true,
  button_7_button_colour: '#1b5e20',
  button_3_button_colour: '#333333',
  categories: [
    { slug: 'necessary', title: 'Necessary', description: 'Remembers your cookie choice. Always on.' },
    {
      slug: 'functional',
      title: 'Videos',
      description: 'Plays our films from YouTube, which may set its own cookies.',
    },
    {
      slug: 'analytics',
      title: 'Statistics',
      description: 'Counts visits anonymously so we know which films people watch.',
    },
  ],
};

/** The site's cookie bar: asks once, Google Consent Mode signals on, revision 1 of our cookie policy. */
export function ConsentBar() {
  return (
    <CookieBar settings={SETTINGS} consentMode revision={1}>
      <p>
        We use cookies to play our films from YouTube and to count visits, only with your consent.{' '}
        <a href="#contact">Questions?</a>
      </p>
    </CookieBar>
  );
}
