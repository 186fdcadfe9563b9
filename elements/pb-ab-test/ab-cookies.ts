/** The theme's A/B cookies (MARKUP.md §7): plain `name=value`, path `/`, 365 days (spec §9); 0 days erases. */
export const setCookie = (name: string, value: string, days = 365) =>
  void (document.cookie = `${name}=${value}; Max-Age=${days * 86400}; Path=/`);
