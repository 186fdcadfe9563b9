/**
 * The server's own definition of each contact form, by page path and form number. A post is checked against
 * this, never against what the browser says about its fields (required marks, types, hidden list).
 * `when: [fieldId, 'is', value]` is the condition under which a field shows; while it is false the field is
 * neither required nor stored, whatever the browser's hidden-fields list says.
 */
const enquiry = {
  fields: [
    { id: 'name', type: 'input', required: true, label: 'Name' },
    { id: 'email', type: 'email', required: true, label: 'Email Address' },
    { id: 'reason', type: 'radio', required: true, label: 'Reason', options: ['private', 'business'] },
    { id: 'company', type: 'input', required: true, label: 'Company', when: ['reason', 'is', 'business'] },
    { id: 'topics', type: 'checkbox', required: false, label: 'Topics', options: ['Films', 'Events', 'Launches'] },
    { id: 'message', type: 'text', required: true, label: 'Message' },
  ],
  successMessage: 'Thanks for contacting us',
  captcha: true,
};

export const CONTACT_FORMS = {
  '/cms/contact.html': { 0: enquiry },
  '/': { 0: enquiry },
};

export function findContactForm(path, number) {
  return Object.hasOwn(CONTACT_FORMS, path) && Object.hasOwn(CONTACT_FORMS[path], number)
    ? CONTACT_FORMS[path][number]
    : undefined;
}
