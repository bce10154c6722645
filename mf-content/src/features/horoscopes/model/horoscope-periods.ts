import type { HoroscopePeriod } from '@astrosetu/contracts';
import { formatDayWithWeekday, formatMonthYear, istDayKey } from '@astrosetu/design-system/format';
import { useContentText } from '../../../locales/use-text';
import { formatDayRange, monthRange, weekRange, type DayRange } from '../../../shared/dates/india-calendar';

/** The period tabs of the combined page, in order (their labels: horoscopes.period.{period}.tab / .heading). */
export const HOROSCOPE_PERIODS: readonly HoroscopePeriod[] = ['daily', 'weekly', 'monthly', 'yearly'];

export function isHoroscopePeriod(value: string | null): value is HoroscopePeriod {
  return value === 'daily' || value === 'weekly' || value === 'monthly' || value === 'yearly';
}

/** The days a period covers, counted in India: the day itself, its Sunday-to-Saturday week or its month. */
export function periodRange(period: HoroscopePeriod, day: string = istDayKey()): DayRange {
  if (period === 'weekly') return weekRange(day);
  if (period === 'monthly') return monthRange(day);
  if (period === 'yearly') return { start: `${day.slice(0, 4)}-01-01`, end: `${day.slice(0, 4)}-12-31` };
  return { start: day, end: day };
}

/** 'Saturday, 21 November 2026', '15 Nov – 21 Nov 2026' or 'November 2026'. */
export function periodLabel(period: HoroscopePeriod, day: string = istDayKey()): string {
  if (period === 'weekly') return formatDayRange(weekRange(day));
  if (period === 'monthly') return formatMonthYear(day);
  if (period === 'yearly') return useContentText.translate('horoscopes.yearLabel', { year: day.slice(0, 4) });
  return formatDayWithWeekday(day);
}
