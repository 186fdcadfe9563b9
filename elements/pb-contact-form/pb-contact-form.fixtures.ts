/** The theme's contact form markup (MARKUP.md §8.1): text, email, message, a radio group with a conditional field, checkboxes, the spam trap, the captcha. */
export interface ContactOptions {
  action?: string;
  first?: string;
  second?: string;
  redirect?: string;
  /** Rules JSON for the "company" field (shown for business enquiries by default). */
  logic?: string;
}

export { replyUrl, uniqueKey } from '../base/test/replies.js';

export function contactForm({
  action = '/test/replies/contact-success',
  first = '7',
  second = '3',
  redirect,
  logic = '[["reason","is","business"]]',
}: ContactOptions = {}): string {
  return `<pb-contact-form><div id="et_pb_contact_form_0" class="et_pb_module et_pb_contact_form_container clearfix et_pb_contact_form_0" data-form_unique_num="0"${redirect ? ` data-redirect_url="${redirect}"` : ''}>
  <h1 class="et_pb_contact_main_title">Write to us</h1>
  <div class="et-pb-contact-message"></div>
  <div class="et_pb_contact">
    <form class="et_pb_contact_form clearfix" method="post" action="${action}">
      <p class="et_pb_contact_field et_pb_contact_field_0 et_pb_contact_field_half" data-id="name" data-type="input">
        <label for="et_pb_contact_name_0" class="et_pb_contact_form_label">Name</label>
        <input type="text" id="et_pb_contact_name_0" class="input" value="" name="et_pb_contact_name_0" data-required_mark="required" data-field_type="input" data-original_id="name" placeholder="Name">
      </p>
      <p class="et_pb_contact_field et_pb_contact_field_1 et_pb_contact_field_half et_pb_contact_field_last" data-id="email" data-type="email">
        <label for="et_pb_contact_email_0" class="et_pb_contact_form_label">Email Address</label>
        <input type="text" id="et_pb_contact_email_0" class="input" value="" name="et_pb_contact_email_0" data-required_mark="required" data-field_type="email" data-original_id="email" placeholder="Email Address">
      </p>
      <p class="et_pb_contact_field et_pb_contact_field_2" data-id="reason" data-type="radio">
        <span class="et_pb_contact_field_options_wrapper">
          <span class="et_pb_contact_field_options_title">Reason</span>
          <span class="et_pb_contact_field_options_list">
            <span class="et_pb_contact_field_radio"><input type="radio" id="et_pb_contact_reason_0_0" class="input" value="private" name="et_pb_contact_reason_0" data-required_mark="required" data-field_type="radio" data-original_id="reason"><label for="et_pb_contact_reason_0_0"><i></i>Private</label></span>
            <span class="et_pb_contact_field_radio"><input type="radio" id="et_pb_contact_reason_0_1" class="input" value="business" name="et_pb_contact_reason_0" data-required_mark="required" data-field_type="radio" data-original_id="reason"><label for="et_pb_contact_reason_0_1"><i></i>Business</label></span>
          </span>
        </span>
      </p>
      <p class="et_pb_contact_field et_pb_contact_field_3" data-id="company" data-type="input" data-conditional-logic='${logic}' data-conditional-relation="all">
        <label for="et_pb_contact_company_0" class="et_pb_contact_form_label">Company</label>
        <input type="text" id="et_pb_contact_company_0" class="input" value="" name="et_pb_contact_company_0" data-required_mark="required" data-field_type="input" data-original_id="company" placeholder="Company">
      </p>
      <p class="et_pb_contact_field et_pb_contact_field_4" data-id="topics" data-type="checkbox">
        <input class="et_pb_checkbox_handle" type="hidden" name="et_pb_contact_topics_0" data-required_mark="not_required" data-field_type="checkbox" data-original_id="topics">
        <span class="et_pb_contact_field_options_wrapper">
          <span class="et_pb_contact_field_options_title">Topics</span>
          <span class="et_pb_contact_field_options_list">
            <span class="et_pb_contact_field_checkbox"><input type="checkbox" id="et_pb_contact_topics_0_0" class="input" value="Films" data-id="topics_0"><label for="et_pb_contact_topics_0_0"><i></i>Films</label></span>
            <span class="et_pb_contact_field_checkbox"><input type="checkbox" id="et_pb_contact_topics_0_1" class="input" value="Events" data-id="topics_1"><label for="et_pb_contact_topics_0_1"><i></i>Events</label></span>
          </span>
        </span>
      </p>
      <p class="et_pb_contact_field et_pb_contact_field_5 et_pb_contact_field_last" data-id="message" data-type="text">
        <label for="et_pb_contact_message_0" class="et_pb_contact_form_label">Message</label>
        <textarea name="et_pb_contact_message_0" id="et_pb_contact_message_0" class="et_pb_contact_message input" data-required_mark="required" data-field_type="text" data-original_id="message" placeholder="Message"></textarea>
      </p>
      <p class="et_pb_contact_field" data-id="et_number" data-type="input">
        <label for="et_pb_contact_et_number_0" class="et_pb_contact_form_label">Number</label>
        <input type="text" id="et_pb_contact_et_number_0" class="input" value="" name="et_pb_contact_et_number_0" data-required_mark="required" data-field_type="input" data-original_id="et_number" tabindex="-1">
      </p>
      <input type="hidden" value="et_contact_proccess" name="et_pb_contactform_submit_0">
      <div class="et_contact_bottom_container">
        <div class="et_pb_contact_right">
          <p class="clearfix"><span class="et_pb_contact_captcha_question">${first} + ${second}</span> = <input type="text" size="2" class="input et_pb_contact_captcha" data-first_digit="${first}" data-second_digit="${second}" value="" name="et_pb_contact_captcha_0" data-required_mark="required"></p>
        </div>
        <button type="submit" name="et_builder_submit_button" class="et_pb_contact_submit et_pb_button">Submit</button>
      </div>
      <input type="hidden" id="_wpnonce-et-pb-contact-form-submitted-0" name="_wpnonce-et-pb-contact-form-submitted-0" value="abc123"><input type="hidden" name="_wp_http_referer" value="/contact/">
    </form>
  </div>
</div></pb-contact-form>`;
}

export const bareTag = `<pb-contact-form><p>No form here.</p></pb-contact-form>`;

export const fixtures = { 'CMS contact form': contactForm() };
