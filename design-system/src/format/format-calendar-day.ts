/**
 * India's calendar days: 'YYYY-MM-DD' days and 'YYYY-MM' months, the keys the site groups and compares by (earnings
 * per day, spending per month, the panchang's days). An instant's day is its day in India (IST), whatever the
 * visitor's own zone; a day's label reads the day as a plain date, never shifted by a zone again.
 */
import { currentLocale, dateTimeFormat, isEnglish } from './format-locale';

// Made on first use, not when the module loads: a page that imports this module without asking for a day would
// otherwise pay for ICU's time-zone data on its start-up (~40 ms on a slowed phone).
const dayKeyOptions: Intl.DateTimeFormatOptions = { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' };

/** The day in India of an instant: '2026-04-01' for 2026-03-31T20:00Z. */
export function istDayKey(instant: Date | string = new Date()): string {
  return dateTimeFormat('en-CA', dayKeyOptions).format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** The month in India of an instant: '2026-04'. */
export function istMonthKey(instant: Date | string = new Date()): string {
  return istDayKey(instant).slice(0, 7);
}

// English is spelled out rather than asked of Intl: ICU abbreviates September 'Sept' in en-IN and 'Sep' in en-US.
// Hindi and Tamil take Intl's hi-IN / ta-IN names (जनवरी, ரவிவார...), reading the day as a plain UTC date.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const abbreviated = (name: string) => name.slice(0, 3);

function partsOf(dayOrMonth: string) {
  const [year, month, day = 1] = dayOrMonth.split('-').map(Number) as [number, number, number?];
  return { year, month: MONTHS[month - 1]!, day, weekday: WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]! };
}

function inLocale(dayOrMonth: string, options: Intl.DateTimeFormatOptions): string {
  const [year, month, day = 1] = dayOrMonth.split('-').map(Number) as [number, number, number?];
  return dateTimeFormat(currentLocale(), { ...options, timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** 'Saturday, 21 November 2026'. */
export function formatDayWithWeekday(day: string): string {
  if (!isEnglish()) return inLocale(day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const { year, month, day: date, weekday } = partsOf(day);
  return `${weekday}, ${date} ${month} ${year}`;
}

/** 'August 15, 1994' (the long form of formatLongDate, for a day rather than an instant). */
export function formatLongDay(day: string): string {
  if (!isEnglish()) return inLocale(day, { day: 'numeric', month: 'long', year: 'numeric' });
  const { year, month, day: date } = partsOf(day);
  return `${month} ${date}, ${year}`;
}

/** '21 Nov 2026'. */
export function formatMediumDay(day: string): string {
  if (!isEnglish()) return inLocale(day, { day: 'numeric', month: 'short', year: 'numeric' });
  const { year, month, day: date } = partsOf(day);
  return `${date} ${abbreviated(month)} ${year}`;
}

/** 'Sun, 15 Nov'. */
export function formatShortDay(day: string): string {
  if (!isEnglish()) return inLocale(day, { weekday: 'short', day: 'numeric', month: 'short' });
  const { month, day: date, weekday } = partsOf(day);
  return `${abbreviated(weekday)}, ${date} ${abbreviated(month)}`;
}

/** 'November 2026', for a month or any day in it. */
export function formatMonthYear(dayOrMonth: string): string {
  if (!isEnglish()) return inLocale(dayOrMonth, { month: 'long', year: 'numeric' });
  const { year, month } = partsOf(dayOrMonth);
  return `${month} ${year}`;
}

/** A chart axis label: a day '2025-03-07' -> 'Mar 7', a month '2025-03' -> 'Mar 2025'; anything else as it is. */
export function formatAxisPeriod(period: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(period)) {
    if (!isEnglish()) return inLocale(period, { day: 'numeric', month: 'short' });
    const { month, day } = partsOf(period);
    return `${abbreviated(month)} ${day}`;
  }
  if (/^\d{4}-\d{2}$/.test(period)) {
    if (!isEnglish()) return inLocale(period, { month: 'short', year: 'numeric' });
    const { year, month } = partsOf(period);
    return `${abbreviated(month)} ${year}`;
  }
  return period;
}
