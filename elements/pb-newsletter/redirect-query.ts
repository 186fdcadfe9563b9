/**
 * The query a signup adds to its redirect address (MARKUP.md §8.2, `data-redirect_query`): a comma list naming
 * `name` (or `first_name`), `last_name`, `email`, `ip_address` and `css_id` (sent as `form_id`). Unknown names
 * are ignored. Pure.
 */
export interface RedirectValues {
  firstName: string;
  lastName: string;
  email: string;
  ip: string;
  formId: string;
}

export function redirectWithQuery(url: string, names: string | undefined, values: RedirectValues): string {
  if (!names) return url;
  const target = new URL(url);
  const wanted = new Set(names.split(',').map((n) => n.trim()));
  const pairs: Array<[string, string, string]> = [
    ['name', 'first_name', values.firstName],
    ['first_name', 'first_name', values.firstName],
    ['last_name', 'last_name', values.lastName],
    ['email', 'email', values.email],
    ['ip_address', 'ip_address', values.ip],
    ['css_id', 'form_id', values.formId],
  ];
  for (const [name, key, value] of pairs) if (wanted.has(name)) target.searchParams.set(key, value);
  return target.href;
}
