import * as Astronomy from 'astronomy-engine';
import { civilToUtcMs, parseCivil, type TimeZoneSpec } from '../core/time-zone';

/**
 * How sunrise and sunset are defined. Both conventions are in use in Indian almanacs:
 *
 * - 'drik' (default): the instant the Sun's upper limb touches a sea-level horizon, with standard atmospheric
 *   refraction (34'), as modern drik-ganita panchangs (Drik Panchang, Rashtriya Panchang) and civil almanacs
 *   print it.
 * - 'traditional': the instant the centre of the Sun's disc is on the geometric horizon, no refraction, as the
 *   Surya Siddhanta and PyJHora's "Hindu sunrise" option take it. Sunrise comes a few minutes later and
 *   sunset a few minutes earlier than with 'drik'.
 *
 * The convention changes every sunrise-based quantity (vara boundary, Rahu Kalam, choghadiya, hora, the tithi
 * in force at sunrise), so it is recorded on every output that depends on it.
 */
export type SunriseConvention = 'drik' | 'traditional';
export const SUNRISE_CONVENTIONS: readonly SunriseConvention[] = ['drik', 'traditional'];

export interface SunEvents {
  sunrise: number | null;
  sunset: number | null;
}

function riseOrSet(body: Astronomy.Body, observer: Astronomy.Observer, direction: 1 | -1, start: Date, convention: SunriseConvention): number | null {
  if (convention === 'drik') return Astronomy.SearchRiseSet(body, observer, direction, start, 1)?.date.getTime() ?? null;
  // SearchAltitude tracks the centre of the body against the geometric (unrefracted) horizon.
  return Astronomy.SearchAltitude(body, observer, direction, start, 1, 0)?.date.getTime() ?? null;
}

/** Sunrise and sunset on the local civil date (searched from local midnight). */
export function sunEventsOn(date: string, latitude: number, longitude: number, zone: TimeZoneSpec, convention: SunriseConvention = 'drik'): SunEvents {
  const start = new Date(civilToUtcMs(parseCivil(date, '00:00:00'), zone));
  const observer = new Astronomy.Observer(latitude, longitude, 0);
  return { sunrise: riseOrSet(Astronomy.Body.Sun, observer, +1, start, convention), sunset: riseOrSet(Astronomy.Body.Sun, observer, -1, start, convention) };
}

/** The civil date after `date` (YYYY-MM-DD). */
export function nextDate(date: string, days = 1): string {
  const { year, month, day } = parseCivil(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
