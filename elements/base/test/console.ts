/** Captures the console warnings printed while `run` runs (and keeps them off the test output). */
export async function warningsDuring(run: () => unknown): Promise<string[]> {
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
  try {
    await run();
  } finally {
    console.warn = original;
  }
  return warnings;
}
