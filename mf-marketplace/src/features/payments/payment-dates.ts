/** Date and time in Asia/Kolkata, US English long date, 12-hour clock. */
const dateFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', month: 'long', day: 'numeric', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit', hour12: true });

export function paymentDate(when: Date): string {
  return dateFormat.format(when);
}

export function paymentTime(when: Date): string {
  return `${timeFormat.format(when)} IST`;
}
