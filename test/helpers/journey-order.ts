/**
 * The order the end-to-end files start in: longest first, so the two workers finish together. Vitest orders by the
 * durations in its own cache, but a clean clone (the CI) has none and falls back to file size. By size the
 * request-chain journeys (small file, 75 s) started last, alone, after the other worker had finished: the stage
 * took 494 s where its files came to 428 s a worker (CI of 9015152, 29 Nov).
 */
import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each journey file took in the CI of 693bbec (two files at a time, two cores; 1 Dec). Only the order matters:
 * refresh it when a file grows or shrinks by much (test-results/e2e.json has each file's start and end). With the
 * table of 29 Nov, site-prerender (listed at 11 s, taking 32) started last and ended 17 s after the other worker.
 */
export const JOURNEY_SECONDS: Record<string, number> = {
  'layout.e2e.ts': 134,
  'slider.e2e.ts': 106,
  'docs.e2e.ts': 106,
  'consent.e2e.ts': 58,
  // Runs alone after the others in `npm test`, where its place does not matter (61 s with the phone checks).
  'page-stability.e2e.ts': 47,
  'forms.e2e.ts': 53,
  // Half of it since 2 Dec: the printed pages' chains are read in page-stability's loads.
  'request-chain.e2e.ts': 51,
  'motion.e2e.ts': 42,
  'media.e2e.ts': 42,
  'feed.e2e.ts': 38,
  'toggle.e2e.ts': 38,
  'counter.e2e.ts': 35,
  'scroll-effects.e2e.ts': 34,
  'site-prerender.e2e.ts': 32,
  'ab-test.e2e.ts': 31,
  'cms-video.e2e.ts': 31,
  'blog.e2e.ts': 27,
  'site-video.e2e.ts': 23,
  'countdown.e2e.ts': 19,
  'map.e2e.ts': 17,
  // Split from page-stability.e2e.ts on 2 Dec: its four loads took 14.6 s there, alone.
  'phone-shift.e2e.ts': 15,
  'axe-waits.e2e.ts': 8,
  'chromium-flags.e2e.ts': 3,
};

/** A file not in the list yet is taken as the longest: starting it early cannot leave it alone at the end. */
const UNKNOWN = Number.POSITIVE_INFINITY;

const secondsOf = (file: string) => JOURNEY_SECONDS[basename(file)] ?? UNKNOWN;

export class LongestJourneyFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => secondsOf(b.moduleId) - secondsOf(a.moduleId));
  }
}
