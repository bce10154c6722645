import { formatMediumDay, formatMonthYear, istDayKey } from '@astrosetu/design-system/format';

/** IST calendar dates for the earnings views (the ledger's days and months are IST). */
export function todayInIst(now: Date = new Date()): string {
  return istDayKey(now);
}

/** The first and last day of a YYYY-MM-DD (a day) or YYYY-MM (a month) period. */
export function periodRange(period: string): { from: string; to: string } {
  if (/^\d{4}-\d{2}-\d{2}$/.test(period)) return { from: period, to: period };
  const [year, month] = period.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${period}-01`, to: `${period}-${String(lastDay).padStart(2, '0')}` };
}

/** The last 12 months up to today's month, as from/to dates. */
export function lastTwelveMonths(now: Date = new Date()): { from: string; to: string } {
  const today = todayInIst(now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 12, 1));
  return { from: `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, '0')}-01`, to: today };
}

export function periodLabel(period: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(period) ? formatMediumDay(period) : formatMonthYear(period);
}
