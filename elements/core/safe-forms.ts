/**
 * Forms, for `safeFragment` (safe-html.ts), where server HTML may hold one: an A/B subject the CMS renders can be a
 * contact form or newsletter module. Forms post only to this page's origin (TRUST.md #41), a field carries what a
 * CMS form's fields carry (no `formaction`, `autofocus` or handlers), and no name may shadow a real property: a
 * field's name becomes one of its form (`action`, `submit`…, which scripts read), a form's one of the document.
 */
import type { Allowance } from './safe-html.js';
import { sameOriginUrl } from './url.js';

export const FORMS: Allowance = {
  elements: new Set('form input button select textarea option optgroup fieldset legend'.split(' ')),
  attributes: new Set(
    'action method name type value placeholder required checked selected disabled readonly multiple maxlength minlength min max step pattern autocomplete for rows cols'.split(
      ' ',
    ),
  ),
  keeps: (name, value) =>
    name === 'action'
      ? !!sameOriginUrl(value)
      : name !== 'name' || !(value in HTMLFormElement.prototype || value in window || value in document),
};
