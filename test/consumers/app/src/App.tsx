import { useState } from 'react';
import { PbTabs } from 'pb-elements/react';
import { LazyVideo } from 'pb-elements/react/lazy-video';
import { PbSlider, type PbSlidEvent } from 'pb-elements/react/pb-slider';

// A self-hosted poster: no thumbnail is requested from the video host.
const POSTER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9"/></svg>',
  );

const QUOTES = ['Fast and careful.', 'They asked the right questions.', 'Online before the guests had left.'];

export function App() {
  const [showing, setShowing] = useState(1);
  return (
    <main>
      <h1>pb-elements consumer</h1>
      <LazyVideo videoId="dQw4w9WgXcQ" videoTitle="A film" poster={POSTER} />
      <PbSlider label="Quotes" onPbSlid={(event: PbSlidEvent) => setShowing(event.detail.to + 1)}>
        {QUOTES.map((quote) => (
          <blockquote key={quote}>
            <p>{quote}</p>
          </blockquote>
        ))}
      </PbSlider>
      <p>
        Showing quote {showing} of {QUOTES.length}
      </p>
      <PbTabs id="steps" label="Steps">
        <ul className="et_pb_tabs_controls">
          <li>
            <a href="#step-plan">Plan</a>
          </li>
          <li>
            <a href="#step-shoot">Shoot</a>
          </li>
        </ul>
        <div className="et_pb_all_tabs">
          <section className="et_pb_tab" id="step-plan">
            <p>One workshop.</p>
          </section>
          <section className="et_pb_tab" id="step-shoot">
            <p>Two days on location.</p>
          </section>
        </div>
      </PbTabs>
    </main>
  );
}
