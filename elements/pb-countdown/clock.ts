/**
 * The wall clock the countdown reads (Unix milliseconds). Internal: a browser test swaps `now` for a fake clock's
 * reading, since the shared fake clock (base/test/fake-clock.ts) replaces the timers and not `Date`.
 * @internal
 */
export const countdownClock = { now: (): number => Date.now() };
