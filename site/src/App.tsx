import { useEffect } from 'react';
import { followAddressTarget } from './address-target.js';
import { Footer } from './Footer.js';
import { Header } from './Header.js';
import { later } from './later.js';

/**
 * Page behaviour (same-page anchors scroll smoothly and focus their target, the scroll-to-top button), loaded once
 * the first screen has rendered: nothing on the first screen needs it before a visitor acts, and until it is in,
 * an anchor jumps as the browser makes it (issue 19: it kept the element's code out of the entry).
 */
const PbPage = later(() => import('pb-elements/react/pb-page'), 'PbPage');

/**
 * The cookie bar, in a chunk of its own that the page asks for as soon as hydration starts: a returning visitor who
 * has answered never sees it, and a new one sees the printed bar at once and can answer it a round trip after the
 * entry has run. Its code (the element, the consent store and the page settings: about 5 kB gzip) is a quarter of
 * ours in the entry (issue 19: the entry holds React, the shell and what the first screen needs to work).
 */
const ConsentBar = later(() => import('./ConsentBar.js'), 'ConsentBar');

const Figures = later(() => import('./Figures.js'), 'Figures', 'figures');
const Process = later(() => import('./Process.js'), 'Process', 'how');
const Motion = later(() => import('./Motion.js'), 'Motion', 'in-motion');
const VideoSection = later(() => import('./VideoSection.js'), 'VideoSection', 'work');
const Showreel = later(() => import('./Showreel.js'), 'Showreel', 'showreel');
const Projects = later(() => import('./Projects.js'), 'Projects', 'projects-section');
const Stills = later(() => import('./Stills.js'), 'Stills', 'stills');
const Highlights = later(() => import('./Highlights.js'), 'Highlights', 'highlights');
const Partners = later(() => import('./Partners.js'), 'Partners', 'partners');
const InstagramFeed = later(() => import('./InstagramFeed.js'), 'InstagramFeed', 'instagram');
const Journal = later(() => import('./Journal.js'), 'Journal', 'journal');
const Faq = later(() => import('./Faq.js'), 'Faq', 'faq');
const Questions = later(() => import('./Questions.js'), 'Questions', 'questions');
const Offer = later(() => import('./Offer.js'), 'Offer', 'offer');
const AbOffer = later(() => import('./AbOffer.js'), 'AbOffer');
const Location = later(() => import('./Location.js'), 'Location', 'location');
const ContactSection = later(() => import('./ContactSection.js'), 'ContactSection', 'contact');

/** The section the address names, kept in view once the client has rendered it (site/src/address-target.ts). */
function ScrollToTarget() {
  useEffect(() => followAddressTarget(document.getElementById('main-content')!), []);
  return null;
}

const SERVICES = [
  { title: 'Brand films', text: 'Two-minute stories that say who you are, shot on location and cut for every screen.' },
  {
    title: 'Product launches',
    text: 'Launch pages, teasers and the film that carries them, delivered as one campaign.',
  },
  { title: 'Live events', text: 'Multi-camera capture and same-day edits, ready while the audience is still talking.' },
];

export function App() {
  return (
    <>
      {/* Page behaviour, page-wide: same-page anchors scroll smoothly and focus their target. */}
      <PbPage />
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <Header />
      <main id="main-content">
        <section className="hero" aria-labelledby="hero-title">
          <div className="container">
            <p className="eyebrow">Northwind Studio</p>
            <h1 id="hero-title">Films that people finish watching.</h1>
            <p className="lead">We plan, shoot and edit brand films for teams who care how they are seen.</p>
            <a className="button" href="#work">
              See our work
            </a>{' '}
            {/* The elements' documentation pages (site/docs.html). */}
            <a className="button" href="docs.html">
              Documentation
            </a>
          </div>
        </section>
        <section className="band" id="services" aria-labelledby="services-title">
          <div className="container">
            <h2 id="services-title">What we do</h2>
            <ul className="cards">
              {SERVICES.map((service) => (
                <li className="card" key={service.title}>
                  <h3>{service.title}</h3>
                  <p>{service.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
        <Figures />
        <Process />
        <Motion />
        <VideoSection />
        <Showreel />
        <Projects />
        <Stills />
        <Highlights />
        <Partners />
        <InstagramFeed />
        <Journal />
        <Faq />
        <Questions />
        <Offer />
        <AbOffer />
        <Location />
        <ContactSection />
        <ScrollToTarget />
      </main>
      <Footer />
      {/* The cookie bar: printed with the page, working once its chunk is in. */}
      <ConsentBar />
    </>
  );
}
