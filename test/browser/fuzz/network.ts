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
  /**
   * Every attempt to reach another host since the last reset, but those the markup itself makes the browser try
   * (an `<audio src="//other.host/…">` loads without any element): `markupOrigins` (see `markupOrigins()`).
   * A `fetch` always counts: markup never fetches.
   */
  external(markupOrigins?: ReadonlySet<string>): string[];
  restore(): void;
}

const POLICY = [
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "frame-src 'self'",
  "font-src 'self' data:",
];

/** The origin of an address on another host, else undefined (same origin, `data:`, `javascript:`, garbage). */
function externalOrigin(address: string | null | undefined): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address.trim(), location.href);
    return /^(https?|wss?):$/.test(url.protocol) && url.origin !== location.origin ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
const isExternal = (address: string | null | undefined) => externalOrigin(address) !== undefined;

/** Attributes the browser loads from by itself, without any script. */
const NATIVE = ['src', 'srcset', 'poster', 'data', 'background', 'style'];

/** The other hosts the markup under `root` (itself included) makes the browser load from, script or not. */
export function markupOrigins(root: Element): Set<string> {
  const origins = new Set<string>();
  for (const element of [root, ...root.querySelectorAll('*')])
    for (const name of NATIVE) {
      const value = element.getAttribute(name);
      if (!value) continue;
      const addresses =
        name === 'style'
          ? [...value.matchAll(/url\(\s*['"]?([^'")]*)/g)].map((m) => m[1])
          : name === 'srcset'
            ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0])
            : [value];
      for (const address of addresses) {
        const origin = externalOrigin(address);
        if (origin) origins.add(origin);
      }
    }
  return origins;
}

interface Attempt {
  kind: 'blocked' | 'fetch' | 'element';
  address: string;
  label: string;
}

let policyInstalled = false;

export function installNetworkGuard(): NetworkGuard {
  if (!policyInstalled) {
    const meta = document.createElement('meta');
    meta.httpEquiv = 'Content-Security-Policy';
    meta.content = POLICY.join('; ');
    document.head.prepend(meta);
    policyInstalled = true;
  }
  let seen: Attempt[] = [];
  // A blocked address of another origin is reported as that origin alone.
  const onViolation = (event: SecurityPolicyViolationEvent) =>
    seen.push({ kind: 'blocked', address: event.blockedURI, label: `blocked ${event.blockedURI}` });
  document.addEventListener('securitypolicyviolation', onViolation);
  const realFetch = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const address = input instanceof Request ? input.url : String(input);
    if (!isExternal(address)) return realFetch(input, init);
    seen.push({ kind: 'fetch', address, label: `fetch ${address}` });
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
          if (address && isExternal(address))
            seen.push({ kind: 'element', address, label: `<${node.localName}> ${address}` });
        }
    },
    external: (fromMarkup = new Set()) => [
      ...new Set(
        seen
          .filter(({ kind, address }) => {
            const origin = externalOrigin(address);
            return origin !== undefined && (kind === 'fetch' || !fromMarkup.has(origin));
          })
          .map(({ label }) => label),
      ),
    ],
    restore() {
      window.fetch = realFetch;
      document.removeEventListener('securitypolicyviolation', onViolation);
    },
  };
}
