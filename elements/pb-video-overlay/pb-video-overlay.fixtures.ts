/**
 * The theme's overlays as the CMS prints them (MARKUP.md §8.10), each wrapped in its tag as autoload does:
 * the tag around the overlay itself, inside its module.
 */
export const PLAYER = '/elements/pb-video-overlay/player.svg';
/** A player on another site, which waits for consent while gating is on. */
export const THIRD_PARTY = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?feature=oembed';
const WAV = '/elements/pb-media/silence.wav';

const overlay = () =>
  '<pb-video-overlay><div class="et_pb_video_overlay" href="#"><div class="et_pb_video_overlay_hover"><a href="#" class="et_pb_video_play"></a></div></div></pb-video-overlay>';

/** The video module with an embedded player: its address printed in `src` (or held in `data-src`). */
export const iframeModule = (src = `${PLAYER}?feature=oembed`, held = false) =>
  `<div class="et_pb_module et_pb_video et_pb_video_0"><div class="et_pb_video_box"><iframe title="Studio tour" width="640" height="360" ${held ? 'data-src' : 'src'}="${src}" allow="autoplay; fullscreen"></iframe></div>${overlay()}</div>`;

/** The video module with a self-hosted video. */
export const videoModule = () =>
  `<div class="et_pb_module et_pb_video et_pb_video_1"><div class="et_pb_video_box"><video title="Launch film" width="640" height="360" controls muted src="${WAV}" preload="none"></video></div>${overlay()}</div>`;

/** A blog post's video (post format video): the container holds the player and its overlay. */
export const postVideo = () =>
  `<article class="et_pb_post"><div class="et_main_video_container"><iframe title="Post film" src="${PLAYER}"></iframe>${overlay()}</div></article>`;

export const fixtures = {
  // First: the documentation's example, which loads nothing until asked.
  'video module, player held until asked': iframeModule(THIRD_PARTY, true),
  'video module, embedded player': iframeModule(),
  'video module, self-hosted video': videoModule(),
  'post video': postVideo(),
};
