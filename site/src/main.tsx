import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
