import * as Astronomy from 'astronomy-engine';
import { civilToUtcMs, parseCivil, type TimeZoneSpec } from '../core/time-zone';
import { nextDate } from './sunrise-convention';

/**
 * Which moonrise and moonset a day's panchang lists. Almanacs differ:
 *
 * - 'sunrise' (default): the moonrise and moonset falling between this sunrise and the next, because the
 *   panchang day (vara, tithi at sunrise, the night choghadiya and hora) runs sunrise to sunrise. Drik Panchang
 *   lists them so, e.g. "02:03 AM, Jan 27" as the moonrise of Wednesday 26 Jan 2022 at New Delhi.
 * - 'civil': the moonrise and moonset on the civil date, midnight to midnight, as civil almanacs and most
 *   astronomy tables print them.
 *
 * The two differ only when the Moon rises or sets between midnight and sunrise. Either may be missing: the Moon
 * rises about 50 minutes later each day, so about once a month a day (of either kind) has no moonrise.
 */
export type MoonDayConvention = 'sunrise' | 'civil';
export const MOON_DAY_CONVENTIONS: readonly MoonDayConvention[] = ['sunrise', 'civil'];

export interface MoonEvents {
  moonrise: number | null;
  moonset: number | null;
}

/**
 * The first moonrise and moonset in [from, to) (UTC ms): the upper limb with refraction, as almanacs print them
 * (the Moon's parallax is included by astronomy-engine's topocentric search).
 */
export function moonEventsBetween(from: number, to: number, latitude: number, longitude: number): MoonEvents {
  const observer = new Astronomy.Observer(latitude, longitude, 0);
  const within = (found: Astronomy.AstroTime | null) => (found && found.date.getTime() < to ? found.date.getTime() : null);
  const days = (to - from) / 86_400_000;
  return {
    moonrise: within(Astronomy.SearchRiseSet(Astronomy.Body.Moon, observer, +1, new Date(from), days)),
    moonset: within(Astronomy.SearchRiseSet(Astronomy.Body.Moon, observer, -1, new Date(from), days)),
  };
}

/**
 * The moonrise and moonset a day lists under `convention`. `sunrise` and `nextSunrise` bound the 'sunrise'
 * day; where the Sun does not rise (polar day or night) the civil day stands in for it.
 */
export function moonEventsOfDay(
  date: string,
  latitude: number,
  longitude: number,
  zone: TimeZoneSpec,
  convention: MoonDayConvention,
  sunrise: number | null,
  nextSunrise: number | null,
): MoonEvents {
  if (convention === 'sunrise' && sunrise !== null && nextSunrise !== null) return moonEventsBetween(sunrise, nextSunrise, latitude, longitude);
  return moonEventsOn(date, latitude, longitude, zone);
}

/** Moonrise and moonset on the local civil date, midnight to midnight (also the festival rules' moonrise). */
export function moonEventsOn(date: string, latitude: number, longitude: number, zone: TimeZoneSpec): MoonEvents {
  const midnight = civilToUtcMs(parseCivil(date, '00:00:00'), zone);
  const nextMidnight = civilToUtcMs(parseCivil(nextDate(date), '00:00:00'), zone);
  return moonEventsBetween(midnight, nextMidnight, latitude, longitude);
}
