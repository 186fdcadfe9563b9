/**
 * Captures the console warnings printed while `run` runs (and keeps them off the test output). `run` gets the list
 * as it fills, to wait for a warning that comes later.
 */
export async function warningsDuring(run: (warnings: readonly string[]) => unknown): Promise<string[]> {
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
  try {
    await run(warnings);
  } finally {
    console.warn = original;
  }
  return warnings;
}
