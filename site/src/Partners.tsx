import { PbCarousel } from 'pb-elements/react/pb-carousel';

const PARTNERS = ['Contoso', 'Fabrikam', 'Tailspin', 'Litware', 'Adatum', 'Wingtip', 'Northwind Traders'];

/** The brands we film for, several at a time in a carousel whose engine loads as it nears the screen. */
export function Partners() {
  return (
    <section id="partners" aria-labelledby="partners-title">
      <div className="container">
        <h2 id="partners-title">Who we film for</h2>
        <PbCarousel label="Clients">
          <div className="et_pb_carousel_items">
            {PARTNERS.map((name) => (
              <div className="partner" key={name}>
                <p>{name}</p>
              </div>
            ))}
          </div>
        </PbCarousel>
      </div>
    </section>
  );
}
