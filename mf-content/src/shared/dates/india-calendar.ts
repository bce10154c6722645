/**
 * Calendar days as the site counts them: in India (Asia/Kolkata), whatever the visitor's own time zone, because
 * the horoscopes and the panchang are computed for Indian days. Days are 'YYYY-MM-DD' strings; arithmetic is done
 * on UTC midnights so no local daylight-saving rule can shift a day.
 */

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in India, e.g. '2026-11-21'. */
export function todayInIndia(now: Date = new Date()): string {
  return isoDay.format(now);
}

function toUtcDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date));
}

function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = toUtcDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

export interface DayRange {
  start: string;
  end: string;
}

/** The Sunday-to-Saturday week holding `day`: weeks run Sunday to Saturday. */
export function weekRange(day: string): DayRange {
  const start = addDays(day, -toUtcDate(day).getUTCDay());
  return { start, end: addDays(start, 6) };
}

/** The calendar month holding `day`. */
export function monthRange(day: string): DayRange {
  const date = toUtcDate(day);
  const start = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
  const end = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
  return { start: toDay(start), end: toDay(end) };
}

const longFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const mediumFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
const shortFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
const monthYearFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** 'Saturday, 21 November 2026'. */
export function formatLongDate(day: string): string {
  return longFormat.format(toUtcDate(day));
}

/** '21 Nov 2026'. */
export function formatMediumDate(day: string): string {
  return mediumFormat.format(toUtcDate(day));
}

/** 'Sun, 15 Nov'. */
export function formatShortDate(day: string): string {
  return shortFormat.format(toUtcDate(day));
}

/** 'November 2026'. */
export function formatMonthYear(day: string): string {
  return monthYearFormat.format(toUtcDate(day));
}

/** '15 Nov – 21 Nov 2026' (the year once when both ends share it). */
export function formatDayRange({ start, end }: DayRange): string {
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  const first = sameYear ? mediumFormat.format(toUtcDate(start)).replace(/\s\d{4}$/, '') : formatMediumDate(start);
  return `${first} – ${formatMediumDate(end)}`;
}

const clockFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' });

/**
 * The wall-clock time of an ISO instant with its own offset ('2026-11-21T06:52:10+05:30' -> '6:52 am'), i.e. the
 * time at the place it was computed for, not in the visitor's zone.
 */
export function formatPlaceTime(isoWithOffset: string): string {
  const match = /T(\d{2}):(\d{2})/.exec(isoWithOffset);
  if (!match) return isoWithOffset;
  return clockFormat.format(new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))));
}
