import type { HoroscopePeriod } from '@astrosetu/contracts';
import { localDateOf, resolveTimeZone, type TimeZoneSpec } from '../core/time-zone';

/** Horoscopes are written for India: days, weeks and months are civil ones in Asia/Kolkata. */
export const INDIA_ZONE: TimeZoneSpec = resolveTimeZone('Asia/Kolkata', 28.6139, 77.209);
/** Sunrise, hora and Rahu Kalam times in readings are for New Delhi. */
export const REFERENCE_PLACE = { name: 'New Delhi', latitude: 28.6139, longitude: 77.209 };

export function todayInIndia(now: Date): string {
  return localDateOf(now.getTime(), INDIA_ZONE);
}

function toUtcDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

function fromUtcDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const value = toUtcDate(date);
  value.setUTCDate(value.getUTCDate() + days);
  return fromUtcDate(value);
}

export function weekdayIndex(date: string): number {
  return toUtcDate(date).getUTCDay();
}

/** The day, the Sunday-to-Saturday week, the calendar month or the calendar year containing a date. */
export function periodRange(period: HoroscopePeriod, date: string): { start: string; end: string; days: string[] } {
  if (period === 'daily') return { start: date, end: date, days: [date] };
  if (period === 'yearly') {
    const start = `${date.slice(0, 4)}-01-01`;
    const end = `${date.slice(0, 4)}-12-31`;
    const days: string[] = [];
    for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
    return { start, end, days };
  }
  if (period === 'weekly') {
    const start = addDays(date, -weekdayIndex(date));
    return { start, end: addDays(start, 6), days: Array.from({ length: 7 }, (_, i) => addDays(start, i)) };
  }
  const [year, month] = date.split('-').map(Number);
  const start = `${date.slice(0, 7)}-01`;
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start, end: addDays(start, length - 1), days: Array.from({ length }, (_, i) => addDays(start, i)) };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** '14 May' */
export function shortDate(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[month - 1].slice(0, 3)}`;
}

/** 'Tuesday 14 May' */
export function longDay(date: string): string {
  return `${DAYS[weekdayIndex(date)]} ${shortDate(date)}`;
}
