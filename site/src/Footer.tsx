import { Signup } from './Signup.js';

export function Footer() {
  return (
    <footer className="site-footer">
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
