/** Horoscope scores are coloured in bands at 80, 60 and 40, and drawn as a bar of 5 segments. */
export const SCORE_SEGMENTS = 5;

export type ScoreTone = 'success' | 'info' | 'warning' | 'error';

export function scoreTone(score: number): ScoreTone {
  if (score >= 80) return 'success';
  if (score >= 60) return 'info';
  if (score >= 40) return 'warning';
  return 'error';
}

/** How many of the 5 segments a 0-100 score fills (at least one for any score above 0). */
export function filledSegments(score: number): number {
  if (score <= 0) return 0;
  return Math.min(SCORE_SEGMENTS, Math.max(1, Math.round((score / 100) * SCORE_SEGMENTS)));
}
