import { useState } from 'react';
import { LazyVideo } from 'pb-elements/react/lazy-video';
import studioPoster from './assets/poster-studio.svg';

export function VideoSection() {
  const [playing, setPlaying] = useState<string[]>([]);
  const onActivate = (event: CustomEvent<{ id: string }>) => setPlaying((ids) => [...ids, event.detail.id]);
  return (
    <section id="work" aria-labelledby="work-title">
      <div className="container">
        <h2 id="work-title">Our work</h2>
        <p>Each film loads from YouTube only when you press play.</p>
        <div className="video-grid">
          <figure className="video">
            <LazyVideo
              videoId="dQw4w9WgXcQ"
              videoTitle="Behind the scenes at Northwind"
              query="rel=0"
              onPbVideoActivate={onActivate}
            />
            <figcaption>Behind the scenes: a day on set.</figcaption>
          </figure>
          <figure className="video">
            <LazyVideo
              videoId="aqz-KE-bpKQ"
              videoTitle="Northwind studio tour"
              poster={studioPoster}
              onPbVideoActivate={onActivate}
            />
            <figcaption>The studio tour, with our own poster.</figcaption>
          </figure>
        </div>
        <p className="status" role="status">
          {playing.length ? `Playing: ${playing.join(', ')}` : ''}
        </p>
      </div>
    </section>
  );
}
