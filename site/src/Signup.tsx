import { memo } from 'react';
import { PbNewsletter } from 'pb-elements/react/pb-newsletter';

/**
 * The footer's studio-notes signup: the theme's email opt-in markup inside the wrapper (MARKUP.md §8.2). It
 * subscribes through the CMS's ajax action with the page's frontend nonce. Memoised: the element shows the
 * result inside this subtree, so React prints it once.
 */
export const Signup = memo(function Signup() {
  return (
    <PbNewsletter>
      <div
        id="footer-signup"
        className="et_pb_module et_pb_newsletter et_pb_subscribe clearfix et_pb_bg_layout_dark et_pb_newsletter_layout_top_bottom"
      >
        <div className="et_pb_newsletter_description">
          <h2 className="et_pb_module_header">Studio notes</h2>
          <p>One email a month about new films. Unsubscribe any time.</p>
        </div>
        <div className="et_pb_newsletter_form">
          <form method="post">
            <div className="et_pb_newsletter_result et_pb_newsletter_error" />
            <div className="et_pb_newsletter_result et_pb_newsletter_success">
              <h2>Thanks: you are on the list.</h2>
            </div>
            <div className="et_pb_newsletter_fields">
              <p className="et_pb_newsletter_field et_pb_contact_field_last">
                <label className="et_pb_contact_form_label" htmlFor="et_pb_signup_email">
                  Email
                </label>
                <input
                  id="et_pb_signup_email"
                  className="input"
                  type="email"
                  placeholder="you@example.com"
                  name="et_pb_signup_email"
                  autoComplete="email"
                  required
                />
              </p>
              <p className="et_pb_newsletter_button_wrap">
                <a className="et_pb_newsletter_button et_pb_button" href="#">
                  <span className="et_subscribe_loader" />
                  <span className="et_pb_newsletter_button_text">Subscribe</span>
                </a>
              </p>
              <input type="hidden" value="demo" name="et_pb_signup_provider" />
              <input type="hidden" value="demo-list" name="et_pb_signup_list_id" />
              <input type="hidden" value="demo" name="et_pb_signup_account_name" />
              <input type="hidden" value="" name="et_pb_signup_ip_address" />
            </div>
          </form>
        </div>
      </div>
    </PbNewsletter>
  );
});
