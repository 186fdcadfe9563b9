/**
 * Expires every cookie this page can see, so what follows starts as a first visit: on `/` and on each folder of the
 * page's own path, host-only and for the host as a domain (a cookie is only removed with the path and domain it was
 * set with).
 */
export function clearCookies(): void {
  const folders = location.pathname.split('/').slice(1, -1);
  const paths = ['/', ...folders.map((_, i) => `/${folders.slice(0, i + 1).join('/')}`)];
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0].trim();
    if (!name) continue;
    for (const path of paths) {
      document.cookie = `${name}=; Max-Age=0; Path=${path}`;
      document.cookie = `${name}=; Max-Age=0; Path=${path}; Domain=${location.hostname}`;
    }
  }
}
