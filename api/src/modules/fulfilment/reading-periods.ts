/**
 * Periods of a scheduled horoscope package on India's calendar (IST): days from midnight, weeks from
 * Sunday, months from the 1st. Reading 1 covers the period the purchase falls in (made available at
 * once); reading k the (k-1)th period after it, made available when that period begins.
 */
export type SchedulePeriod = 'day' | 'week' | 'month';

const IST_OFFSET_MS = 330 * 60_000;

function istMidnight(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day) - IST_OFFSET_MS);
}

export function periodOf(period: SchedulePeriod, purchasedAt: Date, index: number): { start: Date; end: Date } {
  const ist = new Date(purchasedAt.getTime() + IST_OFFSET_MS);
  const [year, month, day] = [ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()];
  const k = index - 1;
  if (period === 'day') return { start: istMidnight(year, month, day + k), end: istMidnight(year, month, day + k + 1) };
  if (period === 'week') {
    const sunday = day - ist.getUTCDay();
    return { start: istMidnight(year, month, sunday + 7 * k), end: istMidnight(year, month, sunday + 7 * (k + 1)) };
  }
  return { start: istMidnight(year, month + k, 1), end: istMidnight(year, month + k + 1, 1) };
}
