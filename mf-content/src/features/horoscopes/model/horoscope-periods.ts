import type { HoroscopePeriod } from '@astrosetu/contracts';
import { formatDayWithWeekday, formatMonthYear, istDayKey } from '@astrosetu/design-system/format';
import { formatDayRange, monthRange, weekRange, type DayRange } from '../../../shared/dates/india-calendar';

/** What each period tab of the combined page says. */
export interface PeriodCopy {
  period: HoroscopePeriod;
  tabLabel: string;
  heading: string;
}

export const HOROSCOPE_PERIODS: readonly PeriodCopy[] = [
  { period: 'daily', tabLabel: 'Daily', heading: "Today's Horoscope" },
  { period: 'weekly', tabLabel: 'Weekly', heading: "This Week's Horoscope" },
  { period: 'monthly', tabLabel: 'Monthly', heading: "This Month's Horoscope" },
  { period: 'yearly', tabLabel: 'Yearly', heading: "This Year's Horoscope" },
];

export const COMBINED_LOADING_TEXT = 'Loading horoscope...';
export const COMBINED_EMPTY_TEXT = 'No horoscope data available.';

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
  if (period === 'yearly') return `Year ${day.slice(0, 4)}`;
  return formatDayWithWeekday(day);
}
