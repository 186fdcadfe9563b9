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

/**
 * `clearCookies`, then waits until the clearing holds. WebKit keeps a copy of the page's cookies in the page's own
 * process and hears of each change from its network process afterwards: a cookie a test set just before the
 * clearing could be reported back after it and reappear in the copy, in the next test (seen: the consent of the test
 * before turning up as a stored choice). A request to the server goes through the network process after those
 * reports, so once it has answered, the copy has heard them; whatever they brought back is cleared again.
 */
export async function clearCookiesSettled(): Promise<void> {
  for (let round = 0; round < 3; round++) {
    clearCookies();
    await fetch(location.href, { method: 'HEAD', cache: 'no-store' }).catch(() => undefined);
    if (!document.cookie) return;
  }
}
