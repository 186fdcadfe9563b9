/** Canonical markup for <pb-map>, as the CMS prints the map module (MARKUP.md §8.4) and as hand-written pages use it. */

/** The demo's and the tests' local tiles (site/server/tiles.mjs), so no test needs the internet. */
export const LOCAL_TILES = '/tiles/{z}/{x}/{y}.png';

/** The theme's map module, wrapped in the tag: grayscale on the container, two pins with their addresses. */
export const cmsMap = `<pb-map><div class="et_pb_module et_pb_map_container et_pb_map_container_0" data-grayscale="-60"><div class="et_pb_map" data-center-lat="52.5200" data-center-lng="13.4050" data-zoom="13" data-mouse-wheel="off" data-mobile-dragging="off"></div><div class="et_pb_map_pin" data-lat="52.5219" data-lng="13.4132" data-title="Studio"><h3>Studio</h3><div class="infowindow"><p>Alexanderplatz 1, 10178 Berlin</p></div></div><div class="et_pb_map_pin" data-lat="52.5163" data-lng="13.3777" data-title="Workshop"><h3>Workshop</h3><div class="infowindow"><p>Pariser Platz 4, 10117 Berlin</p></div></div></div></pb-map>`;

/** A hand-written tag with `<pb-map-pin>` children and its own tile source. */
export const bareTag = `<pb-map center-lat="48.8566" center-lng="2.3522" zoom="12" mouse-wheel="on" tile-url="${LOCAL_TILES}"><pb-map-pin lat="48.8584" lng="2.2945" title="Tower office"><p>5 Avenue Anatole France, 75007 Paris</p></pb-map-pin></pb-map>`;

/** A hand-written tag holding the CMS pin markup. */
export const bareWithCmsPins = `<pb-map center-lat="51.5072" center-lng="-0.1276" zoom="12" tile-url="${LOCAL_TILES}"><div class="et_pb_map_pin" data-lat="51.5081" data-lng="-0.0759" data-title="River office"><h3>River office</h3><div class="infowindow"><p>Tower Hill, London EC3N 4AB</p></div></div></pb-map>`;

/** A pin whose popup carries what the sanitiser must remove. */
export const hostilePin = `<pb-map center-lat="52.52" center-lng="13.405" zoom="13" tile-url="${LOCAL_TILES}"><div class="et_pb_map_pin" data-lat="52.52" data-lng="13.405" data-title="Trap"><div class="infowindow"><p>Safe text <a href="javascript:window.__pwned=1">link</a></p><img src="x" onerror="window.__pwned=1" alt=""><script>window.__pwned=1</script></div></div></pb-map>`;

/** No pins, and a centre that is not a coordinate. */
export const noPins = `<pb-map center-lat="52.52" center-lng="13.405" zoom="11" tile-url="${LOCAL_TILES}"></pb-map>`;
export const badCoordinates = `<pb-map center-lat="north" center-lng="NaN" zoom="99x" tile-url="${LOCAL_TILES}"><pb-map-pin lat="200" lng="1" title="Nowhere"></pb-map-pin><pb-map-pin lat="10" lng="20" title="Somewhere"></pb-map-pin></pb-map>`;

export const fixtures = { CMS: cmsMap, 'bare tag': bareTag, 'bare tag with CMS pins': bareWithCmsPins };
