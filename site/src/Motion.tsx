import { PbMotion } from 'pb-elements/react/pb-motion';
import 'pb-elements/pb-motion.css';

/** One module per style, each with its printed settings (MARKUP.md §6.5, the `data-animation-*` attributes). */
const MODULES = [
  { style: 'fadeTop', title: 'Fade', text: 'A first call: what the film is for, and who must see it.' },
  { style: 'slideLeft', title: 'Slide', text: 'A treatment and a shot list, signed off before anyone travels.' },
  { style: 'zoom', title: 'Zoom', text: 'Two days on location with a crew of three.' },
  { style: 'flipRight', title: 'Flip', text: 'A first cut within a week of the shoot.' },
  { style: 'foldBottom', title: 'Fold', text: 'Two rounds of changes, each answered within two days.' },
  { style: 'rollLeft', title: 'Roll', text: 'Every format your channels need, captioned.' },
  { style: 'bounce', title: 'Bounce', text: 'A look back together, three months on.' },
];

/** Every style the builder offers: each kind from each side (and from none). */
const SIDES = [
  ['', 'in place'],
  ['Top', 'from the top'],
  ['Right', 'from the right'],
  ['Bottom', 'from the bottom'],
  ['Left', 'from the left'],
] as const;
const STYLES = ['fade', 'slide', 'zoom', 'flip', 'fold', 'roll', 'bounce'].flatMap((kind) =>
  SIDES.map(([side, words]) => ({ style: kind + side, label: `${kind[0].toUpperCase()}${kind.slice(1)} ${words}` })),
);

/**
 * The builder's entrance animations through the generated wrapper: each card animates once as it comes into
 * view, is visible at once under reduced motion, and is never hidden without JavaScript.
 */
export function Motion() {
  return (
    <section id="in-motion" aria-labelledby="in-motion-title">
      <div className="container">
        <h2 id="in-motion-title">From first call to final cut</h2>
        <PbMotion>
          <ul className="cards">
            {MODULES.map((module, i) => (
              <li
                key={module.style}
                className={`card et_pb_module et_pb_text et_pb_text_${i} et_animated`}
                data-animation-style={module.style}
                data-animation-repeat=""
                data-animation-duration="800ms"
                data-animation-delay={`${i * 100}ms`}
                data-animation-intensity="30%"
                data-animation-starting-opacity="0%"
                data-animation-speed-curve="ease-out"
              >
                <h3>{module.title}</h3>
                <p>{module.text}</p>
              </li>
            ))}
          </ul>
          <h3>Every style</h3>
          <ul className="cards">
            {STYLES.map(({ style, label }, i) => (
              <li
                key={style}
                className={`card et_pb_module et_pb_text et_pb_text_${MODULES.length + i} et_animated`}
                data-animation-style={style}
                data-animation-repeat=""
                data-animation-duration="700ms"
                data-animation-delay={`${(i % 5) * 60}ms`}
                data-animation-intensity="40%"
                data-animation-starting-opacity="0%"
                data-animation-speed-curve="ease-in-out"
              >
                {label}
              </li>
            ))}
          </ul>
        </PbMotion>
      </div>
    </section>
  );
}
