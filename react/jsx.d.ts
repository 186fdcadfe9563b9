// GENERATED from custom-elements.json by `npm run generate` — do not edit.

/**
 * Every tag for React 19's JSX, for writing `<pb-slider autoplay interval={5000}>` by hand: import this entry once
 * (`import type {} from 'pb-elements/jsx';`). Attributes are typed as the manifest types them (an object-valued
 * one takes its JSON text); React 19 sets the property where the element has one of that name, else the attribute.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { CookieBarElement, LazyVideoElement, PbAbTestElement, PbBlogElement, PbCarouselElement, PbCommentFormElement, PbContactFormElement, PbCountdownElement, PbCounterElement, PbGalleryElement, PbHeaderElement, PbLightboxElement, PbMapElement, PbMediaElement, PbMenuElement, PbMotionElement, PbNewsletterElement, PbPageElement, PbPortfolioElement, PbSliderElement, PbTabsElement, PbToggleElement, PbVideoBgElement, PbVideoOverlayElement, SbiFeedElement } from 'pb-elements';

/** A tag's props: the global HTML attributes, a ref to the element, and its own attributes. */
type Tag<E extends HTMLElement, A> = DetailedHTMLProps<HTMLAttributes<E>, E> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** Cookie-consent bar, settings dialog and show-again tab over the consent plugin's cookies. */
      'cookie-bar': Tag<
        CookieBarElement,
        {
          /** The plugin's settings object (spec §3) or its JSON text; else the JSON child, else the plugin's page global. */
          settings?: string;
          /** Neither a timeout nor scrolling records consent, and × refuses (also the site setting `consent.strict`). */
          strict?: boolean;
          /** The consent revision; a stored choice of a lower one asks again (else `consent.revision`, else the plugin's consentVersion). */
          revision?: number;
          /** Send Google Consent Mode v2 signals (also the site setting `consent.consentMode`). */
          'consent-mode'?: boolean;
          /** Label of the accept button this element builds (default "Accept all"). */
          'accept-label'?: string;
          /** Label of the reject button this element builds or adds (default "Reject all"). */
          'reject-label'?: string;
          /** Label of the settings button this element builds (default "Cookie settings"). */
          'settings-label'?: string;
          /** Label of the show-again tab this element builds (default "Manage consent"). */
          'again-label'?: string;
          /** Accessible name of the bar (default "Cookie consent"). */
          'region-label'?: string;
        }
      >;
      /** Click-to-play video facade: no player, and no request before consent, until the visitor asks. */
      'lazy-video': Tag<
        LazyVideoElement,
        {
          /** Label of the consent notice's button that plays this one video (default "Load once"). */
          'load-once-label'?: string;
          /** Label of the consent notice's button that allows the category for good (default "Always allow"). */
          'always-allow-label'?: string;
          /** The 11-character video id (`data-id` in CMS markup). */
          'video-id'?: string;
          /** Embed source `https://www.youtube.com/embed/<id>` (`data-src`); built from the id when absent. */
          src?: string;
          /** Player parameters such as `start=30&rel=0` (`data-query`); `autoplay=1` is always added last. */
          query?: string;
          /** The video's title: names the play button and the player (`title`; `data-alt` in CMS markup). */
          title?: string;
          /** A playlist id: plays the list (from `videoId` when given). */
          playlist?: string;
          /** Thumbnail quality: maxresdefault, sddefault, hqdefault (default), mqdefault or default; falls back automatically. */
          quality?: string;
          /** A self-hosted poster image: then no thumbnail is ever requested from the video host. */
          poster?: string;
          /** Embed from the no-cookie host (on by default through the site setting `video.nocookie`). */
          nocookie?: boolean;
          /** The play button's label, before the title (default "Play video"). */
          'play-label'?: string;
          /** Text of the consent placeholder on a video that waits for consent (default "Plays from YouTube (<embed host>), which may set cookies."). */
          'consent-notice'?: string;
          /** Consent category this video needs when gating is on (site default `video.category`: "functional"). */
          'consent-category'?: string;
        }
      >;
      /** A/B testing: subjects on cached pages, and goals recorded once, after consent. */
      'pb-ab-test': Tag<
        PbAbTestElement,
        {}
      >;
      /** Ajax pagination for the theme's blog modules, with real addresses, focus and announcements. */
      'pb-blog': Tag<
        PbBlogElement,
        {
          /** The announcement after a page change, with `{page}` and `{total}`. */
          'page-label'?: string;
          /** The announcement when the pagination does not say how many pages there are, with `{page}`. */
          'page-only-label'?: string;
          /** The alert when a page could not be loaded. */
          'failed-label'?: string;
        }
      >;
      /** Carousel of several items at a time, on Swiper loaded near the viewport, with the APG carousel pattern. */
      'pb-carousel': Tag<
        PbCarouselElement,
        {
          /** Rotate by itself (also the CMS `data-auto-rotate="on"` or `et_slider_auto`). */
          autoplay?: boolean;
          /** Milliseconds per step (else `data-auto-rotate-speed`, else `et_slider_speed_<ms>`, else 7000; at least 1000). */
          interval?: number;
          /** Keep rotating under the pointer (also the CMS class `et_slider_auto_ignore_hover`). */
          'ignore-hover'?: boolean;
          /** The carousel's accessible name (default "Featured items"; never "carousel", which is announced already). */
          label?: string;
          /** Label of the previous arrow (default: the site's `et_pb_custom.previous` where localised, else "Previous items"). */
          'previous-label'?: string;
          /** Label of the next arrow (default: the site's `et_pb_custom.next` where localised, else "Next items"). */
          'next-label'?: string;
          /** Label of each picker button, `{n}` for its number (default "Show item {n}"). */
          'picker-label'?: string;
          /** Label of the rotation button while rotating (default "Stop slide rotation"). */
          'stop-label'?: string;
          /** Label of the rotation button while stopped (default "Start slide rotation"). */
          'start-label'?: string;
          /** The live announcement after the visitor moves it, `{n}` and `{total}` (default "Slide {n} of {total}"). */
          'status-label'?: string;
        }
      >;
      /** Comment form over the CMS's markup: accessible validation, a kept draft, reply-to without a page load. */
      'pb-comment-form': Tag<
        PbCommentFormElement,
        {
          /** Shown on a required field left empty (default "Please fill in this field."). */
          'required-message'?: string;
          /** Shown on a website that is not an http(s) address (default "Enter an address that starts with https:// or http://"). */
          'url-message'?: string;
        }
      >;
      /** Contact form over the theme's markup: validation, conditional fields, safe retryable sending. */
      'pb-contact-form': Tag<
        PbContactFormElement,
        {
          /** Shown on a required field left empty (default "Please fill in this field."). */
          'required-message'?: string;
          /** Announced while the message is being sent (default "Sending…"). */
          'sending-message'?: string;
          /** Replaces the English failure texts, by kind: offline, timeout, server, expired, busy, foreign (JSON). */
          'failure-messages'?: string;
          /** Milliseconds to wait for the server before the visitor may send again (default 20 000). */
          timeout?: number;
        }
      >;
      /** A countdown over the theme's markup, ticking each second and read to the minute. */
      'pb-countdown': Tag<
        PbCountdownElement,
        {}
      >;
      /** Circle, number and bar counters over the theme's markup, counting once when seen. */
      'pb-counter': Tag<
        PbCounterElement,
        {}
      >;
      /** Gallery grid with pagination in the URL hash and a lightbox, over the theme's gallery markup. */
      'pb-gallery': Tag<
        PbGalleryElement,
        {
          /** Items per page (else the CMS `data-per_page`, else 4). */
          'per-page'?: number;
          /** Name of the page navigation (default "Gallery pages"). */
          label?: string;
        }
      >;
      /** Header that fixes itself past a waypoint and keeps offsets, classes and scroll padding in step. */
      'pb-header': Tag<
        PbHeaderElement,
        {
          /** Fixed navigation applies above this viewport width (default 980). */
          breakpoint?: number;
        }
      >;
      /** Image lightbox: a native modal dialog with previous/next, keys, swipe and captions, loaded on first open. */
      'pb-lightbox': Tag<
        PbLightboxElement,
        {
          /** Texts, for other languages: `{ loading, close, imageError, previous, next, counter, dialog }` (defaults the theme's: "Loading...", "Close (Esc)", "The image could not be loaded.", …; `counter` takes `{n}` and `{total}`). */
          labels?: string;
        }
      >;
      /** Consent-gated Leaflet map with keyboard-operable pins, cooperative gestures and a list of the pins. */
      'pb-map': Tag<
        PbMapElement,
        {
          /** Label of the consent notice's button that loads this one map (default "Load once"). */
          'load-once-label'?: string;
          /** Label of the consent notice's button that allows the category for good (default "Always allow"). */
          'always-allow-label'?: string;
          /** Grayscale 0–100 on tablets (≤ 980 px); defaults to `grayscale`. */
          'grayscale-tablet'?: string;
          /** Grayscale 0–100 on phones (≤ 767 px); defaults to the tablet value. */
          'grayscale-phone'?: string;
          /** Latitude of the centre (`data-center-lat` in CMS markup). */
          'center-lat'?: string;
          /** Longitude of the centre (`data-center-lng`). */
          'center-lng'?: string;
          /** Zoom level 0–19 (`data-zoom`; default 13). */
          zoom?: string;
          /** "on": the wheel zooms; "off" (the CMS default): cooperative gestures — Ctrl/⌘ + wheel zooms, two fingers pan (`data-mouse-wheel`). */
          'mouse-wheel'?: string;
          /** "off": no one-finger dragging on touch screens (`data-mobile-dragging`). */
          'mobile-dragging'?: string;
          /** Grayscale 0–100 of the tiles (`data-grayscale`, printed as a negative saturation such as "-60"). */
          grayscale?: string;
          /** Tile URL template (default: the site setting `map.tileUrl`, OpenStreetMap's standard tiles). */
          'tile-url'?: string;
          /** The tiles' credit as HTML, links kept (default: the site setting `map.attribution`). */
          attribution?: string;
          /** The address the placeholder shows before the map loads (default: the pins' addresses). */
          address?: string;
          /** The placeholder button's label (default "Show map"). */
          'load-label'?: string;
          /** Text of the consent placeholder (default "The map loads from <tile host>, which receives your IP address."). */
          'consent-notice'?: string;
          /** Consent category the map needs when gating is on (site default `map.category`: "functional"). */
          'consent-category'?: string;
        }
      >;
      /** The theme's audio and video players: native controls, fitted to the column, one at a time, a download link when the format cannot play. */
      'pb-media': Tag<
        PbMediaElement,
        {
          /** The video's ratio, written `16:9`, `4/3` or `1.5`; overrides the media's `width`/`height` attributes. */
          ratio?: string;
          /** The download link's text before the file name (default "Download video" or "Download audio"). */
          'download-label'?: string;
        }
      >;
      /** Header menu as disclosure navigation: hover, keyboard and touch dropdowns, mega menus kept in view. */
      'pb-menu': Tag<
        PbMenuElement,
        {
          /** The navigation landmark's name (default "Main"). */
          label?: string;
          /** The toggles' name; `%s` is the parent link's text (default "%s submenu"). */
          'submenu-label'?: string;
          /** The widest viewport (px) that shows the mobile menu instead of the dropdowns (default 980, spec §9). */
          breakpoint?: number;
          /** Puts the logo in the middle of the menu items above the breakpoint (also on for `body.et_header_style_split`). */
          'inline-logo'?: boolean;
          /** The search toggle's name (default "Search"). */
          'search-label'?: string;
          /** The search form's close button's name (default "Close search"). */
          'close-search-label'?: string;
        }
      >;
      /** Page motion: entrance animations, legacy waypoints, parallax, sticky options and scroll effects. */
      'pb-motion': Tag<
        PbMotionElement,
        {}
      >;
      /** Email opt-in over the theme's markup: accessible checks, safe retryable subscribing. */
      'pb-newsletter': Tag<
        PbNewsletterElement,
        {
          /** Shown on a required input left empty (default "Please fill in this field."). */
          'required-message'?: string;
          /** Milliseconds to wait for the server before the visitor may send again (default 20 000). */
          timeout?: number;
        }
      >;
      /** Page behaviour: smooth anchor scrolling, hash at load, link options, scroll-to-top, side navigation. */
      'pb-page': Tag<
        PbPageElement,
        {
          /** Shows side navigation dots even without the theme's `et_pb_side_nav_page` body class. */
          'side-nav'?: boolean;
          /** Smooths mouse-wheel and arrow-key scrolling (400 ms, 80 px a notch, 50 px an arrow), never under reduced motion. */
          'smooth-wheel'?: boolean;
          /** The scroll-to-top button's name (default "Back to top"). */
          'top-label'?: string;
          /** The side navigation's name (default "Page sections"). */
          'nav-label'?: string;
        }
      >;
      /** Portfolio grid with container-width columns, category filters and pagination in the URL hash. */
      'pb-portfolio': Tag<
        PbPortfolioElement,
        {
          /** Projects per page (else the CMS `data-posts-number`; 0 or none is one page). */
          'per-page'?: number;
          /** Name of the page navigation (default "Portfolio pages"). */
          label?: string;
        }
      >;
      /** Accessible slider over the theme's slider markup: arrows, pickers, keys, swipe, safe autoplay. */
      'pb-slider': Tag<
        PbSliderElement,
        {
          /** Rotate by itself (also the CMS class `et_slider_auto`). */
          autoplay?: boolean;
          /** Milliseconds per slide (else the CMS class `et_slider_speed_<ms>`, else 7000). */
          interval?: number;
          /** Keep rotating under the pointer (also the CMS class `et_slider_auto_ignore_hover`). */
          'ignore-hover'?: boolean;
          /** The slider's accessible name (default "Slides"); it must not say "carousel", which is announced already. */
          label?: string;
          /** Label of the previous arrow (default: the site's `et_pb_custom.previous` where localised, else "Previous slide"). */
          'previous-label'?: string;
          /** Label of the next arrow (default: the site's `et_pb_custom.next` where localised, else "Next slide"). */
          'next-label'?: string;
          /** Label of each picker button, `{n}` for its number (default "Show slide {n}"). */
          'picker-label'?: string;
          /** Label of the rotation button while rotating (default "Stop slide rotation"). */
          'stop-label'?: string;
          /** Label of the rotation button while stopped (default "Start slide rotation"). */
          'start-label'?: string;
          /** The live announcement, `{n}` and `{total}` (default "Slide {n} of {total}"). */
          'status-label'?: string;
          /** Consent category a video slider's thumbnails from a video host need (default "functional"). */
          'consent-category'?: string;
        }
      >;
      /** WAI-ARIA tabs over the theme's tabs markup, with the active tab in the URL hash. */
      'pb-tabs': Tag<
        PbTabsElement,
        {
          /** The tab list's accessible name (default: none; give one when the page has several tab sets). */
          label?: string;
        }
      >;
      /** WAI-ARIA accordion over the theme's toggle and accordion modules, deep-linkable by hash. */
      'pb-toggle': Tag<
        PbToggleElement,
        {}
      >;
      /** A section's background video: covering, muted, paused off screen, still under reduced motion, with a pause button. */
      'pb-video-bg': Tag<
        PbVideoBgElement,
        {
          /** The pause button's label (default "Pause background video"). */
          'pause-label'?: string;
          /** The same button's label once paused (default "Play background video"). */
          'play-label'?: string;
        }
      >;
      /** The theme's video overlay: a play button over the poster that starts the video behind it, after consent when it comes from another site. */
      'pb-video-overlay': Tag<
        PbVideoOverlayElement,
        {
          /** Label of the consent notice's button that plays this one video (default "Load once"). */
          'load-once-label'?: string;
          /** Label of the consent notice's button that allows the category for good (default "Always allow"). */
          'always-allow-label'?: string;
          /** The play button's label, before the player's `title` (default "Play video"). */
          'play-label'?: string;
        }
      >;
      /** Social photo feed over the feed plugin's markup: responsive grid, load more, no social-host request before consent. */
      'sbi-feed': Tag<
        SbiFeedElement,
        {
          /** Label of the consent notice's button that shows this feed once (default "Load once"). */
          'load-once-label'?: string;
          /** Label of the consent notice's button that allows the category for good (default "Always allow"). */
          'always-allow-label'?: string;
          /** Consent category the feed's social-host images need when gating is on (default "functional", as video embeds). */
          'consent-category'?: string;
          /** Text of the consent placeholder (default "Photos load from Instagram, which may set cookies."). */
          'consent-notice'?: string;
          /** Announcement after load more; `{n}` is the count (default "{n} more posts loaded"). */
          'loaded-label'?: string;
          /** Button text after a failed load (default "Loading failed – try again"). */
          'failed-label'?: string;
        }
      >;
    }
  }
}
