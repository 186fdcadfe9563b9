// @ts-check
/**
 * The chain of dependent requests a page makes (issue 19): which request started which, from the DevTools
 * protocol's `Network.requestWillBeSent` initiators, and the longest run of script requests each started by the
 * one before (the document counts as one). Shared by the request-chain end-to-end test and `npm run bench`.
 */

/**
 * The URL that started a request: the script frame at the top of its stack, or else the document.
 * @param {{ url?: string, stack?: { callFrames: { url: string }[], parent?: any } }} initiator
 * @param {string} documentUrl
 */
export function initiatorOf(initiator, documentUrl) {
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
