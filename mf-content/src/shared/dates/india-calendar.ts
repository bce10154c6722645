import { formatClockTime, formatMediumDay } from '@astrosetu/design-system/format';

/**
 * Arithmetic on India's calendar days (weeks, months, ranges) for the horoscopes and the panchang, which are
 * computed for Indian days. Days are 'YYYY-MM-DD' strings (today's is istDayKey() of design-system/format);
 * arithmetic is done on UTC midnights so no local daylight-saving rule can shift a day.
 */

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

/** '15 Nov – 21 Nov 2026' (the year once when both ends share it). */
export function formatDayRange({ start, end }: DayRange): string {
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  const first = sameYear ? formatMediumDay(start).replace(/\s\d{4}$/, '') : formatMediumDay(start);
  return `${first} – ${formatMediumDay(end)}`;
}

/**
 * The wall-clock time of an ISO instant with its own offset ('2026-11-21T06:52:10+05:30' -> '6:52 AM'), i.e. the
 * time at the place it was computed for, not in the visitor's zone.
 */
export function formatPlaceTime(isoWithOffset: string): string {
  const match = /T(\d{2}):(\d{2})/.exec(isoWithOffset);
  if (!match) return isoWithOffset;
  return formatClockTime(`${match[1]}:${match[2]}`);
}
