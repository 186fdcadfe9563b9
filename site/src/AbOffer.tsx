import { PbAbTest } from 'pb-elements/react/pb-ab-test';

/**
 * An A/B test on the React site (issue 17; elements/pb-ab-test/README.md): the subject this page shows and its
 * goal, as the CMS prints them; the page config (index.html's `#pb-config`) lists the test. Goals are recorded
 * after analytics consent; the results are at /ab-results/.
 */
export function AbOffer() {
  return (
    <PbAbTest>
      <section className="band" aria-labelledby="ab-offer-title">
        <div className="container">
          <div className="et_pb_module et_pb_text et_pb_ab_subject et_pb_ab_subject_id-101_1">
            <div className="et_pb_text_inner">
              <h2 id="ab-offer-title">A studio for small brands</h2>
              <p>Identity, web and print from one small team.</p>
            </div>
          </div>
          <div className="et_pb_module et_pb_button_module_wrapper et_pb_ab_goal et_pb_ab_goal_id-101">
            <a className="button et_pb_button" href="#contact">
              Book a first call
            </a>
          </div>
        </div>
      </section>
    </PbAbTest>
  );
}
