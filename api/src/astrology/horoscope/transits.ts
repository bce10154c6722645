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
 * ingresses and retrograde stations that happen inside the period, each dated on the IST civil day it happens
 * (a sign change at 23:30 IST belongs to that day, not to the next noon at which it would first be seen).
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

/** A stretch of retrograde motion inside the period (clipped to it), with the sign where it begins. */
export interface RetrogradeSpan {
  planet: Planet;
  from: string;
  to: string;
  signIndex: number;
}

/** A slow planet's stay in one sign inside the period (clipped to it): yearly readings are written from these. */
export interface SignStayInPeriod {
  planet: Planet;
  signIndex: number;
  from: string;
  to: string;
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
  /**
   * Yearly readings only: each slow planet's stays in signs and each planet's retrograde stretches, with their
   * own dates, so a year is never read from one day's sky (a retrograde is a stretch of weeks, not the year).
   */
  stays?: SignStayInPeriod[];
  retrogrades?: RetrogradeSpan[];
  /** Yearly readings only: Venus's sidereal sign on the 15th of each month (love's months). */
  venusMonths?: { date: string; signIndex: number }[];
  /** Daily readings only: the day's panchang at New Delhi sunrise. */
  panchang?: Panchang;
}

export function noonIst(date: string): number {
  return civilToUtcMs(parseCivil(date, '12:00:00'), INDIA_ZONE);
}

/** Midnight IST at the end of a civil day: what changed between two of these happened on that IST day. */
export function endOfDayIst(date: string): number {
  return civilToUtcMs(parseCivil(addDays(date, 1), '00:00:00'), INDIA_ZONE);
}

/** The nodes move backwards always: they have no stations. */
const SLOW_NODES: readonly Planet[] = ['Rahu', 'Ketu'];

/** Planets whose stays in signs a yearly reading dates (they spend a year or more in a sign). */
export const SLOW_PLANETS: readonly Planet[] = ['Jupiter', 'Saturn', 'Rahu', 'Ketu'];

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
  const signOf = (sky: PlanetTransit[], planet: Planet) => sky.find((entry) => entry.planet === planet)!.signIndex;

  // A year's Moon days would be 365 entries of little use; the year is read by the Sun's months instead.
  const noonDays = period === 'yearly' ? range.days.filter((day) => day.endsWith('-15')) : range.days;
  const noon = noonDays.map((day) => ({ day, sky: snapshot(noonIst(day)) }));
  const moonDays = period === 'yearly' ? [] : noon.map(({ day, sky }) => ({ date: day, signIndex: signOf(sky, 'Moon') }));
  const sunMonths = period === 'yearly' ? noon.map(({ day, sky }) => ({ date: day, signIndex: signOf(sky, 'Sun') })) : undefined;
  const venusMonths = period === 'yearly' ? noon.map(({ day, sky }) => ({ date: day, signIndex: signOf(sky, 'Venus') })) : undefined;

  const ingresses: Ingress[] = [];
  const stations: Station[] = [];
  const stays: SignStayInPeriod[] = [];
  const retrogrades: RetrogradeSpan[] = [];
  if (period !== 'daily') {
    // The sky at the end of each IST day, compared with the end of the day before: a change between the two
    // happened on that civil day. The day before the period is the first comparison, so a change on day one counts.
    let previous = snapshot(endOfDayIst(addDays(range.start, -1)));
    const openStay = new Map<Planet, SignStayInPeriod>();
    const openRetrograde = new Map<Planet, RetrogradeSpan>();
    for (const entry of previous) {
      if (period === 'yearly' && SLOW_PLANETS.includes(entry.planet)) openStay.set(entry.planet, { planet: entry.planet, signIndex: entry.signIndex, from: range.start, to: range.end });
      if (period === 'yearly' && entry.retrograde && !SLOW_NODES.includes(entry.planet)) openRetrograde.set(entry.planet, { planet: entry.planet, from: range.start, to: range.end, signIndex: entry.signIndex });
    }
    for (const day of range.days) {
      const sky = snapshot(endOfDayIst(day));
      for (const entry of sky) {
        if (entry.planet === 'Moon') continue;
        const earlier = previous.find((candidate) => candidate.planet === entry.planet)!;
        if (earlier.signIndex !== entry.signIndex) {
          if (entry.planet !== 'Ketu') ingresses.push({ planet: entry.planet, date: day, fromSign: earlier.signIndex, toSign: entry.signIndex });
          const stay = openStay.get(entry.planet);
          if (stay) {
            stays.push({ ...stay, to: addDays(day, -1) });
            openStay.set(entry.planet, { planet: entry.planet, signIndex: entry.signIndex, from: day, to: range.end });
          }
        }
        if (!SLOW_NODES.includes(entry.planet) && earlier.retrograde !== entry.retrograde) {
          stations.push({ planet: entry.planet, date: day, turns: entry.retrograde ? 'retrograde' : 'direct' });
          if (period === 'yearly') {
            const open = openRetrograde.get(entry.planet);
            if (entry.retrograde) openRetrograde.set(entry.planet, { planet: entry.planet, from: day, to: range.end, signIndex: entry.signIndex });
            else if (open) {
              retrogrades.push({ ...open, to: day });
              openRetrograde.delete(entry.planet);
            }
          }
        }
      }
      previous = sky;
    }
    stays.push(...openStay.values());
    retrogrades.push(...openRetrograde.values());
  }
  const byDate = <T extends { from: string; planet: string }>(a: T, b: T) => a.from.localeCompare(b.from) || a.planet.localeCompare(b.planet);

  return {
    period,
    start: range.start,
    end: range.end,
    transits,
    moonDays,
    ingresses,
    stations,
    ...(sunMonths ? { sunMonths } : {}),
    ...(period === 'yearly' ? { stays: stays.sort(byDate), retrogrades: retrogrades.sort(byDate), venusMonths } : {}),
    ...(period === 'daily'
      ? { panchang: dayPanchang(range.start, REFERENCE_PLACE.latitude, REFERENCE_PLACE.longitude, INDIA_ZONE) }
      : {}),
  };
}
