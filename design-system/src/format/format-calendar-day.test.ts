import { formatAxisPeriod, formatDayWithWeekday, formatLongDay, formatMediumDay, formatMonthYear, formatShortDay, istDayKey, istMonthKey } from './format-calendar-day';

describe('India calendar days', () => {
  it('keys an instant by its day and month in India, not in UTC', () => {
    expect(istDayKey(new Date('2026-03-31T20:00:00Z'))).toBe('2026-04-01');
    expect(istDayKey('2026-03-31T18:29:59Z')).toBe('2026-03-31');
    expect(istMonthKey(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04');
  });

  it('labels a day as the plain date it names, with September as Sep', () => {
    expect(formatDayWithWeekday('2026-11-21')).toBe('Saturday, 21 November 2026');
    expect(formatLongDay('1994-08-15')).toBe('August 15, 1994');
    expect(formatMediumDay('2026-09-05')).toBe('5 Sep 2026');
    expect(formatShortDay('2026-11-15')).toBe('Sun, 15 Nov');
    expect(formatMonthYear('2026-03')).toBe('March 2026');
    expect(formatMonthYear('2026-03-31')).toBe('March 2026');
  });

  it('labels chart buckets briefly', () => {
    expect(formatAxisPeriod('2025-03-07')).toBe('Mar 7');
    expect(formatAxisPeriod('2025-03')).toBe('Mar 2025');
    expect(formatAxisPeriod('week 12')).toBe('week 12');
  });
});
