/** The end-to-end files' start order (test/helpers/journey-order.ts): longest first, every file listed. */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TestSpecification } from 'vitest/node';
import { JOURNEY_SECONDS, LongestJourneyFirst } from '../helpers/journey-order';

const spec = (moduleId: string) => ({ moduleId }) as TestSpecification;
const sequencer = new LongestJourneyFirst({} as ConstructorParameters<typeof LongestJourneyFirst>[0]);

describe('the end-to-end files start longest first', () => {
  it('lists every journey file (a new one would otherwise start first on a guess)', () => {
    const files = readdirSync(new URL('../e2e/', import.meta.url)).filter((file) => file.endsWith('.e2e.ts'));
    expect(Object.keys(JOURNEY_SECONDS).sort()).toEqual(files.sort());
  });

  it('starts the longest file first and the shortest last, an unknown one before all', async () => {
    const sorted = await sequencer.sort([
      spec('/repo/test/e2e/axe-waits.e2e.ts'),
      spec('/repo/test/e2e/request-chain.e2e.ts'),
      spec('/repo/test/e2e/new-journey.e2e.ts'),
      spec('/repo/test/e2e/layout.e2e.ts'),
    ]);
    expect(sorted.map((file) => file.moduleId.split('/').pop())).toEqual([
      'new-journey.e2e.ts',
      'layout.e2e.ts',
      'request-chain.e2e.ts',
      'axe-waits.e2e.ts',
    ]);
  });
});
