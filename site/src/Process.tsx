import { PbTabs } from 'pb-elements/react/pb-tabs';

const STEPS = [
  { id: 'plan', title: 'Plan', text: 'One workshop to agree what the film must make people do, and who must see it.' },
  {
    id: 'shoot',
    title: 'Shoot',
    text: 'A small crew, two days on location, and every shot list signed off before we roll.',
  },
  { id: 'edit', title: 'Edit', text: 'A first cut within a week, two rounds of changes, and every format you need.' },
];

/** Our process as tabs; the chosen tab lives in the address (#process|n), so a shared link opens it. */
export function Process() {
  return (
    <section id="how" aria-labelledby="how-title">
      <div className="container">
        <h2 id="how-title">How we work</h2>
        <PbTabs id="process" label="Our process">
          <ul className="et_pb_tabs_controls">
            {STEPS.map((step) => (
              <li key={step.id}>
                <a href={`#step-${step.id}`}>{step.title}</a>
              </li>
            ))}
          </ul>
          <div className="et_pb_all_tabs">
            {STEPS.map((step) => (
              <section className="et_pb_tab" id={`step-${step.id}`} key={step.id}>
                <p>{step.text}</p>
              </section>
            ))}
          </div>
        </PbTabs>
      </div>
    </section>
  );
}
