import * as Astronomy from 'astronomy-engine';
import { resolveTimeZone } from '../core/time-zone';
import { meanAyanamsa } from '../core/ayanamsa';
import { padaOf } from '../chart/zodiac-point';
import { dayPanchang, panchangAt } from './panchang';
import { SunMoonTrack } from './sun-moon-track';

const ist = resolveTimeZone('UTC+05:30', 0, 0);
const delhiZone = resolveTimeZone('Asia/Kolkata', 28.6139, 77.209);
const secondsBetween = (iso: string | null, expected: string) => Math.abs(Date.parse(iso!) - Date.parse(expected)) / 1000;

describe('tithi, karana and their end times against Swiss Ephemeris (drik-panchanga)', () => {
  // drik-panchanga (github.com/bdsatish/drik-panchanga, Swiss Ephemeris) tests/test_panchanga.py, TithiTests and
  // SunriseSetTests: Bangalore 12.972N 77.594E at +5:30, Helsinki 60.17N 24.935E at +2:00; times to the second.
  it('when the panchang of 2010-04-24 in Bangalore is taken, then tithi 10 ends at 06:09:30 and tithi 11 at 03:33:59 next day', () => {
    const day = dayPanchang('2010-04-24', 12.972, 77.594, ist);
    expect(day.tithi).toMatchObject({ number: 10, name: 'Dashami', paksha: 'Shukla' });
    expect(secondsBetween(day.tithi.endsAt, '2010-04-24T06:09:30+05:30')).toBeLessThan(30);
    const next = panchangAt(Date.parse(day.tithi.endsAt!) + 60_000, 12.972, 77.594, ist);
    expect(next.tithi.number).toBe(11);
    expect(secondsBetween(next.tithi.endsAt, '2010-04-25T03:33:59+05:30')).toBeLessThan(30);
  });

  it('when the panchang of 2013-02-03 in Bangalore is taken, then tithi 22 ends at 08:14:07 and tithi 23 at 06:33:18 next day', () => {
    const day = dayPanchang('2013-02-03', 12.972, 77.594, ist);
    expect(day.tithi).toMatchObject({ number: 22, name: 'Saptami', paksha: 'Krishna' });
    expect(secondsBetween(day.tithi.endsAt, '2013-02-03T08:14:07+05:30')).toBeLessThan(30);
    const next = panchangAt(Date.parse(day.tithi.endsAt!) + 60_000, 12.972, 77.594, ist);
    expect(secondsBetween(next.tithi.endsAt, '2013-02-04T06:33:18+05:30')).toBeLessThan(30);
  });

  it('when the panchang of 2013-01-18 in Helsinki is taken, then karana 14 (Vanija) ends at 12:54:20', () => {
    const day = dayPanchang('2013-01-18', 60.17, 24.935, resolveTimeZone('UTC+02:00', 0, 0));
    expect(day.karana).toMatchObject({ number: 14, name: 'Vanija' });
    expect(secondsBetween(day.karana.endsAt, '2013-01-18T12:54:20+02:00')).toBeLessThan(30);
    expect(day.vara.english).toBe('Friday');
  });

  it.each([
    // tithi / nakshatra / yoga numbers in force at sunrise (same source).
    ['2009-07-15', 12.972, 77.594, 'tithi', 23],
    ['2013-01-18', 12.972, 77.594, 'tithi', 7],
    ['1985-06-09', 12.972, 77.594, 'tithi', 22],
    ['2009-07-15', 12.972, 77.594, 'nakshatra', 27],
    ['2013-01-18', 12.972, 77.594, 'nakshatra', 27],
    ['1985-06-09', 12.972, 77.594, 'nakshatra', 24],
    ['2009-06-21', 25.569, 91.883, 'nakshatra', 3],
    ['1985-06-09', 12.972, 77.594, 'yoga', 1],
    ['2013-01-18', 12.972, 77.594, 'yoga', 21],
  ] as const)('when the sunrise panchang of %s at %p,%p is taken, then its %s is number %p', (date, latitude, longitude, element, number) => {
    expect(dayPanchang(date, latitude, longitude, ist)[element].number).toBe(number);
  });
});

describe('day panchang against a published almanac (Delhi, 2025)', () => {
  // Drik Panchang day pages for New Delhi (28.6139N 77.209E, IST) as transcribed in github.com/ishankgupta95/panchang
  // testdata/almanac/almanac-verified.json ("Reference almanac, verified"). The almanac prints clock times truncated to
  // the minute, and its Lahiri runs ~36" ahead of the Swiss Ephemeris definition used here (see the ephemeris test),
  // which moves its nakshatra and yoga ends up to ~1 minute later. We require each time within one minute of the
  // printed minute: printed - 60 s <= ours < printed + 120 s.
  const within = (iso: string | null, date: string, hhmm: string) => {
    const [hours, minutes] = hhmm.replace('+1', '').split(':').map(Number);
    const printed = Date.parse(`${date}T00:00:00+05:30`) + ((hhmm.endsWith('+1') ? 24 : 0) * 60 + hours * 60 + minutes) * 60_000;
    const ours = Date.parse(iso!);
    return ours >= printed - 60_000 && ours < printed + 120_000;
  };

  it.each([
    ['2025-01-14', 'Tuesday', 'Krishna', 'Pratipada', 'Punarvasu', 'Vishkambha', 'Balava', '07:15', '17:45', '03:21+1', '10:17', '02:58+1', '15:34'],
    ['2025-01-01', 'Wednesday', 'Shukla', 'Dwitiya', 'Uttara Ashadha', 'Vyaghata', 'Balava', '07:13', '17:35', '02:24+1', '23:46', '17:07', '14:55'],
    ['2025-03-26', 'Wednesday', 'Krishna', 'Dwadashi', 'Dhanishta', 'Siddha', 'Kaulava', '06:18', '18:35', '01:42+1', '02:30+1', '12:26', '14:49'],
    ['2025-08-15', 'Friday', 'Krishna', 'Saptami', 'Ashwini', 'Ganda', 'Vishti', '05:50', '19:00', '23:49', '07:36', '10:17', '12:58'],
  ])(
    'when the panchang of %s is computed, then names, sunrise, sunset and end times match the almanac',
    (date, vara, paksha, tithi, nakshatra, yoga, karana, sunrise, sunset, tithiEnd, nakshatraEnd, yogaEnd, karanaEnd) => {
      const day = dayPanchang(date, 28.6139, 77.209, delhiZone);
      expect(day.vara.english).toBe(vara);
      expect(day.tithi.paksha).toBe(paksha);
      expect(day.tithi.name).toBe(tithi);
      expect(day.nakshatra.name).toBe(nakshatra);
      expect(day.yoga.name).toBe(yoga);
      expect(day.karana.name).toBe(karana);
      expect(day.sunrise!.slice(11, 16)).toBe(sunrise);
      expect(day.sunset!.slice(11, 16)).toBe(sunset);
      expect(within(day.tithi.endsAt, date, tithiEnd)).toBe(true);
      expect(within(day.nakshatra.endsAt, date, nakshatraEnd)).toBe(true);
      expect(within(day.yoga.endsAt, date, yogaEnd)).toBe(true);
      expect(within(day.karana.endsAt, date, karanaEnd)).toBe(true);
    },
  );
});

describe('panchang mechanics', () => {
  it('when a moment falls before sunrise, then the vara is still the previous weekday', () => {
    // 2025-01-14 is a Tuesday; at 05:00 IST the Sun has not risen in Delhi (07:15), so the Vedic day is Monday.
    const early = panchangAt(Date.parse('2025-01-14T05:00:00+05:30'), 28.6139, 77.209, delhiZone);
    expect(early.vara).toMatchObject({ english: 'Monday', name: 'Somavara', lord: 'Moon' });
    const later = panchangAt(Date.parse('2025-01-14T09:00:00+05:30'), 28.6139, 77.209, delhiZone);
    expect(later.vara.english).toBe('Tuesday');
  });

  it('when an element ends, then just after the end the next element is in force', () => {
    const day = dayPanchang('2025-03-26', 28.6139, 77.209, delhiZone);
    const after = panchangAt(Date.parse(day.nakshatra.endsAt!) + 30_000, 28.6139, 77.209, delhiZone);
    const before = panchangAt(Date.parse(day.nakshatra.endsAt!) - 30_000, 28.6139, 77.209, delhiZone);
    expect(before.nakshatra.name).toBe('Dhanishta');
    expect(after.nakshatra.name).toBe('Shatabhisha');
  });

  it('when padas are read, then each nakshatra has four of 3°20\'', () => {
    expect(padaOf(0)).toBe(1);
    expect(padaOf(3.3333)).toBe(1);
    expect(padaOf(3.3334)).toBe(2);
    expect(padaOf(13.3333)).toBe(4);
    expect(padaOf(13.3334)).toBe(1);
    expect(padaOf(359.99)).toBe(4);
  });

  it('when longitudes are interpolated over a day, then they agree with direct ephemeris calls within 0.5 arcsecond', () => {
    const start = Date.parse('2024-07-05T00:00:00Z');
    const track = new SunMoonTrack(start);
    for (const hours of [1.3, 5.7, 11.1, 17.9, 23.2, 29.4]) {
      const time = Astronomy.MakeTime(new Date(start + hours * 3_600_000));
      const sample = track.at(hours / 24);
      const sunError = Math.abs(((sample.sun - Astronomy.SunPosition(time).elon + 540) % 360) - 180) * 3600;
      const moonError = Math.abs(((sample.moon - Astronomy.EclipticGeoMoon(time).lon + 540) % 360) - 180) * 3600;
      const ayanamsaError = Math.abs(sample.ayanamsa - meanAyanamsa('lahiri', time.tt) - Astronomy.e_tilt(time).dpsi / 3600) * 3600;
      expect(sunError).toBeLessThan(0.5);
      expect(moonError).toBeLessThan(0.5);
      expect(ayanamsaError).toBeLessThan(0.5);
    }
  });

  it('when the Sun never rises (polar night), then sunrise is null and the panchang is taken at local midnight', () => {
    const day = dayPanchang('2024-12-21', 78.22, 15.65, resolveTimeZone('Europe/Oslo', 78.22, 15.65));
    expect(day.sunrise).toBeNull();
    expect(day.at).toBe('2024-12-21T00:00:00+01:00');
    expect(day.tithi.endsAt).not.toBeNull();
  });
});
