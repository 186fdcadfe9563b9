/** Canonical markup for <lazy-video>, as the CMS prints it (MARKUP.md §10) and as hand-written pages use it. */
export const VIDEO_ID = 'dQw4w9WgXcQ';

/** The newer plugin shape: `data-alt` carries the title; the `<noscript>` iframe is the no-JS path. */
export const cmsNewer = `<lazy-video><div class="rll-youtube-player" data-src="https://www.youtube.com/embed/${VIDEO_ID}" data-id="${VIDEO_ID}" data-query="feature=oembed" data-alt="Never gonna give you up"></div><noscript><iframe title="Never gonna give you up" width="640" height="360" src="https://www.youtube.com/embed/${VIDEO_ID}?feature=oembed" allowfullscreen></iframe></noscript></lazy-video>`;

/** The older shape: no `data-alt`, the query escaped as the old plugin printed it. */
export const cmsOlder = `<lazy-video><div class="rll-youtube-player" data-src="https://www.youtube.com/embed/${VIDEO_ID}" data-id="${VIDEO_ID}" data-query="feature=oembed&amp;amp;rel=0"></div><noscript><iframe width="640" height="360" src="https://www.youtube.com/embed/${VIDEO_ID}?feature=oembed" frameborder="0" allowfullscreen></iframe></noscript></lazy-video>`;

/** A hand-written tag with its no-JS link. */
export const bareTag = `<lazy-video video-id="${VIDEO_ID}" title="Launch film" query="start=30"><a href="https://www.youtube.com/watch?v=${VIDEO_ID}">Watch the launch film on YouTube</a></lazy-video>`;

/** A placeholder whose source fails the hardening rules. */
export const badSource = `<lazy-video><div class="rll-youtube-player" data-src="https://evil.example/embed/${VIDEO_ID}" data-id="${VIDEO_ID}" data-alt="Suspicious"></div></lazy-video>`;

/** A placeholder whose id is malformed. */
export const badId = `<lazy-video><div class="rll-youtube-player" data-src="https://www.youtube.com/embed/bad" data-id="bad&quot;id"></div></lazy-video>`;

export const fixtures = { 'CMS (newer)': cmsNewer, 'CMS (older)': cmsOlder, 'bare tag': bareTag };
