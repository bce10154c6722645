import { currentLocale, dateTimeFormat, isEnglish, TIME_ZONE } from './format-locale';

/**
 * Dates and times in the site's language, in India's time zone. English reads "January 5, 2025" and "3:04 PM";
 * Hindi "5 जनवरी 2025" and Tamil "5 ஜனவரி, 2025", with the month names and clock of Intl's hi-IN / ta-IN.
 */
const longDate: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: TIME_ZONE };
const clock: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: TIME_ZONE };
const shortDate: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE };

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatLongDate(iso: string): string {
  const date = parse(iso);
  // English keeps the US long form the site has always shown ("January 5, 2025").
  return date ? dateTimeFormat(isEnglish() ? 'en-US' : currentLocale(), longDate).format(date) : '';
}

export function formatTime(iso: string): string {
  const date = parse(iso);
  return date ? dateTimeFormat(isEnglish() ? 'en-US' : currentLocale(), clock).format(date) : '';
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
  const minutes = Number(match[2]);
  if (!isEnglish()) return dateTimeFormat(currentLocale(), { ...clock, timeZone: 'UTC' }).format(new Date(Date.UTC(1970, 0, 1, hours, minutes)));
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${match[2]} ${suffix}`;
}

/** A compact date for lists and tables, in India's time zone: "5 Jan 2025". */
export function formatShortDate(iso: string): string {
  const date = parse(iso);
  return date ? dateTimeFormat(currentLocale(), shortDate).format(date) : '';
}

/** A compact date with the time, for lists and tables: "5 Jan 2025, 12:30 AM" (the same 12-hour clock as formatTime). */
export function formatShortDateTime(iso: string): string {
  const date = formatShortDate(iso);
  return date ? `${date}, ${formatTime(iso)}` : '';
}
