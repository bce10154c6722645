/** The compatibility report appears after a 1.5 s "calculating" pause, even when the server is faster. */
export const COMPATIBILITY_DELAY_MS = 1500;

/** Resolves with the work's result once both it and the minimum pause are done. */
export async function withMinimumDelay<T>(work: Promise<T>, delayMs: number): Promise<T> {
  const [result] = await Promise.all([work, new Promise((resolve) => setTimeout(resolve, delayMs))]);
  return result;
}
