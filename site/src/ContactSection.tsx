import { memo, useState } from 'react';
import { getConfig } from 'pb-elements';
import { PbContactForm } from 'pb-elements/react/pb-contact-form';

/** One field of the theme's markup (MARKUP.md §8.1): the element upgrades these, React only prints them once. */
function TextField({
  id,
  label,
  type = 'input',
  required = true,
  half = '',
  logic,
}: {
  id: string;
  label: string;
  type?: 'input' | 'email' | 'text';
  required?: boolean;
  half?: string;
  logic?: string;
}) {
  const name = `et_pb_contact_${id}_0`;
  const shared = {
    id: name,
    name,
    className: type === 'text' ? 'et_pb_contact_message input' : 'input',
    'data-required_mark': required ? 'required' : 'not_required',
    'data-field_type': type,
    'data-original_id': id,
  };
  return (
    <p
      className={`et_pb_contact_field ${half}`}
      data-id={id}
      data-type={type}
      {...(logic ? { 'data-conditional-logic': logic, 'data-conditional-relation': 'all' } : {})}
    >
      <label htmlFor={name} className="et_pb_contact_form_label">
        {label}
      </label>
      {type === 'text' ? (
        <textarea {...shared} />
      ) : (
        <input type="text" autoComplete={type === 'email' ? 'email' : id === 'name' ? 'name' : undefined} {...shared} />
      )}
    </p>
  );
}

function Choices({
  id,
  title,
  type,
  options,
  required,
}: {
  id: string;
  title: string;
  type: 'radio' | 'checkbox';
  options: [string, string][];
  required: boolean;
}) {
  const name = `et_pb_contact_${id}_0`;
  const mark = required ? 'required' : 'not_required';
  return (
    <p className="et_pb_contact_field" data-id={id} data-type={type}>
      {type === 'checkbox' && (
        <input
          className="et_pb_checkbox_handle"
          type="hidden"
          name={name}
          data-required_mark={mark}
          data-field_type="checkbox"
          data-original_id={id}
        />
      )}
      <span className="et_pb_contact_field_options_wrapper">
        <span className="et_pb_contact_field_options_title">{title}</span>
        <span className="et_pb_contact_field_options_list">
          {options.map(([value, text], i) => (
            <span className={`et_pb_contact_field_${type}`} key={value}>
              {type === 'radio' ? (
                <input
                  type="radio"
                  id={`${name}_${i}`}
                  className="input"
                  value={value}
                  name={name}
                  data-required_mark={mark}
                  data-field_type="radio"
                  data-original_id={id}
                />
              ) : (
                <input type="checkbox" id={`${name}_${i}`} className="input" value={value} data-id={`${id}_${i}`} />
              )}
              <label htmlFor={`${name}_${i}`}>
                <i />
                {text}
              </label>
            </span>
          ))}
        </span>
      </span>
    </p>
  );
}

const digit = () => 1 + Math.floor(Math.random() * 15);

/**
 * The captcha's two numbers. The build prints the page with numbers of its own (site/src/prerender.tsx), and
 * hydration must render exactly what was printed: so the numbers the printed form carries, when there is one;
 * fresh ones on the server and in a page rendered on the client only.
 */
function captchaDigits(): [number, number] {
  const printed =
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLInputElement>('#et_pb_contact_form_0 input.et_pb_contact_captcha');
  const first = Number(printed?.dataset.first_digit);
  const second = Number(printed?.dataset.second_digit);
  return first > 0 && second > 0 ? [first, second] : [digit(), digit()];
}

/**
 * The site's enquiry form: the CMS's contact form markup inside the React wrapper. It posts to this page, as the
 * CMS form does; the reference server checks it again and stores it. Memoised: the element takes over the
 * subtree (messages, the success container), so React must never re-render it.
 */
export const ContactSection = memo(function ContactSection() {
  const [[first, second]] = useState(captchaDigits);
  return (
    <section className="band with-form" id="contact" aria-labelledby="contact-title">
      <div className="container">
        <h2 id="contact-title">Start a project</h2>
        <p>
          Tell us about it below, or write to <a href="mailto:hello@northwind.example">hello@northwind.example</a>. We
          answer within a working day.
        </p>
        <PbContactForm>
          <div
            id="et_pb_contact_form_0"
            className="et_pb_module et_pb_contact_form_container clearfix et_pb_contact_form_0"
            data-form_unique_num="0"
          >
            <div className="et-pb-contact-message" />
            <div className="et_pb_contact">
              <form className="et_pb_contact_form clearfix" method="post" action="/">
                <TextField id="name" label="Name" half="et_pb_contact_field_half" />
                <TextField
                  id="email"
                  label="Email Address"
                  type="email"
                  half="et_pb_contact_field_half et_pb_contact_field_last"
                />
                <Choices
                  id="reason"
                  title="Who is asking?"
                  type="radio"
                  required
                  options={[
                    ['private', 'A private person'],
                    ['business', 'A business'],
                  ]}
                />
                <TextField id="company" label="Company" logic='[["reason","is","business"]]' />
                <Choices
                  id="topics"
                  title="Topics"
                  type="checkbox"
                  required={false}
                  options={[
                    ['Films', 'Films'],
                    ['Events', 'Events'],
                  ]}
                />
                <TextField id="message" label="Message" type="text" />
                <p className="et_pb_contact_field" data-id="et_number" data-type="input">
                  <label htmlFor="et_pb_contact_et_number_0" className="et_pb_contact_form_label">
                    Number
                  </label>
                  <input
                    type="text"
                    id="et_pb_contact_et_number_0"
                    className="input"
                    name="et_pb_contact_et_number_0"
                    data-required_mark="required"
                    data-field_type="input"
                    data-original_id="et_number"
                    tabIndex={-1}
                  />
                </p>
                <input type="hidden" value="et_contact_proccess" name="et_pb_contactform_submit_0" />
                <div className="et_contact_bottom_container">
                  <div className="et_pb_contact_right">
                    <p className="clearfix">
                      <span className="et_pb_contact_captcha_question">{`${first} + ${second}`}</span> ={' '}
                      <input
                        type="text"
                        size={2}
                        className="input et_pb_contact_captcha"
                        data-first_digit={first}
                        data-second_digit={second}
                        name="et_pb_contact_captcha_0"
                        data-required_mark="required"
                        // Named as printed, as the CMS prints it: the element names it so too once its code runs,
                        // which is when the section nears the view (site/src/later.tsx).
                        aria-label={`Captcha: ${first} + ${second} =`}
                      />
                    </p>
                  </div>
                  <button type="submit" name="et_builder_submit_button" className="et_pb_contact_submit et_pb_button">
                    Send enquiry
                  </button>
                </div>
                <input
                  type="hidden"
                  name="_wpnonce-et-pb-contact-form-submitted-0"
                  value={getConfig().nonces.contact ?? ''}
                />
              </form>
            </div>
          </div>
        </PbContactForm>
      </div>
    </section>
  );
});
