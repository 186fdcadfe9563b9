import { PbGallery } from 'pb-elements/react/pb-gallery';
import studio from './assets/poster-studio.svg';

const STILLS = Array.from({ length: 10 }, (_, i) => ({
  n: i + 1,
  title: `Still ${i + 1}`,
  alt: `A still from the studio tour, frame ${i + 1}`,
}));

/** Stills from our films: a gallery of four per page, the page kept in the address, each still in the lightbox. */
export function Stills() {
  return (
    <section id="stills" aria-labelledby="stills-title">
      <div className="container">
        <h2 id="stills-title">Stills</h2>
        <PbGallery label="Stills pages">
          <div id="stills-gallery" className="et_pb_gallery et_pb_gallery_grid">
            <div className="et_pb_gallery_items" data-per_page="4">
              {STILLS.map((still) => (
                <div className="et_pb_gallery_item" key={still.n}>
                  <div className="et_pb_gallery_image">
                    <a href={`${studio}?still=${still.n}`} title={still.title}>
                      <img src={studio} alt={still.alt} width="320" height="180" loading="lazy" />
                    </a>
                  </div>
                  <h3 className="et_pb_gallery_title">{still.title}</h3>
                </div>
              ))}
            </div>
            <div className="et_pb_gallery_pagination" />
          </div>
        </PbGallery>
      </div>
    </section>
  );
}
