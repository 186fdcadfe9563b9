import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.js';
import 'pb-elements/lazy-video.css';
import 'pb-elements/cookie-bar.css';
import 'pb-elements/pb-slider.css';
import 'pb-elements/pb-tabs.css';
import 'pb-elements/pb-gallery.css';
import 'pb-elements/pb-lightbox.css';
import 'pb-elements/pb-portfolio.css';
import 'pb-elements/pb-carousel.css';
import 'pb-elements/pb-contact-form.css';
import 'pb-elements/pb-comment-form.css';
import 'pb-elements/pb-newsletter.css';
import 'pb-elements/pb-header.css';
import 'pb-elements/pb-menu.css';
import 'pb-elements/pb-page.css';
import 'pb-elements/sbi-feed.css';
import './site.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The build prints the page into #root (site/src/prerender.tsx): hydrate it. The dev server serves the empty
// index.html, rendered here on the client. Hydration runs as a transition, so React yields to the browser every
// few milliseconds instead of hydrating the whole page in one long task (the page is already painted and reads).
if (root.hasChildNodes())
  startTransition(() => {
    hydrateRoot(root, app, {
      // A mismatch makes React throw the server HTML away and render anew: say so in words a test can look for.
      onRecoverableError(error, info) {
        console.error('pb-site hydration mismatch:', error, info.componentStack ?? '');
      },
    });
  });
else createRoot(root).render(app);
