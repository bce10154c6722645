import type { BirthInput, ResolvedMoment } from '@astrosetu/contracts';
import { formatOffset, localMeanTimeZone, offsetMinutesAt, parseCivil, resolveCivil, resolveTimeZone, toLocalIso, type TimeZoneSpec } from './time-zone';

/** Indian Standard Time began on 1 January 1906; before it, a birth time is the place's local mean time. */
const IST_ADOPTED = '1906-01-01';
/** Cities whose own mean time stayed in civil use beside IST: [name, latitude, longitude, zone, until]. */
const CITY_TIMES = [
  ['Mumbai', 18.96, 72.82, 'Bombay Time', '1955-01-01'],
  ['Kolkata', 22.57, 88.36, 'Calcutta Time', '1948-01-01'],
] as const;

/**
 * The zone a birth is read in: the one sent, or the IANA zone of the coordinates; but for India's IANA zone before
 * 1906 the database gives Howrah (+05:53:20) or Madras (+05:21:10) railway time, while people's clocks kept local
 * mean time (a Porbandar birth of 1869 is +04:38:31, not +05:53:20). A fixed offset or 'Calcutta Time' sent by the
 * client is always taken as it is.
 */
function indianZone(zone: TimeZoneSpec, date: string, latitude: number, longitude: number): { zone: TimeZoneSpec; notes: string[] } {
  const notes: string[] = [];
  if (zone.kind === 'iana' && zone.name === 'Asia/Kolkata') {
    if (date < IST_ADOPTED) {
      const lmt = localMeanTimeZone(longitude);
      notes.push(`Before Indian Standard Time (1906) clocks kept local mean time: ${lmt.name} is used. Send a time zone to use another.`);
      return { zone: lmt, notes };
    }
    for (const [city, cityLatitude, cityLongitude, zoneName, until] of CITY_TIMES) {
      if (date < until && Math.abs(latitude - cityLatitude) < 1 && Math.abs(longitude - cityLongitude) < 1) {
        notes.push(`${city} kept its own ${zoneName} in civil use until ${until.slice(0, 4)}; Indian Standard Time is used. If the time was read from a local clock, send the time zone '${zoneName}'.`);
      }
    }
  }
  return { zone, notes };
}

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
  const { zone, notes } = indianZone(resolveTimeZone(input.timezone, input.latitude, input.longitude), input.date, input.latitude, input.longitude);
  const time = input.time.length === 5 ? `${input.time}:00` : input.time;
  const resolution = resolveCivil(parseCivil(input.date, time), zone);
  const utcMs = resolution.utcMs;
  // A clock change is reported, never resolved silently: the user knows which reading was taken.
  if (resolution.kind === 'skipped') {
    notes.push(`${input.date} ${time} did not exist in ${zone.name}: the clocks were put forward. It is read as ${toLocalIso(utcMs, zone)}.`);
  }
  if (resolution.kind === 'repeated') {
    notes.push(
      `${input.date} ${time} happened twice in ${zone.name} (the clocks were put back): the first, ${toLocalIso(utcMs, zone)}, is used; the second was ${toLocalIso(resolution.laterUtcMs!, zone)}. Send the offset to choose.`,
    );
  }
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
      ...(notes.length > 0 ? { notes } : {}),
    },
  };
}
