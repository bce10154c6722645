/**
 * Spec 9: dates in US English long form ("January 5, 2025"), times on a 12-hour clock ("3:04 PM"), in India's
 * time zone, the zone the analytics buckets use too, so a date reads the same on every admin's device.
 */
const TIME_ZONE = 'Asia/Kolkata';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: TIME_ZONE });
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: TIME_ZONE });

export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${dateFormat.format(date)}, ${timeFormat.format(date)}`;
}
