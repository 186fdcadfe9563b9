/**
 * Headers on every response: a strict Content-Security-Policy with Trusted Types (TRUST.md #43) — no inline
 * script or style, no eval, frames only from the video host's embed hosts — and a referrer policy that lets the
 * video player see its embedder (TRUST.md §3.5).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // The video host's thumbnails and the social feed's pictures, each requested only after consent.
  "img-src 'self' data: https://i.ytimg.com https://scontent.cdninstagram.com",
  'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "require-trusted-types-for 'script'",
  // `default`: <pb-map>'s policy for the few constant strings Leaflet 1.9.4 writes through innerHTML (its SVG probe
  // on load, emptying a node, the popup's close button); it refuses every other string (elements/pb-map/README.md).
  'trusted-types lit-html pb-html default',
].join('; ');

export const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
