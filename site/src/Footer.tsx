import { later } from './later.js';

/** The signup form is at the foot of the page: its element's code loads as it nears the view (issue 19). */
const Signup = later(() => import('./Signup.js'), 'Signup', 'footer-signup');

export function Footer() {
  return (
    <footer className="site-footer">
      {/* The theme's scroll-to-top icon: <PbPage> gives it a real button, shown past 800 px of scrolling. No theme
          icon font here (no `et-pb-icon`), so the button draws its own arrow. */}
      <span className="et_pb_scroll_top" />
      <div className="container">
        <Signup />
      </div>
      <div className="container footer-row">
        <p>© Northwind Studio. Demo content for pb-elements.</p>
        <nav aria-label="Footer">
          {/* <cookie-bar> listens for this marker anywhere on the page: one click reopens the choice. */}
          <a href="#cookie-settings" data-cookie-bar="show">
            Cookie settings
          </a>
          <a href="https://www.example.org/press" target="_blank" rel="noopener">
            Press kit <span className="visually-hidden">(opens in a new tab)</span>
          </a>
        </nav>
      </div>
    </footer>
  );
}
