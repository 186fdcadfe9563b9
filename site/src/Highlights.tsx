import { useState } from 'react';
import { PbSlider } from 'pb-elements/react/pb-slider';

const QUOTES = [
  {
    text: 'They cut our launch film in four days and it still looks like a month of work.',
    who: 'Head of brand, Contoso',
  },
  { text: 'The first agency that asked what the film should make people do.', who: 'Marketing lead, Fabrikam' },
  { text: 'Our event recap was online before the last guests had left.', who: 'Events director, Tailspin' },
];

/** Client quotes in a slider that rotates by itself, with the stop button first, as the APG carousel asks. */
export function Highlights() {
  const [showing, setShowing] = useState(1);
  return (
    <section className="band" id="highlights" aria-labelledby="highlights-title">
      <div className="container">
        <h2 id="highlights-title">What clients say</h2>
        <PbSlider
          className="quotes"
          label="Client quotes"
          autoplay
          interval={6000}
          onPbSlid={(event) => setShowing(event.detail.to + 1)}
        >
          {QUOTES.map((quote) => (
            <blockquote className="quote" key={quote.who}>
              <p>“{quote.text}”</p>
              <footer>— {quote.who}</footer>
            </blockquote>
          ))}
        </PbSlider>
        <p className="quotes-status" data-testid="showing">
          Showing quote {showing} of {QUOTES.length}
        </p>
      </div>
    </section>
  );
}
