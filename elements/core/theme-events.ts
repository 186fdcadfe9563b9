/**
 * The theme's lifecycle events (MARKUP.md §2): `et_pb_before_init_modules` on `window` before the modules start,
 * `et_pb_after_init_modules` on `document` after. Other plugins listen for them with jQuery
 * (`$(document).on('et_pb_after_init_modules', …)`) or natively, so each fires as a DOM event and, when the page
 * has jQuery, through its `trigger`, every handler running once.
 */
interface JQueryLike {
  (target: Window | Document): { trigger?: (type: string) => unknown };
  event?: { triggered?: string };
}

/** Fires the theme's event `type` on `target`: natively (bubbling: `document`'s reaches `window`), then with jQuery. */
export function fireThemeEvent(target: Window | Document, type: string): void {
  const jQuery = (globalThis as { jQuery?: JQueryLike }).jQuery;
  const state = jQuery?.event;
  // jQuery's own listener would run its handlers for the native event too, then again for `trigger`: it skips an
  // event while `jQuery.event.triggered` names it (as jQuery itself does around native calls).
  if (state) state.triggered = type;
  try {
    target.dispatchEvent(new Event(type, { bubbles: true }));
  } finally {
    if (state) state.triggered = undefined;
  }
  // A handler that throws is reported, as a native listener's would be, and stops nothing here.
  try {
    jQuery?.(target).trigger?.(type);
  } catch (error) {
    reportError(error);
  }
}
