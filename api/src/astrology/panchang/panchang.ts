import * as Astronomy from 'astronomy-engine';
import type { Panchang } from '@astrosetu/contracts';
import { normalizeDegrees, round } from '../core/angles';
import { civilToUtcMs, localDateOf, parseCivil, toLocalIso, utcMsToCivil, type TimeZoneSpec } from '../core/time-zone';
import {
  NAKSHATRA_NAMES,
  NAKSHATRA_SPAN,
  SIGN_NAMES,
  VARAS,
  YOGA_NAMES,
  karanaName,
  nakshatraLord,
  tithiLord,
  tithiName,
} from '../core/vedic-data';
import { padaOf } from '../chart/zodiac-point';
import { SunMoonTrack, angleOf, nextBoundary } from './sun-moon-track';

/**
 * Panchang: the five limbs of a moment at a place.
 *
 * - Tithi: the Moon's elongation from the Sun in 12° steps (1-15 Shukla paksha, 16-30 Krishna paksha).
 * - Nakshatra: the Moon's sidereal (Lahiri) longitude in 13°20' steps, with its pada (3°20').
 * - Yoga: the sum of the Sun's and the Moon's sidereal longitudes in 13°20' steps.
 * - Karana: half a tithi (6° of elongation); 1 Kimstughna, then Bava ... Vishti seven times over, then
 *   Shakuni, Chatushpada, Naga.
 * - Vara: the weekday, which in the Vedic reckoning begins at sunrise, so a moment before the day's
 *   sunrise belongs to the previous weekday.
 *
 * End times are the instants the angle reaches its next boundary, solved by bisection on interpolated
 * ephemeris longitudes (see sun-moon-track.ts) to 0.1 s; the ephemeris itself limits them to a few
 * seconds. Sunrise and sunset are astronomy-engine's SearchRiseSet: the upper limb of the Sun on a
 * sea-level horizon with standard refraction, as civil almanacs (and most Indian panchangs) define them.
 */

export interface SunTimes {
  sunrise: number | null;
  sunset: number | null;
}

/** Sunrise and sunset on the local civil date (searched from local midnight). */
export function sunTimes(date: string, latitude: number, longitude: number, zone: TimeZoneSpec): SunTimes {
  const midnight = civilToUtcMs(parseCivil(date, '00:00:00'), zone);
  const observer = new Astronomy.Observer(latitude, longitude, 0);
  const start = new Date(midnight);
  const sunrise = Astronomy.SearchRiseSet(Astronomy.Body.Sun, observer, +1, start, 1);
  const sunset = Astronomy.SearchRiseSet(Astronomy.Body.Sun, observer, -1, start, 1);
  return { sunrise: sunrise ? sunrise.date.getTime() : null, sunset: sunset ? sunset.date.getTime() : null };
}

function weekdayOf(date: string): number {
  const { year, month, day } = parseCivil(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export interface PanchangOptions {
  /** Sunrise/sunset already known for the civil date (saves the search). */
  sun?: SunTimes;
}

/** The panchang at an instant, with each element's end time, for the place and zone given. */
export function panchangAt(utcMs: number, latitude: number, longitude: number, zone: TimeZoneSpec, options: PanchangOptions = {}): Panchang {
  const date = localDateOf(utcMs, zone);
  const sun = options.sun ?? sunTimes(date, latitude, longitude, zone);
  const track = new SunMoonTrack(utcMs);
  const sample = track.at(0);

  const elongation = normalizeDegrees(angleOf('elongation', sample));
  const moonSidereal = normalizeDegrees(angleOf('moonSidereal', sample));
  const sunSidereal = normalizeDegrees(sample.sun - sample.ayanamsa);
  const yogaAngle = normalizeDegrees(angleOf('sunMoonSum', sample));

  const tithi = Math.floor(elongation / 12) + 1;
  const karana = Math.floor(elongation / 6) + 1;
  const nakshatraIndex = Math.floor(moonSidereal / NAKSHATRA_SPAN) % 27;
  const yogaIndex = Math.floor(yogaAngle / NAKSHATRA_SPAN) % 27;

  const tithiEnd = nextBoundary(track, 'elongation', 12);
  // A karana in the second half of its tithi ends with the tithi.
  const karanaEnd = karana % 2 === 0 ? tithiEnd : nextBoundary(track, 'elongation', 6);
  const nakshatraEnd = nextBoundary(track, 'moonSidereal', NAKSHATRA_SPAN);
  const yogaEnd = nextBoundary(track, 'sunMoonSum', NAKSHATRA_SPAN);

  const iso = (value: number | null) => (value === null ? null : toLocalIso(value, zone));
  let weekday = weekdayOf(date);
  if (sun.sunrise !== null && utcMs < sun.sunrise) weekday = (weekday + 6) % 7;
  const vara = VARAS[weekday];

  return {
    date,
    at: toLocalIso(utcMs, zone),
    timezone: zone.name,
    vara: { name: vara.name, english: vara.english, lord: vara.lord },
    tithi: {
      number: tithi,
      name: tithiName(tithi),
      paksha: tithi <= 15 ? 'Shukla' : 'Krishna',
      lord: tithiLord(tithi),
      endsAt: iso(tithiEnd),
    },
    nakshatra: {
      number: nakshatraIndex + 1,
      name: NAKSHATRA_NAMES[nakshatraIndex],
      lord: nakshatraLord(nakshatraIndex),
      pada: padaOf(moonSidereal),
      endsAt: iso(nakshatraEnd),
    },
    yoga: { number: yogaIndex + 1, name: YOGA_NAMES[yogaIndex], endsAt: iso(yogaEnd) },
    karana: { number: karana, name: karanaName(karana), endsAt: iso(karanaEnd) },
    sunrise: iso(sun.sunrise),
    sunset: iso(sun.sunset),
    moonSign: SIGN_NAMES[Math.floor(moonSidereal / 30) % 12],
    sunSign: SIGN_NAMES[Math.floor(sunSidereal / 30) % 12],
    ayanamsa: round(sample.ayanamsa, 6),
  };
}

/**
 * The day's panchang as almanacs print it: the elements in force at sunrise (udaya) on the civil date,
 * with their end times. Where the Sun does not rise (polar night or day) the local midnight is used.
 */
export function dayPanchang(date: string, latitude: number, longitude: number, zone: TimeZoneSpec): Panchang {
  const sun = sunTimes(date, latitude, longitude, zone);
  const at = sun.sunrise ?? civilToUtcMs(parseCivil(date, '00:00:00'), zone);
  const panchang = panchangAt(at, latitude, longitude, zone, { sun });
  // The sunrise instant is on the civil date by construction; keep the date the caller asked for.
  return { ...panchang, date };
}

/** Hour and minute in the zone, for readings ('6:12 AM'). */
export function localHourMinute(utcMs: number, zone: TimeZoneSpec): { hour: number; minute: number } {
  const civil = utcMsToCivil(utcMs, zone);
  return { hour: civil.hour, minute: civil.minute };
}
