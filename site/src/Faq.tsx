import { memo } from 'react';
import { PbToggle } from 'pb-elements/react/pb-toggle';

const ANSWERS = [
  {
    id: 'faq-timing',
    question: 'How long does a film take?',
    answer:
      'Six weeks from the first workshop to the final cut: a week of planning, two days of shooting, the rest in the edit.',
  },
  {
    id: 'faq-crew',
    question: 'Who comes to the shoot?',
    answer: 'A director, a camera operator and a sound recordist; a gaffer when the light asks for one.',
  },
  {
    id: 'faq-cost',
    question: 'What does it cost?',
    answer: 'A two-minute brand film starts at twelve thousand euros, music licences included.',
  },
];

/**
 * Frequently asked questions: the theme's accordion module (MARKUP.md §8.3) through the generated wrapper. The
 * first answer is printed open; the element turns each title into a button, opens one answer at a time with the
 * theme's 700 ms slide and keeps the open one in the address. It moves each title's text into its button, so React
 * prints the section once and never re-renders it.
 */
export const Faq = memo(function Faq() {
  return (
    <section className="band" id="faq" aria-labelledby="faq-title">
      <div className="container">
        <h2 id="faq-title">Before you ask</h2>
        <PbToggle>
          <div className="et_pb_module et_pb_accordion et_pb_accordion_0">
            {ANSWERS.map(({ id, question, answer }, i) => (
              <div
                id={id}
                key={id}
                className={`et_pb_module et_pb_toggle et_pb_toggle_${i} et_pb_accordion_item ${i === 0 ? 'et_pb_toggle_open' : 'et_pb_toggle_close'}`}
              >
                <h3 className="et_pb_toggle_title">{question}</h3>
                <div className="et_pb_toggle_content clearfix">
                  <p>{answer}</p>
                </div>
              </div>
            ))}
          </div>
        </PbToggle>
      </div>
    </section>
  );
});
