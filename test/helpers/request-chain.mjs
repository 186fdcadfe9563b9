// @ts-check
/**
 * The chain of dependent requests a page makes (issue 19): which request started which, from the DevTools
 * protocol's `Network.requestWillBeSent` initiators, and the longest run of script requests each started by the
 * one before (the document counts as one). Shared by the request-chain and page-stability end-to-end tests and
 * `npm run bench`.
 */

/**
 * The URL that started a request: the script frame at the top of its stack, or else the document.
 * @param {{ url?: string, stack?: { callFrames: { url: string }[], parent?: any } }} initiator
 * @param {string} documentUrl
 */
function initiatorOf(initiator, documentUrl) {
  if (initiator.url) return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent)
    for (const frame of stack.callFrames) if (frame.url) return frame.url;
  return documentUrl;
}

/**
 * The longest chain of requests each started by the one before (the document counts as one), as the list of
 * their file names, the document first.
 * @param {{ url: string, script: boolean, initiator?: string }[]} requests
 */
export function longestChain(requests) {
  const parentOf = new Map(requests.map((r) => [r.url, r.initiator]));
  /** @param {string} url */
  const chainOf = (url) => {
    const chain = [url];
    for (let at = parentOf.get(url); at && !chain.includes(at) && chain.length < 50; at = parentOf.get(at))
      chain.unshift(at);
    return chain;
  };
  const chains = requests.filter((r) => r.script).map((r) => chainOf(r.url));
  /** @type {string[]} */
  const longest = chains.reduce((a, b) => (b.length > a.length ? b : a), /** @type {string[]} */ ([]));
  return longest.map((url) => new URL(url).pathname.replace(/^.*\//, '') || '/');
}

/** Round trips before the first screen's scripts have all arrived, the document counted (issue 19). */
export const MOST_ROUND_TRIPS = 3;

/**
 * Records, through the DevTools protocol, the requests `page` makes once it is sent to `documentUrl`: the document,
 * then each script with the URL that started it. Returns the list, which fills as the page loads.
 * @param {import('playwright-core').BrowserContext} context
 * @param {import('playwright-core').Page} page
 * @param {string} documentUrl
 */
export async function recordScriptRequests(context, page, documentUrl) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  /** @type {{ url: string, script: boolean, initiator?: string }[]} */
  const requests = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document' && !requests.length) requests.push({ url: event.request.url, script: false });
    else if (event.type === 'Script')
      requests.push({ url: event.request.url, script: true, initiator: initiatorOf(event.initiator, documentUrl) });
  });
  return requests;
}
