/** The theme's header navigation (MARKUP.md §8.5): a dropdown with a nested dropdown, a mega menu, plain items. */
const item = (text: string, href: string, sub = '', cls = '') =>
  `<li class="menu-item menu-item-type-post_type${sub ? ' menu-item-has-children' : ''}${cls ? ` ${cls}` : ''}"><a href="${href}">${text}</a>${sub ? `<ul class="sub-menu">${sub}</ul>` : ''}</li>`;

const column = (name: string, n: number) =>
  item(
    name,
    `/work/${name.toLowerCase()}/`,
    Array.from({ length: n }, (_, i) => item(`${name} ${i + 1}`, `/work/${name.toLowerCase()}/${i + 1}/`)).join(''),
  );

const megaMenu = (columns = 3) =>
  item(
    'Work',
    '/work/',
    ['Films', 'Launches', 'Events', 'Stills', 'Sound']
      .slice(0, columns)
      .map((c) => column(c, 2))
      .join(''),
    'mega-menu',
  );

const topMenu = (columns = 3) =>
  `<ul id="top-menu" class="nav">` +
  `<li class="menu-item current-menu-item"><a href="/" aria-current="page">Home</a></li>` +
  item(
    'Services',
    '/services/',
    item('Films', '/services/films/') +
      item(
        'Events',
        '/services/events/',
        item('Live', '/services/events/live/') + item('Hybrid', '/services/events/hybrid/'),
      ),
  ) +
  megaMenu(columns) +
  item('Contact', '/contact/') +
  `</ul>`;

/** The theme's mobile menu placeholder: the element fills it. */
const mobileNav = `<div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Select Page</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div>`;

/** `breakpoint` forces a layout in tests (0: always desktop; a huge value: always mobile). */
export const cmsMenu = (columns = 3, breakpoint = 0) =>
  `<pb-menu breakpoint="${breakpoint}"><div id="et-top-navigation" data-height="66" data-fixed-height="40"><nav id="top-menu-nav">${topMenu(columns)}</nav>${mobileNav}</div></pb-menu>`;

export const bareMenu = `<pb-menu label="Site" breakpoint="0"><ul><li><a href="/a/">About</a><ul><li><a href="/a/team/">Team</a></li></ul></li><li><a href="/b/">Blog</a></li></ul></pb-menu>`;

export const mobileMenu = cmsMenu(3, 100000);

/** The theme's header with the search icon in the menu and the search form beside the menu container (MARKUP.md §8.5). */
export const searchHeader =
  `<header id="main-header"><div class="container clearfix et_menu_container">` +
  `<pb-menu breakpoint="0"><div id="et-top-navigation"><nav id="top-menu-nav">${topMenu()}</nav><div id="et_top_search"><span id="et_search_icon"></span></div></div></pb-menu>` +
  `</div><div class="et_search_outer"><div class="container et_search_form_container"><form role="search" method="get" class="et-search-form" action="/">` +
  `<input type="search" class="et-search-field" placeholder="Search …" value="" name="s" title="Search for:"></form><span class="et_close_search_field"></span></div></div></header>`;

/** The slide-in (or fullscreen) header style: the panel beside the header, the toggle in the menu (MARKUP.md §8.5). */
export const panelHeader = (kind: 'slide' | 'fullscreen' = 'slide') =>
  `<div id="page-container"><div class="et_slide_in_menu_container">` +
  (kind === 'fullscreen' ? `<span class="mobile_menu_bar et_toggle_fullscreen_menu"></span>` : '') +
  `<div class="et_slide_menu_top"><form role="search" class="et-search-form" action="/"><input type="search" class="et-search-field" name="s" aria-label="Search"></form></div>` +
  `<div class="et_pb_fullscreen_nav_container"></div></div>` +
  `<header id="main-header"><div class="container clearfix et_menu_container"><pb-menu breakpoint="0"><div id="et-top-navigation"><nav id="top-menu-nav">${topMenu()}</nav>` +
  `<span class="mobile_menu_bar et_pb_header_toggle et_toggle_${kind}_menu"></span></div></pb-menu></div></header></div>`;

/** The split header format: the logo beside the menu, moved to its middle by the element. */
export const splitHeader = (breakpoint = 0) =>
  `<header id="main-header"><div class="container clearfix et_menu_container"><div class="logo_container"><span class="logo_helper"></span><a href="/"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Studio" id="logo"></a></div>` +
  `<pb-menu inline-logo breakpoint="${breakpoint}"><div id="et-top-navigation"><nav id="top-menu-nav">${topMenu()}</nav>${mobileNav}</div></pb-menu></div></header>`;

/** `ul.et_disable_top_tier`: top-level parent links lead nowhere (MARKUP.md §8.5). */
export const topTierMenu = (breakpoint = 0) =>
  cmsMenu(3, breakpoint).replace('class="nav"', 'class="nav et_disable_top_tier"');

/** The theme's top bar with the secondary menu, whose items the header's mobile menu carries too. */
export const secondaryHeader =
  `<div id="top-header"><div class="container clearfix"><div id="et-secondary-menu"><ul id="et-secondary-nav" class="menu">` +
  `<li class="menu-item" id="menu-item-91"><a href="/shop/">Shop</a></li><li class="menu-item"><a href="/account/">Account</a></li></ul></div></div></div>` +
  mobileMenu;

/**
 * A Divi 4 Menu module as Menu.php prints it (MARKUP.md §8.5; THEME-CSS.md §3, §4), wrapped in <pb-menu> as autoload
 * does: the logo, the menu, the search button and the mobile menu in `.et_pb_menu__wrap`, and the search container
 * the server prints `--disabled`. `style` is the module's menu style; `items` its number of top-level items.
 */
export const menuModule = (style = 'left_aligned', items = 5, breakpoint?: number) =>
  `<pb-menu${breakpoint === undefined ? '' : ` breakpoint="${breakpoint}"`}>` +
  `<div class="et_pb_module et_pb_menu et_pb_menu_0 et_pb_bg_layout_light et_pb_text_align_left et_dropdown_animation_fade et_pb_menu--with-logo et_pb_menu--style-${style}">` +
  `<div class="et_pb_menu_inner_container clearfix">` +
  `<div class="et_pb_menu__logo-wrap"><div class="et_pb_menu__logo"><a href="/"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="120" height="40" alt="Studio"></a></div></div>` +
  `<div class="et_pb_menu__wrap"><div class="et_pb_menu__menu"><nav class="et-menu-nav"><ul id="menu-module-main" class="et-menu nav">` +
  ['Home', 'Services', 'Work', 'About', 'Journal', 'Shop', 'Contact']
    .slice(0, items)
    .map((name, i) =>
      i === 1
        ? item(name, `/${name.toLowerCase()}/`, item('Films', '/services/films/'))
        : item(name, i ? `/${name.toLowerCase()}/` : '/'),
    )
    .join('') +
  `</ul></nav></div>` +
  `<button type="button" class="et_pb_menu__icon et_pb_menu__search-button"></button>` +
  `<div class="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="mobile_menu_bar"></span></div></div></div>` +
  `<div class="et_pb_menu__search-container et_pb_menu__search-container--disabled"><div class="et_pb_menu__search">` +
  `<form role="search" method="get" class="et_pb_menu__search-form" action="/">` +
  `<input type="search" class="et_pb_menu__search-input" placeholder="Search …" name="s" title="Search for:"></form>` +
  `<button type="button" class="et_pb_menu__icon et_pb_menu__close-search-button"></button></div></div>` +
  `</div></div></pb-menu>`;

export const fixtures = {
  'CMS header menu': cmsMenu(),
  'CMS header menu, mobile': mobileMenu,
  'CMS header with search': searchHeader,
  'CMS slide-in header': panelHeader(),
  'CMS fullscreen header': panelHeader('fullscreen'),
  'CMS split header': splitHeader(),
  'top tier disabled': topTierMenu(),
  'mobile, with the secondary menu': secondaryHeader,
  'bare tag': bareMenu,
  'Divi 4 Menu module with search': menuModule('left_aligned', 5, 0),
  'Divi 4 Menu module, inline centred logo': menuModule('inline_centered_logo', 5, 0),
};
