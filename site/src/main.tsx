import { startTransition, StrictMode } from 'react';
import { nextTask } from './next-task.js';
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
// The later sections' stylesheets, in the order their sections' files had them, after the site's own: their code
// loads after the first screen, but their printed HTML is there from the start, and one stylesheet for the whole
// look makes the first paint wait for one request, not five (issue 19).
import 'pb-elements/pb-motion.css';
import 'pb-elements/pb-media.css';
import 'pb-elements/pb-video-bg.css';
import 'pb-elements/pb-video-overlay.css';
import 'pb-elements/pb-countdown.css';
import 'pb-elements/content.css';
import 'pb-elements/pb-ab-test.css';

const root = document.getElementById('root')!;
// Four tasks, not one (issue 19): this module, which the browser runs as the parser ends, in the task that also
// fires DOMContentLoaded (27–36 ms of it at 4× CPU on a two-core machine); then the shell with the first screen's
// elements; then React's DOM; then hydration. Evaluated with the rest, React's DOM made one task of 90–120 ms at 4×
// CPU after the first paint (TBT 41–64 ms); in three, none passed 60 ms, but the first, the shell's evaluation with
// the parser's end, still did (58–77 ms). The shell's and React DOM's chunks are preloaded from the page
// (scripts/build.mjs), so their import() costs no round trip.
await nextTask();
const { App } = await import('./App.js');
await nextTask();
const { createRoot, hydrateRoot } = await import('react-dom/client');
await nextTask();
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
