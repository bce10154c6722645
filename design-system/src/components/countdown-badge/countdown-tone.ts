/** How urgent the remaining time of a consultation is. */
export type CountdownTone = 'normal' | 'warning' | 'critical' | 'expired';

/** Orange from 5 minutes left, red from 2 minutes left, expired (pulsing red) at zero or below. */
export const COUNTDOWN_WARNING_SECONDS = 5 * 60;
export const COUNTDOWN_CRITICAL_SECONDS = 2 * 60;

export function countdownTone(remainingSeconds: number): CountdownTone {
  if (remainingSeconds <= 0) return 'expired';
  if (remainingSeconds <= COUNTDOWN_CRITICAL_SECONDS) return 'critical';
  if (remainingSeconds <= COUNTDOWN_WARNING_SECONDS) return 'warning';
  return 'normal';
}
