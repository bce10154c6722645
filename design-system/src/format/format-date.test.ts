import { formatClockTime, formatDateTime, formatLongDate, formatShortDate, formatShortDateTime, formatTime } from './format-date';

describe('dates and times in India time', () => {
  it('shows the Indian date of an instant: 19:00 UTC on 4 January is 00:30 on 5 January in IST', () => {
    expect(formatLongDate('2025-01-04T19:00:00Z')).toBe('January 5, 2025');
    expect(formatTime('2025-01-04T19:00:00Z')).toBe('12:30 AM');
    expect(formatDateTime('2025-01-04T19:00:00Z')).toBe('January 5, 2025, 12:30 AM');
  });

  it('shows nothing for a value that is not a date, rather than "Invalid Date"', () => {
    expect(formatLongDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
  });

  it('puts a 24-hour opening time on a 12-hour clock', () => {
    expect(formatClockTime('14:30')).toBe('2:30 PM');
    expect(formatClockTime('00:05')).toBe('12:05 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime('later')).toBe('later');
  });

  it('has a compact date for lists, on the same IST day and 12-hour clock as the long form', () => {
    expect(formatShortDate('2025-01-04T19:00:00Z')).toBe('5 Jan 2025');
    expect(formatShortDateTime('2025-01-04T19:00:00Z')).toBe('5 Jan 2025, 12:30 AM');
    expect(formatShortDateTime('2025-06-30T09:45:00Z')).toBe('30 Jun 2025, 3:15 PM');
    expect(formatShortDate('nope')).toBe('');
  });
});
