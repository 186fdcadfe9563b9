/** A section with a background video as the CMS prints it (MARKUP.md §8.10), the tag around the video's span. */
/** The demo's media, served at /cms/media/ by the test runner and the docs site alike. */
const WAV = '/cms/media/silence.wav';
const POSTER = '/cms/media/still-2.svg';

export const section = (
  video = `<video loop muted playsinline autoplay poster="${POSTER}"><source type="audio/wav" src="${WAV}"></video>`,
) =>
  `<div class="et_pb_section et_pb_section_0 et_pb_with_background et_section_regular et_pb_section_video et_pb_preload"><pb-video-bg><span class="et_pb_section_video_bg">${video}</span></pb-video-bg><div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h2>Made in the studio</h2><p>Over the video.</p></div></div></div></div></div>`;

/** A bare tag: the video straight inside it. */
const bare = `<pb-video-bg><video loop muted poster="${POSTER}" src="${WAV}"></video></pb-video-bg>`;

export const fixtures = { 'CMS section': section(), 'bare tag': bare };
