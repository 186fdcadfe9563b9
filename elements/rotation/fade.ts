/**
 * The fade between slides and between tabs: the theme's `fade_speed` for both (spec §9). A module of its own, so
 * `<pb-tabs>` takes the constant without the slide rules.
 */
export const FADE_DURATION = 700;
