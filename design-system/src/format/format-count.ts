import { groupIndianDigits } from './format-money';

/**
 * A count (views, consultations, users) with Indian digit grouping: 123456 -> '1,23,456'. Whole numbers only: a
 * fraction is rounded. Like the money formatters it does its own grouping, so it does not depend on the browser's ICU data.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return '';
  const whole = Math.round(value);
  const grouped = groupIndianDigits(String(Math.abs(whole)));
  return whole < 0 ? `-${grouped}` : grouped;
}
