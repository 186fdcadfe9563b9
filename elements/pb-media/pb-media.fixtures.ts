/** The theme's audio module and a video module with a self-hosted video, as the CMS prints them (its audio and video shortcodes inside). */
export const WAV = '/elements/pb-media/silence.wav';

/** The audio module: cover art, title, meta, and the CMS's audio shortcode (its fallback link inside). */
export const audioModule = (src = WAV, type = 'audio/wav', extra = '') =>
  `<pb-media${extra}><div class="et_pb_module et_pb_audio_module clearfix et_pb_bg_layout_dark"><div class="et_pb_audio_module_content et_audio_container"><h2 class="et_pb_module_header">Studio session</h2><p class="et_audio_module_meta">by <strong>The Band</strong></p><audio class="wp-audio-shortcode" id="audio-1-1" preload="none" controls="controls"><source type="${type}" src="${src}"><a href="${src}">${src}</a></audio></div></div></pb-media>`;

/** The video module with a self-hosted video (the CMS's video shortcode inside the video box). */
export const videoModule = (sources: string, attrs = 'width="640" height="480"', extra = '') =>
  `<pb-media${extra}><div class="et_pb_module et_pb_video et_pb_video_0"><div class="et_pb_video_box"><div class="wp-video"><video class="wp-video-shortcode" id="video-1-1" ${attrs} preload="metadata" controls="controls">${sources}</video></div></div></div></pb-media>`;

export const playableVideo = videoModule(`<source type="audio/wav" src="${WAV}">`);
/**
 * Only a format the browser cannot play (the theme's player offered a download link for it): an old clip under a type
 * no decoder claims. Not `video/x-flv`, which the CMS page prints (site/cms/media.html, test/e2e/media.e2e.ts in
 * Chromium): `canPlayType` answers from the decoders installed, and WebKitGTK with GStreamer's libav plugin (which
 * Debian's WebKit packages recommend) answers "maybe" to it.
 */
export const unplayableVideo = videoModule(
  '<source type="video/x-unplayable" src="/elements/pb-media/clip.flv">',
  'width="640" height="360" title="Flash clip"',
);

export const bareAudio = `<pb-media><audio src="${WAV}" preload="none"></audio></pb-media>`;

export const fixtures = {
  'audio module': audioModule(),
  'video module': playableVideo,
  'bare audio': bareAudio,
};

export const failing = { 'video in a format the browser cannot play': unplayableVideo };
