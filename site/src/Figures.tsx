import { PbCounter } from 'pb-elements/react/pb-counter';

const RINGS = [
  { id: 'returning', value: 92, colour: '#1b6fa8', title: 'Clients who come back' },
  { id: 'on-time', value: 98, colour: '#2b7a3d', title: 'Films delivered on time' },
];

const NUMBERS = [
  { id: 'films', value: '1250', separator: ',', title: 'Films delivered' },
  { id: 'hours', value: '48000', separator: ',', title: 'Hours of footage' },
];

/**
 * The studio in figures: the theme's circle and number counters (MARKUP.md §6.1, §6.2) through the generated
 * wrapper. Each counts up once it comes into view, or shows its final value at once under reduced motion.
 */
export function Figures() {
  return (
    <section id="figures" aria-labelledby="figures-title">
      <div className="container">
        <h2 id="figures-title">The studio in figures</h2>
        <div className="cards">
          {RINGS.map((ring) => (
            <PbCounter key={ring.id}>
              <div id={ring.id} className="et_pb_module et_pb_circle_counter et_pb_with_title">
                <div
                  className="et_pb_circle_counter_inner"
                  data-number-value={ring.value}
                  data-bar-bg-color={ring.colour}
                  data-color="#000000"
                  data-alpha="0.1"
                >
                  <div className="percent">
                    <p>
                      <span className="percent-value"></span>
                      <span className="percent-sign">%</span>
                    </p>
                  </div>
                  <h3 className="et_pb_module_header">{ring.title}</h3>
                </div>
              </div>
            </PbCounter>
          ))}
          {NUMBERS.map((number) => (
            <PbCounter key={number.id}>
              <div
                id={number.id}
                className="et_pb_module et_pb_number_counter et_pb_with_title"
                data-number-value={number.value}
                data-number-separator={number.separator}
              >
                <div className="percent">
                  <p>
                    <span className="percent-value"></span>
                    <span className="percent-sign"></span>
                  </p>
                </div>
                <h3 className="title">{number.title}</h3>
              </div>
            </PbCounter>
          ))}
        </div>
      </div>
    </section>
  );
}
