/**
 * The theme's page as it prints it (MARKUP.md §8.5–8.7, §8.10): `#page-container` with the header, the post's
 * sections (`.et-l--post .et_pb_section`), anchor links (one inside a smooth-scroll-disabled area), a module with a
 * link option (its data comes from `et_link_options_data`), the scroll-to-top icon and the footer — and a bare tag
 * of the same shape.
 */
const section = (i: number, id: string, title: string, body = '', height = 900) =>
  `<div class="et_pb_section et_pb_section_${i}" id="${id}" style="min-height:${height}px"><div class="et_pb_row"><div class="et_pb_column"><h2>${title}</h2>${body}</div></div></div>`;

export const cmsPage = ({ far = false, checkout = false } = {}) => `<pb-page>
  <div id="page-container">
    <header id="main-header"><div class="container"><nav id="top-menu-nav" aria-label="Main"><ul id="top-menu" class="nav">
      <li class="menu-item"><a href="#services">Services</a></li><li class="menu-item"><a href="#team">Team</a></li>
    </ul></nav></div></header>
    <div id="et-main-area"><main id="main-content"><article><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content">
      ${section(
        0,
        'intro',
        'Intro',
        `<p><a class="to-team" href="#team">Meet the team</a></p>
        <div class="et_smooth_scroll_disabled"><p><a class="no-smooth" href="#services">Services, no smoothing</a></p></div>
        <div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner"><p>The whole card leads to the team.</p><p><a class="inner" href="#services">An inner link</a></p></div></div>
        <div class="et_pb_module et_pb_blurb et_pb_blurb_0"><p>A card linking to a partner.</p></div>`,
      )}
      ${section(1, 'services', 'Services', '<p>What we do.</p>')}
      ${far ? '<div class="spacer" style="height:4200px"></div>' : ''}
      ${section(2, 'team', 'Team', checkout ? '<form class="checkout" aria-label="Checkout"><div class="woocommerce-NoticeGroup-checkout"><p>Billing address is required.</p></div><label>Name <input name="n"></label></form>' : '<p>Who we are.</p>')}
    </div></div></div></article></main>
    <span class="et_pb_scroll_top et-pb-icon"></span>
    <footer id="main-footer"><p>Footer</p></footer>
    </div>
  </div>
</pb-page>`;

export const barePage = `<pb-page side-nav nav-label="On this page" top-label="To the top">
  <section class="et_pb_section" id="bare-one" style="min-height:900px"><h2>One</h2><p><a href="#bare-two">Go to two</a></p></section>
  <section class="et_pb_section" id="bare-two" style="min-height:900px"><h2>Two</h2></section>
  <section class="et_pb_section" style="min-height:900px"><h2>Three</h2></section>
  <span class="et_pb_scroll_top"></span>
</pb-page>`;

/** The link data the CMS prints for the page above. */
export const LINK_OPTIONS = [
  { class: 'et_pb_text_0', url: '#team', target: '' },
  { class: 'et_pb_blurb_0', url: 'https://partner.test/', target: '_blank' },
];

export const fixtures = { 'CMS page': cmsPage(), 'bare tag': barePage };
