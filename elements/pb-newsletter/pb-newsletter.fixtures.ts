/** The theme's email opt-in module (MARKUP.md §8.2): names, email, a custom radio field and a custom field shown by a condition. */
export interface NewsletterOptions {
  redirect?: string;
  query?: string;
  /** Leave out the first and last name inputs. */
  emailOnly?: boolean;
}

import { replyUrl } from '../base/test/replies.js';

export { replyUrl, uniqueKey } from '../base/test/replies.js';
export const jsonReply = (value: unknown, key: string) =>
  replyUrl(`json:${encodeURIComponent(JSON.stringify(value))}`, key);

const name = (id: string, label: string, extra = '') => `
        <p class="et_pb_newsletter_field et_pb_contact_field_half${extra}">
          <label class="et_pb_contact_form_label" for="et_pb_signup_${id}" style="display: none;">${label}</label>
          <input id="et_pb_signup_${id}" class="input" type="text" placeholder="${label}" name="et_pb_signup_${id}">
        </p>`;

export function newsletter({ redirect, query, emailOnly }: NewsletterOptions = {}): string {
  return `<pb-newsletter><div id="signup" class="et_pb_module et_pb_newsletter et_pb_subscribe clearfix et_pb_newsletter_0 et_pb_bg_layout_light et_pb_text_align_left et_pb_newsletter_layout_left_right"${redirect ? ` data-redirect_url="${redirect}"` : ''}${query ? ` data-redirect_query="${query}"` : ''} data-ip_address="203.0.113.9">
  <div class="et_pb_newsletter_description"><h2 class="et_pb_module_header">Stay in touch</h2><div>Monthly news, no spam.</div></div>
  <div class="et_pb_newsletter_form">
    <form method="post">
      <div class="et_pb_newsletter_result et_pb_newsletter_error"></div>
      <div class="et_pb_newsletter_result et_pb_newsletter_success" style="display: none;"><h2>Success!</h2></div>
      <div class="et_pb_newsletter_fields">${emailOnly ? '' : name('firstname', 'First Name') + name('lastname', 'Last Name', ' et_pb_contact_field_last')}
        <p class="et_pb_newsletter_field et_pb_contact_field_last">
          <label class="et_pb_contact_form_label" for="et_pb_signup_email" style="display: none;">Email</label>
          <input id="et_pb_signup_email" class="input" type="text" placeholder="Email" name="et_pb_signup_email">
        </p>
        <p class="et_pb_contact_field et_pb_signup_custom_field" data-id="role" data-type="radio">
          <span class="et_pb_contact_field_options_wrapper">
            <span class="et_pb_contact_field_options_title">Role</span>
            <span class="et_pb_contact_field_options_list">
              <span class="et_pb_contact_field_radio"><input type="radio" id="et_pb_signup_role_0" class="input" value="fan" name="et_pb_signup_role" data-required_mark="required" data-field_type="radio" data-original_id="role"><label for="et_pb_signup_role_0"><i></i>Fan</label></span>
              <span class="et_pb_contact_field_radio"><input type="radio" id="et_pb_signup_role_1" class="input" value="press" name="et_pb_signup_role" data-required_mark="required" data-field_type="radio" data-original_id="role"><label for="et_pb_signup_role_1"><i></i>Press</label></span>
            </span>
          </span>
        </p>
        <p class="et_pb_contact_field et_pb_signup_custom_field" data-id="outlet" data-type="input" data-conditional-logic='[["role","is","press"]]' data-conditional-relation="all">
          <label for="et_pb_signup_outlet" class="et_pb_contact_form_label">Outlet</label>
          <input type="text" id="et_pb_signup_outlet" class="input" name="et_pb_signup_outlet" data-required_mark="required" data-field_type="input" data-original_id="outlet" placeholder="Outlet">
        </p>
        <p class="et_pb_contact_field et_pb_signup_custom_field" data-id="topics" data-type="checkbox">
          <input class="et_pb_checkbox_handle" type="hidden" name="et_pb_signup_topics" data-required_mark="not_required" data-field_type="checkbox" data-original_id="topics">
          <span class="et_pb_contact_field_options_wrapper">
            <span class="et_pb_contact_field_options_title">Topics</span>
            <span class="et_pb_contact_field_options_list">
              <span class="et_pb_contact_field_checkbox"><input type="checkbox" id="et_pb_signup_topics_0" class="input" value="Films" data-id="topics_0"><label for="et_pb_signup_topics_0"><i></i>Films</label></span>
              <span class="et_pb_contact_field_checkbox"><input type="checkbox" id="et_pb_signup_topics_1" class="input" value="Events" data-id="topics_1"><label for="et_pb_signup_topics_1"><i></i>Events</label></span>
            </span>
          </span>
        </p>
        <p class="et_pb_newsletter_button_wrap">
          <a class="et_pb_newsletter_button et_pb_button" href="#" data-icon=""><span class="et_subscribe_loader"></span><span class="et_pb_newsletter_button_text">Subscribe</span></a>
        </p>
      </div>
      <input type="hidden" value="mailchimp" name="et_pb_signup_provider">
      <input type="hidden" value="list42" name="et_pb_signup_list_id">
      <input type="hidden" value="acme" name="et_pb_signup_account_name">
      <input type="hidden" value="true" name="et_pb_signup_ip_address">
    </form>
  </div>
</div></pb-newsletter>`;
}

const feedburner = `<pb-newsletter><div class="et_pb_module et_pb_newsletter et_pb_subscribe clearfix et_pb_newsletter_1">
  <div class="et_pb_newsletter_description"><h2 class="et_pb_module_header">Feed</h2></div>
  <div class="et_pb_newsletter_form et_pb_feedburner_form">
    <form action="https://feedburner.google.com/fb/a/mailverify" method="post" target="popupwindow">
      <p><label for="feed_email">Email</label><input id="feed_email" class="input" type="text" name="email"></p>
      <input type="hidden" value="acme" name="uri"><input type="hidden" name="loc" value="en_US">
      <button class="et_pb_newsletter_button et_pb_button" type="submit">Subscribe</button>
    </form>
  </div>
</div></pb-newsletter>`;

export const fixtures = { 'CMS email opt-in': newsletter(), 'FeedBurner opt-in': feedburner };
