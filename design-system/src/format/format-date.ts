/**
 * Dates in US English long form ("January 5, 2025"), times on a 12-hour clock ("3:04 PM"). Shown in
 * India's time zone: the product serves India, and a fixed zone keeps a date the same on every device.
 */
const TIME_ZONE = 'Asia/Kolkata';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: TIME_ZONE });
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: TIME_ZONE });

export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}

export function formatDateTime(iso: string): string {
  const date = formatLongDate(iso);
  return date ? `${date}, ${formatTime(iso)}` : '';
}

/** A local opening time "HH:mm" (24 hours) on a 12-hour clock: "14:30" -> "2:30 PM". */
export function formatClockTime(hhmm: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!match) return hhmm;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${match[2]} ${suffix}`;
}

const shortDateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE });

/** A compact date for lists and tables, in India's time zone: "5 Jan 2025". */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : shortDateFormat.format(date);
}

/** A compact date with the time, for lists and tables: "5 Jan 2025, 12:30 AM" (the same 12-hour clock as formatTime). */
export function formatShortDateTime(iso: string): string {
  const date = formatShortDate(iso);
  return date ? `${date}, ${formatTime(iso)}` : '';
}
