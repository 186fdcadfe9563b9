/** Scripts a page holds back until consent: ours (`data-cookie-category`) and the consent plugin's markers. */
export const HELD_SCRIPTS =
  'script[type="text/plain"][data-cookie-category], script[type="text/plain"][data-cli-script-type]';
