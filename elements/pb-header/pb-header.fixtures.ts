/** The theme's header (MARKUP.md §8.5): top bar, main header with logo and menu, inside the page container. */
const mainHeader =
  `<header id="main-header" data-height-onload="66"><div class="container clearfix et_menu_container">` +
  `<div class="logo_container"><span class="logo_helper"></span><a href="/"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Studio" id="logo" data-height-percentage="54"></a></div>` +
  `<div id="et-top-navigation" data-height="66" data-fixed-height="40"><nav id="top-menu-nav" aria-label="Main"><ul id="top-menu" class="nav"><li class="menu-item"><a href="/">Home</a></li><li class="menu-item"><a href="/contact/">Contact</a></li></ul></nav></div>` +
  `</div></header>`;

/** `breakpoint` forces a layout in tests (0: always wide). */
export const cmsHeader = (breakpoint = 0) =>
  `<div id="page-container"><pb-header breakpoint="${breakpoint}">${mainHeader}</pb-header></div>`;

/** The theme's top bar (`#top-header`, with the secondary menu) above the main header. */
export const topBarHeader = (breakpoint = 0) =>
  `<div id="page-container"><div id="top-header"><div class="container clearfix"><div id="et-secondary-menu"><ul id="et-secondary-nav"><li class="menu-item"><a href="/shop/">Shop</a></li></ul></div></div></div>` +
  `<pb-header breakpoint="${breakpoint}">${mainHeader}</pb-header></div>`;

const bareHeader = `<pb-header breakpoint="0"><p>Studio</p></pb-header>`;

export const fixtures = {
  'CMS header': cmsHeader(),
  'CMS header with the top bar': topBarHeader(),
  'bare tag': bareHeader,
};
