/** The feed plugin's ajax self-test (`testAjax` flag): proves the endpoint answers; the reply is ignored. */
export const action = 'sbi_on_ajax_test_trigger';

export function handle() {
  return { status: 200, type: 'text/plain; charset=utf-8', body: '1' };
}
