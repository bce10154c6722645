import { chooseLanguage } from '../i18n/language-choice';
import { formatAxisPeriod, formatDayWithWeekday, formatLongDay, formatMediumDay, formatMonthYear, formatShortDay } from './format-calendar-day';
import { formatCount } from './format-count';
import { formatClockTime, formatDateTime, formatLongDate, formatShortDate, formatTime } from './format-date';
import { describeClock, formatDuration } from './format-duration';
import { formatPaise } from './format-money';

// 19:00 UTC on 4 January is 00:30 on 5 January in India: every language shows India's day.
const instant = '2025-01-04T19:00:00Z';

afterEach(() => chooseLanguage('en', { remember: false }));

describe('formatting in the site language', () => {
  it('when the site is in Hindi, then dates, weekdays, durations and spoken clocks are Hindi, in IST, with Latin digits', async () => {
    await chooseLanguage('hi', { remember: false });
    expect(formatLongDate(instant)).toBe('5 जनवरी 2025');
    expect(formatShortDate(instant)).toBe('5 जन॰ 2025');
    expect(formatTime(instant)).toMatch(/^12:30\s?(am|pm|AM|PM|पूर्वाह्न)$/);
    expect(formatDateTime(instant)).toContain('5 जनवरी 2025, 12:30');
    expect(formatClockTime('14:30')).toMatch(/^2:30\s?\S+$/);
    expect(formatDayWithWeekday('2026-11-21')).toBe('शनिवार, 21 नवंबर 2026');
    expect(formatLongDay('1994-08-15')).toBe('15 अगस्त 1994');
    expect(formatMonthYear('2026-11')).toBe('नवंबर 2026');
    expect(formatMediumDay('2026-11-21')).toBe('21 नव॰ 2026');
    expect(formatShortDay('2026-11-15')).toBe('रवि, 15 नव॰');
    expect(formatAxisPeriod('2025-03-07')).toBe('7 मार्च');
    expect(formatDuration(45)).toBe('45 मिनट');
    expect(formatDuration(60)).toBe('1 घंटा');
    expect(formatDuration(150)).toBe('2 घंटे 30 मिनट');
    expect(describeClock(245)).toBe('4 मिनट 5 सेकंड');
  });

  it('when the site is in Tamil, then month and weekday names are Tamil and units read naturally', async () => {
    await chooseLanguage('ta', { remember: false });
    expect(formatLongDate(instant)).toBe('5 ஜனவரி, 2025');
    expect(formatMonthYear('2026-11')).toBe('நவம்பர் 2026');
    expect(formatDayWithWeekday('2026-11-21')).toBe('சனி, 21 நவம்பர், 2026');
    expect(formatDuration(90)).toBe('1 மணி 30 நிமி.');
    expect(describeClock(61)).toBe('1 நிமிடம் 1 விநாடி');
  });

  it('when the site is in Telugu or Bengali, then month names and units are theirs, with Latin digits like every language', async () => {
    await chooseLanguage('te', { remember: false });
    expect(formatLongDay('1994-08-15')).toMatch(/^15 ఆగస్టు,? 1994$/);
    expect(formatMonthYear('2026-11')).toBe('నవంబర్ 2026');
    expect(formatDayWithWeekday('2026-11-21')).toContain('శనివారం');
    expect(formatDuration(45)).toBe('45 నిమి.');
    expect(formatDuration(150)).toBe('2 గం. 30 నిమి.');
    expect(describeClock(245)).toBe('4 నిమిషాలు 5 సెకన్లు');
    expect(describeClock(61)).toBe('1 నిమిషం 1 సెకను');

    await chooseLanguage('bn', { remember: false });
    expect(formatLongDay('1994-08-15')).toMatch(/^15 আগস্ট,? 1994$/);
    expect(formatMonthYear('2026-11')).toBe('নভেম্বর 2026');
    expect(formatDayWithWeekday('2026-11-21')).toContain('শনিবার');
    expect(formatDuration(45)).toBe('45 মিনিট');
    expect(formatDuration(150)).toBe('2 ঘণ্টা 30 মিনিট');
    expect(describeClock(245)).toBe('4 মিনিট 5 সেকেন্ড');
  });

  it('when the language changes, then money stays rupees with Indian grouping and counts keep Latin digits', async () => {
    for (const language of ['en', 'hi', 'ta', 'te', 'bn'] as const) {
      await chooseLanguage(language, { remember: false });
      expect(formatPaise(12345678)).toBe('₹1,23,456.78');
      expect(formatCount(123456)).toBe('1,23,456');
    }
  });

  it('when the site is back in English, then the English forms are unchanged', async () => {
    await chooseLanguage('hi', { remember: false });
    await chooseLanguage('en', { remember: false });
    expect(formatLongDate(instant)).toBe('January 5, 2025');
    expect(formatTime(instant)).toBe('12:30 AM');
    expect(formatDuration(90)).toBe('1 hr 30 min');
    expect(formatDayWithWeekday('2026-11-21')).toBe('Saturday, 21 November 2026');
  });
});
