/**
 * Keeps the fuzz cases on this host and says when one tried to leave it. A Content-Security-Policy (a `<meta>`,
 * put in once per test page) blocks images, media, frames and fonts from any other origin and reports each
 * attempt; `fetch` to another origin is refused (as offline) and recorded; and a case's scripts, frames and
 * preconnect hints that point elsewhere are recorded too. Same-origin requests (on-demand parts, local tiles, the
 * test server's pages) go through.
 */
export interface NetworkGuard {
  /** Forgets what earlier cases recorded. */
  reset(): void;
  /** Records the external addresses `root` and the document's head point at. */
  scan(root: ParentNode): void;
  /** Every attempt to reach another host since the last reset. */
  external(): string[];
  restore(): void;
}

const POLICY = [
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "frame-src 'self'",
  "font-src 'self' data:",
];

const isExternal = (address: string | null | undefined): boolean => {
  if (!address) return false;
  try {
    const url = new URL(address, location.href);
    return /^(https?|wss?):$/.test(url.protocol) && url.origin !== location.origin;
  } catch {
    return false;
  }
};

let policyInstalled = false;

export function installNetworkGuard(): NetworkGuard {
  if (!policyInstalled) {
    const meta = document.createElement('meta');
    meta.httpEquiv = 'Content-Security-Policy';
    meta.content = POLICY.join('; ');
    document.head.prepend(meta);
    policyInstalled = true;
  }
  let seen: string[] = [];
  const onViolation = (event: SecurityPolicyViolationEvent) => seen.push(`blocked ${event.blockedURI}`);
  document.addEventListener('securitypolicyviolation', onViolation);
  const realFetch = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const address = input instanceof Request ? input.url : String(input);
    if (!isExternal(address)) return realFetch(input, init);
    seen.push(`fetch ${address}`);
    return Promise.reject(new TypeError('Failed to fetch (fuzz: other hosts are off limits)'));
  };
  return {
    reset: () => void (seen = []),
    scan(root) {
      for (const root_ of [root, document.head])
        for (const node of root_.querySelectorAll('script[src], iframe[src], link[href], object[data], embed[src]')) {
          const address = node.getAttribute('src') ?? node.getAttribute('href') ?? node.getAttribute('data');
          // Links a visitor may follow are fine; only what the page fetches by itself counts.
          if (
            node.localName === 'link' &&
            !/preconnect|dns-prefetch|preload|prefetch|stylesheet|modulepreload/.test((node as HTMLLinkElement).rel)
          )
            continue;
          if (isExternal(address)) seen.push(`<${node.localName}> ${address}`);
        }
    },
    external: () => [...new Set(seen)],
    restore() {
      window.fetch = realFetch;
      document.removeEventListener('securitypolicyviolation', onViolation);
    },
  };
}
