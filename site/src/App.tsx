import { AbOffer } from './AbOffer.js';
import { ConsentBar } from './ConsentBar.js';
import { ContactSection } from './ContactSection.js';
import { Faq } from './Faq.js';
import { Figures } from './Figures.js';
import { Footer } from './Footer.js';
import { Header } from './Header.js';
import { Highlights } from './Highlights.js';
import { Offer } from './Offer.js';
import { InstagramFeed } from './InstagramFeed.js';
import { Journal } from './Journal.js';
import { Location } from './Location.js';
import { Motion } from './Motion.js';
import { Partners } from './Partners.js';
import { PbPage } from 'pb-elements/react/pb-page';
import { Process } from './Process.js';
import { Projects } from './Projects.js';
import { Questions } from './Questions.js';
import { Showreel } from './Showreel.js';
import { Stills } from './Stills.js';
import { VideoSection } from './VideoSection.js';

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
      </main>
      <Footer />
      <ConsentBar />
    </>
  );
}
