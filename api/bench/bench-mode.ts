/**
 * BENCH_SHORT=1 (npm run bench:smoke): each api bench runs for a few seconds on smaller fixtures, to show it still
 * starts, runs and prints its figures. Short-run figures are noisy: the targets are judged on full runs only.
 * A setting given explicitly (BENCH_DURATION, an iteration count, ...) still wins over the short default.
 */
export const isShortRun = process.env.BENCH_SHORT === '1';

/** The full-mode default, or the smaller one when BENCH_SHORT=1. */
export function fullOrShort<T>(full: T, short: T): T {
  return isShortRun ? short : full;
}

/** Appended to a bench's header line, so that a short run's figures are never mistaken for a full run's. */
export const shortRunNote = isShortRun ? ' [BENCH_SHORT=1: smoke run, figures are indicative only]' : '';
