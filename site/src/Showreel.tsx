import { PbMedia } from 'pb-elements/react/pb-media';
import { PbVideoBg } from 'pb-elements/react/pb-video-bg';
import { PbVideoOverlay } from 'pb-elements/react/pb-video-overlay';
import reelPoster from './assets/poster-studio.svg';

/** The demo's one local recording (silence), served with the CMS pages' media. */
const RECORDING = '/cms/media/silence.wav';

/**
 * The showreel: a section with a background video (still under reduced motion, with a pause button once it has
 * played 5 s), a film behind the theme's overlay, and a recording; the players are the browser's own, one at a time.
 */
export function Showreel() {
  return (
    <section id="showreel" aria-labelledby="showreel-title" className="et_pb_section et_pb_section_video">
      <PbVideoBg>
        <span className="et_pb_section_video_bg">
          <video loop muted playsInline autoPlay poster={reelPoster}>
            <source type="audio/wav" src={RECORDING} />
          </video>
        </span>
      </PbVideoBg>
      <div className="container et_pb_row">
        <h2 id="showreel-title">Showreel</h2>
        <div className="video-grid">
          <PbMedia>
            <div className="et_pb_module et_pb_video" id="showreel-film">
              <div className="et_pb_video_box">
                <video title="Showreel 2026" width={640} height={360} preload="none" poster={reelPoster}>
                  <source type="audio/wav" src={RECORDING} />
                </video>
              </div>
              <PbVideoOverlay>
                <div className="et_pb_video_overlay" />
              </PbVideoOverlay>
            </div>
          </PbMedia>
          <PbMedia>
            <div className="et_pb_module et_pb_audio_module" id="showreel-session">
              <h3 className="et_pb_module_header">Studio session</h3>
              <audio preload="none">
                <source type="audio/wav" src={RECORDING} />
              </audio>
            </div>
          </PbMedia>
        </div>
      </div>
    </section>
  );
}
