import { PbMotion } from 'pb-elements/react/pb-motion';

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

/** The builder's scroll effects, one card per effect (MARKUP.md §8.9): what each does, and its saved pipe string. */
const SCROLL_EFFECTS = [
  {
    resolver: 'translateY',
    value: '0|50|50|100|2|0|-2',
    title: 'Rises',
    text: 'From two units low to two units high.',
  },
  { resolver: 'translateX', value: '0|40|60|100|-1|0|1', title: 'Drifts', text: 'Across, from its left to its right.' },
  {
    resolver: 'opacity',
    value: '0|30|70|100|75|100|100',
    title: 'Fades',
    text: 'From 75 % to full by a third of the way (never too faint to read).',
  },
  { resolver: 'scale', value: '0|50|50|100|70|100|100', title: 'Grows', text: 'From 70 % to full size.' },
  { resolver: 'rotate', value: '0|50|50|100|-8|0|8', title: 'Turns', text: 'From −8° to 8°.' },
  { resolver: 'blur', value: '0|30|70|100|6|0|6', title: 'Focuses', text: 'Sharp in the middle of the window.' },
];

// The page global the CMS prints for scroll effects, read by <pb-motion> when it connects. Set once, here, where
// the cards it names are rendered (and on the server too, harmlessly).
(globalThis as { et_pb_motion_elements?: unknown }).et_pb_motion_elements = {
  desktop: SCROLL_EFFECTS.map(({ resolver, value }, i) => ({ id: `.pb-scroll-${i}`, resolver, value })),
};

/**
 * The builder's entrance animations through the generated wrapper: each card animates once as it comes into
 * view, is visible at once under reduced motion, and is never hidden without JavaScript; below them, one card per
 * scroll effect, moved by its place in the window (still under reduced motion).
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
          <h3>Scroll effects</h3>
          <ul className="cards scroll-cards">
            {SCROLL_EFFECTS.map(({ resolver, title, text }, i) => (
              <li key={resolver} className={`card pb-scroll-${i}`}>
                <h4>{title}</h4>
                <p>{text}</p>
              </li>
            ))}
          </ul>
        </PbMotion>
      </div>
    </section>
  );
}
