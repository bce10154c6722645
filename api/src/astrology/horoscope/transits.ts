import type { HoroscopePeriod, Panchang } from '@astrosetu/contracts';
import { civilToUtcMs, parseCivil } from '../core/time-zone';
import { PLANETS, type Planet } from '../core/vedic-data';
import { signIndexOf } from '../chart/zodiac-point';
import { computeSky } from '../ephemeris/sky';
import { dayPanchang } from '../panchang/panchang';
import { INDIA_ZONE, REFERENCE_PLACE, addDays, periodRange } from './periods';

/**
 * The sky facts a period's readings are written from, computed once per period and shared by all twelve
 * signs: sidereal (Lahiri) sign and motion of each graha at the period's reference instant (noon IST of
 * the day, of the week's Wednesday, or of the month's 15th), the Moon's sign on every day, and the
 * ingresses and retrograde stations that happen inside the period (to the day).
 */

export interface PlanetTransit {
  planet: Planet;
  signIndex: number;
  retrograde: boolean;
}

export interface Ingress {
  planet: Planet;
  date: string;
  fromSign: number;
  toSign: number;
}

export interface Station {
  planet: Planet;
  date: string;
  turns: 'retrograde' | 'direct';
}

export interface PeriodFacts {
  period: HoroscopePeriod;
  start: string;
  end: string;
  transits: PlanetTransit[];
  moonDays: { date: string; signIndex: number }[];
  ingresses: Ingress[];
  stations: Station[];
  /** Yearly readings only: the Sun's sidereal sign on the 15th of each month, the year's rhythm of months. */
  sunMonths?: { date: string; signIndex: number }[];
  /** Daily readings only: the day's panchang at New Delhi sunrise. */
  panchang?: Panchang;
}

export function noonIst(date: string): number {
  return civilToUtcMs(parseCivil(date, '12:00:00'), INDIA_ZONE);
}

function snapshot(utcMs: number): PlanetTransit[] {
  const sky = computeSky(utcMs);
  return PLANETS.map((planet) => ({
    planet,
    signIndex: signIndexOf(sky.bodies[planet].siderealLongitude),
    retrograde: planet === 'Rahu' || planet === 'Ketu' ? true : sky.bodies[planet].speed < 0,
  }));
}

export function computePeriodFacts(period: HoroscopePeriod, date: string): PeriodFacts {
  const range = periodRange(period, date);
  const referenceDay = period === 'daily' ? range.start : period === 'weekly' ? range.days[3] : period === 'monthly' ? range.days[14] : `${range.start.slice(0, 4)}-07-01`;
  const transits = snapshot(noonIst(referenceDay));

  const daily = range.days.map((day) => ({ day, sky: snapshot(noonIst(day)) }));
  // A year's Moon days would be 365 entries of little use; the year is read by the Sun's months instead.
  const moonDays = period === 'yearly' ? [] : daily.map(({ day, sky }) => ({ date: day, signIndex: sky.find((entry) => entry.planet === 'Moon')!.signIndex }));
  const sunMonths =
    period === 'yearly'
      ? daily.filter(({ day }) => day.endsWith('-15')).map(({ day, sky }) => ({ date: day, signIndex: sky.find((entry) => entry.planet === 'Sun')!.signIndex }))
      : undefined;

  const ingresses: Ingress[] = [];
  const stations: Station[] = [];
  if (period !== 'daily') {
    // Compare each day with the day before the period too, so a change on the first day counts.
    const before = snapshot(noonIst(addDays(range.start, -1)));
    let previous = before;
    for (const { day, sky } of daily) {
      for (const entry of sky) {
        if (entry.planet === 'Moon' || entry.planet === 'Ketu') continue;
        const earlier = previous.find((candidate) => candidate.planet === entry.planet)!;
        if (earlier.signIndex !== entry.signIndex) ingresses.push({ planet: entry.planet, date: day, fromSign: earlier.signIndex, toSign: entry.signIndex });
        if (entry.planet !== 'Rahu' && earlier.retrograde !== entry.retrograde) {
          stations.push({ planet: entry.planet, date: day, turns: entry.retrograde ? 'retrograde' : 'direct' });
        }
      }
      previous = sky;
    }
  }

  return {
    period,
    start: range.start,
    end: range.end,
    transits,
    moonDays,
    ingresses,
    stations,
    ...(sunMonths ? { sunMonths } : {}),
    ...(period === 'daily'
      ? { panchang: dayPanchang(range.start, REFERENCE_PLACE.latitude, REFERENCE_PLACE.longitude, INDIA_ZONE) }
      : {}),
  };
}

