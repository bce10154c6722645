import { formatLongDate, formatTime } from '@astrosetu/design-system/format';

/** Date and time in Asia/Kolkata, US English long date, 12-hour clock. */
export function paymentDate(when: Date): string {
  return formatLongDate(when.toISOString());
}

export function paymentTime(when: Date): string {
  return `${formatTime(when.toISOString())} IST`;
}
