/*
 * What the builder prints for the entrance animations on this page (MARKUP.md §2): `et_animation_data`, one entry
 * per animated module, each field possibly with `_tablet` and `_phone` variants. A file here, not an inline script,
 * because the demo serves a strict CSP with no inline script.
 */
var et_animation_data = [
  {
    "class": "et_pb_text_0",
    "style": "slideLeft",
    "repeat": "once",
    "duration": "800ms",
    "delay": "100ms",
    "intensity": "30%",
    "starting_opacity": "0%",
    "speed_curve": "ease-out",
    "duration_tablet": "600ms",
    "duration_phone": "500ms",
    "style_phone": "fadeTop"
  },
  {
    "class": "et_pb_text_1",
    "style": "zoom",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "300ms",
    "intensity": "20%",
    "starting_opacity": "40%",
    "speed_curve": "cubic-bezier(0,0,1,1)"
  },
  {
    "class": "et_pb_button_0",
    "style": "bounce",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "500ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease"
  },
  {
    "class": "et_pb_text_2",
    "style": "fade",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_3",
    "style": "fadeTop",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_4",
    "style": "fadeRight",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_5",
    "style": "fadeBottom",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_6",
    "style": "fadeLeft",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_7",
    "style": "slide",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_8",
    "style": "slideTop",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_9",
    "style": "slideRight",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_10",
    "style": "slideBottom",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_11",
    "style": "slideLeft",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_12",
    "style": "zoom",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_13",
    "style": "zoomTop",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_14",
    "style": "zoomRight",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_15",
    "style": "zoomBottom",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_16",
    "style": "zoomLeft",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_17",
    "style": "flip",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_18",
    "style": "flipTop",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_19",
    "style": "flipRight",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_20",
    "style": "flipBottom",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_21",
    "style": "flipLeft",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_22",
    "style": "fold",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_23",
    "style": "foldTop",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_24",
    "style": "foldRight",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_25",
    "style": "foldBottom",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_26",
    "style": "foldLeft",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_27",
    "style": "roll",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_28",
    "style": "rollTop",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_29",
    "style": "rollRight",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_30",
    "style": "rollBottom",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_31",
    "style": "rollLeft",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_32",
    "style": "bounce",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_33",
    "style": "bounceTop",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_34",
    "style": "bounceRight",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_35",
    "style": "bounceBottom",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_36",
    "style": "bounceLeft",
    "repeat": "once",
    "duration": "1000ms",
    "delay": "0ms",
    "intensity": "50%",
    "starting_opacity": "0%",
    "speed_curve": "ease-in-out"
  },
  {
    "class": "et_pb_text_37",
    "style": "flipLeft",
    "repeat": "loop",
    "duration": "2000ms",
    "delay": "0ms",
    "intensity": "10%",
    "starting_opacity": "100%",
    "speed_curve": "linear"
  }
];

/*
 * The sticky options the builder prints for this page (MARKUP.md §8.9), keyed by order class: the team card sticks
 * 20 px below the top of the window while its row scrolls by (not on phones), the notice sticks to the bottom.
 */
var et_pb_sticky_elements = {
  "et_pb_text_39": {
    "id": "et_pb_text_39",
    "selector": ".et_pb_text_39",
    "position": "top",
    "position_phone": "none",
    "topOffset": "20px",
    "bottomOffset": "0px",
    "topLimit": "none",
    "bottomLimit": "none",
    "offsetSurrounding": "on",
    "transition": "on"
  },
  "et_pb_text_40": {
    "id": "et_pb_text_40",
    "selector": ".et_pb_text_40",
    "position": "bottom",
    "topOffset": "0px",
    "bottomOffset": "10px",
    "topLimit": "none",
    "bottomLimit": "none",
    "offsetSurrounding": "on",
    "transition": "on"
  }
};

/*
 * The scroll effects the builder prints for this page (MARKUP.md §8.9): per breakpoint, one item per module and
 * effect, with the positions (0 when the module's trigger point meets the bottom of the window, 100 at the top) and
 * the values; `value` carries a saved seven-part pipe string where the builder's own defaults were kept. The
 * gallery's items move one by one (grid motion). Phones get a gentler list.
 */
var et_pb_motion_elements = {
  "desktop": [
    { "id": ".et_pb_text_42", "module_type": "et_pb_text", "resolver": "translateY", "start": 0, "midStart": 50, "midEnd": 50, "end": 100, "startValue": 2, "midValue": 0, "endValue": -2, "trigger_start": "middle", "trigger_end": "middle" },
    { "id": ".et_pb_text_43", "module_type": "et_pb_text", "resolver": "translateX", "value": "0|40|60|100|-1|0|1", "trigger_start": "top", "trigger_end": "bottom" },
    { "id": ".et_pb_text_44", "module_type": "et_pb_text", "resolver": "opacity", "value": "0|30|70|100|10|100|100" },
    { "id": ".et_pb_text_45", "module_type": "et_pb_text", "resolver": "scale", "value": "0|50|50|100|70|100|100" },
    { "id": ".et_pb_text_46", "module_type": "et_pb_text", "resolver": "rotate", "value": "0|50|50|100|-8|0|8", "transforms": { "skewX": "-4deg" } },
    { "id": ".et_pb_text_47", "module_type": "et_pb_text", "resolver": "blur", "value": "0|30|70|100|6|0|6", "startValue": "6px" },
    { "id": ".et_pb_gallery_0", "module_type": "et_pb_gallery", "resolver": "translateY", "value": "0|50|50|100|1|0|0", "grid_motion": "on", "children_count": 3, "module_index": "0", "child_slug": "et_pb_gallery_item" }
  ],
  "phone": [
    { "id": ".et_pb_text_44", "module_type": "et_pb_text", "resolver": "opacity", "value": "0|20|80|100|40|100|40" }
  ]
};
