import { PbCountdown } from 'pb-elements/react/pb-countdown';
import studio from './assets/poster-studio.svg';

/** The end of the booking window: 1 January 2100, 00:00 UTC, in Unix seconds (timezone-safe). */
const BOOKINGS_CLOSE = 4102444800;

const UNITS = [
  { unit: 'days', short: 'Day', full: 'Day(s)' },
  { unit: 'hours', short: 'Hrs', full: 'Hour(s)' },
  { unit: 'minutes', short: 'Min', full: 'Minute(s)' },
  { unit: 'seconds', short: 'Sec', full: 'Second(s)' },
];

const TABLES = [
  {
    title: 'Starter',
    note: 'One short film',
    sign: '$',
    sum: '900',
    after: false,
    items: [
      ['Script and storyboard', true],
      ['One shooting day', true],
      ['Second shooting day', false],
    ],
  },
  {
    title: 'Studio',
    note: 'Most chosen',
    sign: '$',
    sum: '2400',
    after: false,
    featured: true,
    items: [
      ['Script and storyboard', true],
      ['Two shooting days', true],
      ['Colour grading', true],
    ],
  },
  {
    title: 'Tour',
    note: 'Films on the road',
    sign: '€',
    sum: '5200',
    after: true,
    items: [
      ['Script and storyboard', true],
      ['Five shooting days', true],
      ['Same-day edits', true],
    ],
  },
] as const;

const QUOTES = [
  {
    author: 'Ana Ruiz',
    position: 'Head of marketing',
    company: 'Bright Goods',
    text: 'They understood in one meeting what our launch needed, and the film carried it for a year.',
  },
  {
    author: 'Tom Okafor',
    position: 'Founder',
    company: 'Okafor Bikes',
    text: 'A small crew, calm and on time. The first cut already felt like ours.',
  },
];

/**
 * The offer: the theme's countdown timer through the generated wrapper (MARKUP.md §6.4; the digits are empty
 * here and filled by the element), then pricing tables and testimonials, which are markup and CSS only
 * (MARKUP.md §12): no component of ours around them and no script.
 */
export function Offer() {
  return (
    <section id="offer" aria-labelledby="offer-title">
      <div className="container">
        <h2 id="offer-title">Offer and prices</h2>
        <PbCountdown>
          <div
            id="offer-countdown"
            className="et_pb_module et_pb_countdown_timer et_pb_countdown_timer_0"
            data-end-timestamp={BOOKINGS_CLOSE}
          >
            <div className="et_pb_countdown_timer_container clearfix">
              <h3 className="title">Bookings for the 2100 season close in</h3>
              {UNITS.map(({ unit, short, full }, index) => [
                index > 0 && (
                  <div className="sep section" key={`${unit}-sep`}>
                    <p>:</p>
                  </div>
                ),
                <div className={`${unit} section values`} data-short={short} data-full={full} key={unit}>
                  <p className="value"></p>
                  <p className="label">{full}</p>
                </div>,
              ])}
            </div>
          </div>
        </PbCountdown>
        <div id="offer-prices" className="et_pb_module et_pb_pricing clearfix et_pb_pricing_tables_three">
          <div className="et_pb_pricing_table_wrap">
            {TABLES.map((table, index) => (
              <div
                key={table.title}
                className={`et_pb_pricing_table et_pb_pricing_table_${index}${'featured' in table ? ' et_pb_featured_table' : ''}`}
              >
                <div className="et_pb_pricing_heading">
                  <h3 className="et_pb_pricing_title">{table.title}</h3>
                  <span className="et_pb_best_value">{table.note}</span>
                </div>
                <div className="et_pb_pricing_content_top">
                  <span className="et_pb_et_price">
                    {!table.after && <span className="et_pb_dollar_sign">{table.sign}</span>}
                    <span className="et_pb_sum">{table.sum}</span>
                    {table.after && <span className="et_pb_dollar_sign">{table.sign}</span>}
                    <span className="et_pb_frequency">/film</span>
                  </span>
                </div>
                <div className="et_pb_pricing_content">
                  <ul className="et_pb_pricing">
                    {table.items.map(([item, included]) => (
                      <li key={item} className={included ? undefined : 'et_pb_not_available'}>
                        <span>{included ? item : `${item} (not included)`}</span>
                      </li>
                    ))}
                  </ul>
                </div>
                <div className="et_pb_button_wrapper">
                  <a className="et_pb_button et_pb_pricing_table_button" href="#contact">
                    Ask about {table.title}
                  </a>
                </div>
              </div>
            ))}
          </div>
        </div>
        <div id="offer-quotes">
          {QUOTES.map((quote, index) => (
            <div
              key={quote.author}
              className={`et_pb_module et_pb_testimonial et_pb_testimonial_${index} clearfix et_pb_bg_layout_light`}
            >
              <div className="et_pb_testimonial_portrait">
                <img src={studio} alt="" width="400" height="300" />
              </div>
              <div className="et_pb_testimonial_description">
                <div className="et_pb_testimonial_description_inner">
                  <div className="et_pb_testimonial_content">
                    <p>{quote.text}</p>
                  </div>
                </div>
                <span className="et_pb_testimonial_author">{quote.author}</span>
                <p className="et_pb_testimonial_meta">
                  <span className="et_pb_testimonial_position">{quote.position}</span>
                  <span className="et_pb_testimonial_separator">,</span>{' '}
                  <span className="et_pb_testimonial_company">{quote.company}</span>
                </p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
