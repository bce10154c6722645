import { formatLongDate, formatTime } from '@astrosetu/design-system/format';

/** Date and time in Asia/Kolkata, the language's long date, 12-hour clock (the page adds 'IST' in its words). */
export function paymentDate(when: Date): string {
  return formatLongDate(when.toISOString());
}

export function paymentTime(when: Date): string {
  return formatTime(when.toISOString());
}
