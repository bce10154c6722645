import type { BirthInput, ResolvedMoment } from '@astrosetu/contracts';
import { civilToUtcMs, formatOffset, offsetMinutesAt, parseCivil, resolveTimeZone, type TimeZoneSpec } from './time-zone';

/** A birth input resolved to an instant: what every calculation starts from. */
export interface Moment {
  utcMs: number;
  latitude: number;
  longitude: number;
  zone: TimeZoneSpec;
  resolved: ResolvedMoment;
}

/** Wall-clock birth time at a place -> UTC, with the place's historical zone unless one is given. */
export function resolveMoment(input: Pick<BirthInput, 'date' | 'time' | 'latitude' | 'longitude' | 'timezone' | 'place' | 'location'>): Moment {
  const zone = resolveTimeZone(input.timezone, input.latitude, input.longitude);
  const time = input.time.length === 5 ? `${input.time}:00` : input.time;
  const utcMs = civilToUtcMs(parseCivil(input.date, time), zone);
  const place = input.place ?? input.location;
  return {
    utcMs,
    latitude: input.latitude,
    longitude: input.longitude,
    zone,
    resolved: {
      date: input.date,
      time,
      latitude: input.latitude,
      longitude: input.longitude,
      timezone: zone.name,
      utcOffset: formatOffset(offsetMinutesAt(zone, utcMs)),
      utc: new Date(utcMs).toISOString(),
      ...(place ? { place } : {}),
    },
  };
}
