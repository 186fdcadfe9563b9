/**
 * The order the end-to-end files start in: longest first, so the two workers finish together. Vitest orders by the
 * durations in its own cache, but a clean clone (the CI) has none and falls back to file size. By size the
 * request-chain journeys (small file, 75 s) started last, alone, after the other worker had finished: the stage
 * took 494 s where its files came to 428 s a worker (CI of 9015152, 29 Nov).
 */
import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each journey file took in the CI of 9015152 (two files at a time, two cores). Only the order matters:
 * refresh it when a file grows or shrinks by much (test-results/e2e.json has each file's start and end).
 */
export const JOURNEY_SECONDS: Record<string, number> = {
  'layout.e2e.ts': 120,
  'slider.e2e.ts': 117,
  'docs.e2e.ts': 94,
  'request-chain.e2e.ts': 75,
  'consent.e2e.ts': 71,
  // Runs alone after the others in `npm test`, where its place does not matter.
  'page-stability.e2e.ts': 61,
  'forms.e2e.ts': 52,
  'motion.e2e.ts': 39,
  'feed.e2e.ts': 38,
  'media.e2e.ts': 36,
  'counter.e2e.ts': 34,
  'toggle.e2e.ts': 27,
  'cms-video.e2e.ts': 27,
  'scroll-effects.e2e.ts': 26,
  'blog.e2e.ts': 24,
  'ab-test.e2e.ts': 23,
  'site-video.e2e.ts': 16,
  'countdown.e2e.ts': 14,
  'map.e2e.ts': 12,
  'site-prerender.e2e.ts': 11,
  'axe-waits.e2e.ts': 5,
  // Its time in the CI of ce9339a, the file being new.
  'chromium-flags.e2e.ts': 2,
};

/** A file not in the list yet is taken as the longest: starting it early cannot leave it alone at the end. */
const UNKNOWN = Number.POSITIVE_INFINITY;

const secondsOf = (file: string) => JOURNEY_SECONDS[basename(file)] ?? UNKNOWN;

export class LongestJourneyFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => secondsOf(b.moduleId) - secondsOf(a.moduleId));
  }
}
