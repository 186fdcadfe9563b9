import { useState } from 'react';
import { SbiFeed } from 'pb-elements/react/sbi-feed';

/** The shortcode attributes the plugin would print; passed back to the server with every call as the raw string. */
const ATTS = JSON.stringify({ feed: '1', num: '4', cols: '4' });
/** The account's avatar has a local copy on our server: shown before consent too. */
const OPTIONS = JSON.stringify({
  avatars: {
    northwindstudio: 'https://scontent.cdninstagram.com/v/t51.2885-19/northwindstudio.jpg',
    LCLnorthwindstudio: 1,
  },
});

/**
 * The studio's Instagram feed through the `SbiFeed` wrapper, in the feed plugin's own markup. The first page comes
 * from the reference server (`ajaxPostLoad`), like every later one: with consent gating on, the server's local
 * copies show until the visitor allows Instagram; after that the pictures come from the social host, and a broken
 * one falls back to its local copy.
 */
export function InstagramFeed() {
  const [loaded, setLoaded] = useState(0);
  return (
    <section className="band" id="instagram" aria-labelledby="instagram-title">
      <div className="container">
        <h2 id="instagram-title">From our Instagram</h2>
        <SbiFeed onPbFeedLoad={(event) => setLoaded((n) => n + event.detail.count)}>
          <div
            id="sb_instagram"
            className="sbi sbi_mob_col_auto sbi_tab_col_2 sbi_col_4 sbi_width_resp"
            data-feedid="*1"
            data-res="auto"
            data-cols="4"
            data-colsmobile="auto"
            data-colstablet="2"
            data-num="4"
            data-nummobile="4"
            data-shortcode-atts={ATTS}
            data-postid="1"
            data-imageaspectratio="1:1"
            data-options={OPTIONS}
            data-sbi-flags="gdpr,ajaxPostLoad"
          >
            <div className="sb_instagram_header">
              <a
                className="sbi_header_link"
                href="https://www.instagram.com/northwindstudio/"
                target="_blank"
                rel="nofollow noopener"
                title="@northwindstudio"
              >
                <div className="sbi_header_text sbi_no_bio">
                  <h3>northwindstudio</h3>
                </div>
                <div className="sbi_header_img">
                  <div className="sbi_header_img_hover" />
                  <img alt="" width="50" height="50" />
                </div>
              </a>
            </div>
            <div id="sbi_images" />
            <div id="sbi_load">
              <button className="sbi_load_btn" type="button">
                <span className="sbi_btn_text">Load more posts</span>
                <span className="sbi_loader sbi_hidden" aria-hidden="true" />
              </button>
              <span className="sbi_follow_btn">
                <a href="https://www.instagram.com/northwindstudio/" target="_blank" rel="nofollow noopener">
                  <span>Follow on Instagram</span>
                </a>
              </span>
            </div>
          </div>
        </SbiFeed>
        <p className="feed-count">{loaded ? `${loaded} posts shown.` : ''}</p>
      </div>
    </section>
  );
}
