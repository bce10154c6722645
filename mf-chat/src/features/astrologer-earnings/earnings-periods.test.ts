import { lastTwelveMonths, periodLabel, periodRange, todayInIst } from './earnings-periods';

describe('earnings periods (IST)', () => {
  it('counts the day in India: 20:00 UTC is already the next day', () => {
    expect(todayInIst(new Date('2026-03-31T20:00:00Z'))).toBe('2026-04-01');
  });

  it('gives a day and a month their first and last dates, leap years included', () => {
    expect(periodRange('2026-03-05')).toEqual({ from: '2026-03-05', to: '2026-03-05' });
    expect(periodRange('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(periodRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('covers the last 12 months up to today', () => {
    expect(lastTwelveMonths(new Date('2026-03-15T06:00:00Z'))).toEqual({ from: '2025-04-01', to: '2026-03-15' });
  });

  it('labels days and months for people', () => {
    expect(periodLabel('2026-03-05')).toBe('5 Mar 2026');
    expect(periodLabel('2026-03')).toBe('March 2026');
  });
});
