/** Canonical markup for <sbi-feed>: the feed plugin's container as it prints it (MARKUP.md §9.1), with local images. */
const MEDIA = '/site/cms/media';
const PLACEHOLDER = `${MEDIA}/still-10.svg`;

const esc = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** One item; `srcs` overrides the image-source set (default: local stills at every width, with a cache key). */
export function item(n: number, srcs?: Record<string, string>, type = 'image'): string {
  const still = `${MEDIA}/still-${((n - 1) % 9) + 1}.svg`;
  const set = srcs ?? { d: still, 150: `${still}?_nc_ht=150`, 320: `${still}?_nc_ht=320`, 640: `${still}?_nc_ht=640` };
  return `<div class="sbi_item sbi_type_${type} sbi_new sbi_transition" id="sbi_1790000000${n}" data-date="1700000000"><div class="sbi_photo_wrap"><a class="sbi_photo" href="https://www.instagram.com/p/post${n}/" target="_blank" rel="noopener nofollow" data-full-res="${esc(set[640] ?? still)}" data-img-src-set="${esc(JSON.stringify(set).replaceAll('/', '\\/'))}"><span class="sbi-screenreader">Post ${n} caption</span><img src="${PLACEHOLDER}" alt="Post ${n}: our studio at work" aria-hidden="true"></a></div></div>`;
}

export interface FeedOptions {
  items?: number;
  cols?: number | string;
  colsmobile?: string;
  num?: number;
  nummobile?: number;
  res?: string;
  flags?: string;
  loadMore?: boolean;
  resized?: Record<string, unknown>;
  itemsHtml?: string;
  /** The plugin's `data-options` (e.g. `{ avatars }`). */
  options?: Record<string, unknown>;
  /** Prints the feed's header (account link, name and avatar image). */
  header?: boolean;
}

/** The feed's header as the plugin prints it for the account "studio"; the script sets the avatar. */
const HEADER = `<div class="sb_instagram_header"><a class="sbi_header_link" href="https://www.instagram.com/studio/" target="_blank" rel="nofollow noopener" title="@studio"><div class="sbi_header_text sbi_no_bio"><h3>studio</h3></div><div class="sbi_header_img"><div class="sbi_header_img_hover"></div><img alt="" width="50" height="50"></div></a></div>`;

/** A whole feed as the plugin prints it, inside the tag. */
export function feed(o: FeedOptions = {}): string {
  const {
    items = 4,
    cols = 4,
    colsmobile = 'same',
    num = 4,
    nummobile = 2,
    res = 'auto',
    flags = 'resizeDisable',
    loadMore = true,
  } = o;
  const atts = esc(JSON.stringify({ feed: '1', num: String(num), cols: String(cols) }));
  const list = o.itemsHtml ?? Array.from({ length: items }, (_, i) => item(i + 1)).join('');
  const button = loadMore
    ? `<button class="sbi_load_btn" type="button"><span class="sbi_btn_text">Load More</span><span class="sbi_loader sbi_hidden" aria-hidden="true"></span></button>`
    : '';
  const resized = o.resized
    ? `<span class="sbi_resized_image_data" data-feed-id="*1" data-resized="${esc(JSON.stringify(o.resized))}"></span>`
    : '';
  return `<sbi-feed><div id="sb_instagram" class="sbi sbi_mob_col_${colsmobile === 'auto' ? 'auto' : 2} sbi_col_${cols} sbi_width_resp" style="padding-bottom: 10px;" data-feedid="*1" data-res="${res}" data-cols="${cols}" data-colsmobile="${colsmobile}" data-num="${num}" data-nummobile="${nummobile}" data-shortcode-atts="${atts}" data-postid="12" data-sbi-flags="${flags}"${o.options ? ` data-options="${esc(JSON.stringify(o.options))}"` : ''}>${o.header ? HEADER : ''}<div id="sbi_images">${list}</div><div id="sbi_load">${button}<span class="sbi_follow_btn"><a href="https://www.instagram.com/studio/" target="_blank" rel="nofollow noopener"><span>Follow on Instagram</span></a></span></div>${resized}</div></sbi-feed>`;
}

export const cmsFeed = feed({ items: 6, num: 4 });
const cmsNoButton = feed({ items: 3, loadMore: false });
const cmsLegacy = feed({ items: 4 }).replace(
  /<button class="sbi_load_btn" type="button">(.*?)<\/button>/,
  '<a class="sbi_load_btn" href="javascript:void(0)" role="button">$1</a>',
);

export const fixtures = {
  'CMS feed': cmsFeed,
  'CMS feed without load more': cmsNoButton,
  'legacy load-more link': cmsLegacy,
};
