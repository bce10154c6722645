import tzLookup from 'tz-lookup';

/**
 * Civil time <-> UTC with a place's historical time zone.
 *
 * Birth times are wall-clock times. Converting them with a fixed +05:30 is wrong for many Indian births:
 * India kept +06:30 "war time" from 1942-09-01 to 1945-10-15 (and from 1941-10 to 1942-05), and earlier
 * eras used local mean times (Madras time +05:21:10 before 1906). Node ships full ICU with the IANA
 * database, so Intl answers the offset in force at any instant; this module only inverts it for wall
 * times. Limits of the IANA data apply: it does not model the separate Calcutta and Bombay times that some
 * cities kept until 1948/1955, so a caller who knows better can pass an explicit offset ('UTC+05:53:20').
 */

export type TimeZoneSpec =
  | { kind: 'iana'; name: string }
  | { kind: 'fixed'; offsetMinutes: number; name: string };

const OFFSET_PATTERN = /^(?:UTC|GMT)?\s*([+-])(\d{1,2})(?::?(\d{2}))?(?::?(\d{2}))?$/i;

export class TimeZoneError extends Error {}

/** Reads a zone as clients send it; with no zone, the place's IANA zone from its coordinates. */
export function resolveTimeZone(input: string | number | undefined, latitude: number, longitude: number): TimeZoneSpec {
  if (input === undefined || (typeof input === 'string' && input.trim() === '')) {
    return { kind: 'iana', name: tzLookup(latitude, longitude) };
  }
  const text = typeof input === 'number' ? '' : input.trim();
  const offset = OFFSET_PATTERN.exec(text);
  if (offset) {
    const minutes = Number(offset[2]) * 60 + Number(offset[3] ?? 0) + Number(offset[4] ?? 0) / 60;
    if (Number(offset[2]) > 14 || Number(offset[3] ?? 0) >= 60) throw new TimeZoneError(`Unknown time zone: ${input}`);
    return fixedZone(offset[1] === '-' ? -minutes : minutes);
  }
  // Hours as a number: 5.5 or '5.5' (checked after '+0530', which would otherwise read as 530 hours).
  if (typeof input === 'number' || /^[+-]?\d+(\.\d+)?$/.test(text)) {
    const hours = Number(input);
    if (!Number.isFinite(hours) || Math.abs(hours) > 14) throw new TimeZoneError(`Unknown time zone: ${input}`);
    return fixedZone(Math.round(hours * 60));
  }
  if (/^(UTC|GMT|Z)$/i.test(text)) return fixedZone(0);
  const historical = HISTORICAL_ZONES[text.toLowerCase()];
  if (historical) return historical(longitude);
  try {
    formatterFor(text);
  } catch {
    throw new TimeZoneError(`Unknown time zone: ${input}`);
  }
  return { kind: 'iana', name: text };
}

function fixedZone(offsetMinutes: number, name = `UTC${formatOffset(offsetMinutes)}`): TimeZoneSpec {
  return { kind: 'fixed', offsetMinutes, name };
}

/** The local mean time of a longitude: 4 minutes of time per degree east of Greenwich. */
export function localMeanTimeZone(longitude: number): TimeZoneSpec {
  const offsetMinutes = Math.round(longitude * 4 * 60) / 60; // to the second
  return fixedZone(offsetMinutes, `LMT${formatOffset(offsetMinutes)}`);
}

/**
 * Clock times India used before (and beside) Indian Standard Time, which the IANA database does not carry for a
 * city: the place's local mean time; Bombay Time, +04:51 (Mumbai's mean time, in civil use until 1955); Calcutta
 * Time, +05:53:20 (in civil use in Kolkata until 1948).
 */
const HISTORICAL_ZONES: Record<string, (longitude: number) => TimeZoneSpec> = {
  lmt: localMeanTimeZone,
  'local mean time': localMeanTimeZone,
  'bombay time': () => fixedZone(4 * 60 + 51, 'Bombay Time +04:51'),
  'calcutta time': () => fixedZone(5 * 60 + 53 + 20 / 60, 'Calcutta Time +05:53:20'),
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Offset (local minus UTC) in minutes, possibly fractional for local mean times, at a UTC instant. */
export function offsetMinutesAt(zone: TimeZoneSpec, utcMs: number): number {
  if (zone.kind === 'fixed') return zone.offsetMinutes;
  const parts = formatterFor(zone.name).formatToParts(new Date(utcMs));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const era = parts.find((part) => part.type === 'era')?.value;
  const year = era === 'BC' || era === 'B' ? 1 - get('year') : get('year');
  const asUtc = Date.UTC(year, get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  const wholeSecondsUtc = Math.floor(utcMs / 1000) * 1000;
  return (asUtc - wholeSecondsUtc) / 60_000;
}

export interface CivilDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function parseCivil(date: string, time = '00:00'): CivilDateTime {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute, second = 0] = time.split(':').map(Number);
  return { year, month, day, hour, minute, second };
}

function civilAsUtcMs(civil: CivilDateTime): number {
  const ms = Date.UTC(civil.year, civil.month - 1, civil.day, civil.hour, civil.minute, civil.second);
  // Date.UTC maps years 0-99 to 1900-1999.
  if (civil.year >= 0 && civil.year < 100) return new Date(ms).setUTCFullYear(civil.year);
  return ms;
}

/**
 * The UTC instant of a wall-clock time. A time skipped by a clock change (spring forward) is read with
 * the offset in force before the change, i.e. moved forward; a repeated time (fall back) takes the first
 * occurrence.
 */
export function civilToUtcMs(civil: CivilDateTime, zone: TimeZoneSpec): number {
  return resolveCivil(civil, zone).utcMs;
}

/** How a wall time maps to instants: once, never (skipped by a clock change) or twice (repeated). */
export interface CivilResolution {
  utcMs: number;
  kind: 'unique' | 'skipped' | 'repeated';
  /** For a repeated time, the second occurrence. */
  laterUtcMs?: number;
}

export function resolveCivil(civil: CivilDateTime, zone: TimeZoneSpec): CivilResolution {
  const guess = civilAsUtcMs(civil);
  if (zone.kind === 'fixed') return { utcMs: guess - zone.offsetMinutes * 60_000, kind: 'unique' };
  const before = offsetMinutesAt(zone, guess - 86_400_000);
  const after = offsetMinutesAt(zone, guess + 86_400_000);
  const candidates = [...new Set([before, after, offsetMinutesAt(zone, guess)])]
    .map((offset) => guess - offset * 60_000)
    .filter((instant) => Math.abs(offsetMinutesAt(zone, instant) * 60_000 - (guess - instant)) < 1000)
    .sort((a, b) => a - b);
  if (candidates.length > 1) return { utcMs: candidates[0], kind: 'repeated', laterUtcMs: candidates[candidates.length - 1] };
  if (candidates.length === 1) return { utcMs: candidates[0], kind: 'unique' };
  return { utcMs: guess - Math.min(before, after) * 60_000, kind: 'skipped' };
}

/** '+05:30', '-04:00', '+05:21:10' (seconds only when the offset has them). */
export function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const totalSeconds = Math.round(Math.abs(offsetMinutes) * 60);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const base = `${sign}${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  return seconds ? `${base}:${String(seconds).padStart(2, '0')}` : base;
}

/** Civil fields of an instant in a zone. */
export function utcMsToCivil(utcMs: number, zone: TimeZoneSpec): CivilDateTime & { offsetMinutes: number } {
  const offsetMinutes = offsetMinutesAt(zone, utcMs);
  const local = new Date(Math.round(utcMs + offsetMinutes * 60_000));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    offsetMinutes,
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** ISO 8601 with the zone's offset, to the second: 2013-02-03T08:14:07+05:30. */
export function toLocalIso(utcMs: number, zone: TimeZoneSpec): string {
  const civil = utcMsToCivil(utcMs, zone);
  const offset = formatOffset(civil.offsetMinutes).slice(0, 6);
  return `${pad(civil.year, 4)}-${pad(civil.month)}-${pad(civil.day)}T${pad(civil.hour)}:${pad(civil.minute)}:${pad(civil.second)}${offset}`;
}

export function localDateOf(utcMs: number, zone: TimeZoneSpec): string {
  const civil = utcMsToCivil(utcMs, zone);
  return `${pad(civil.year, 4)}-${pad(civil.month)}-${pad(civil.day)}`;
}

/** 'h:mm AM' in the zone, for readings. */
export function formatClock(utcMs: number, zone: TimeZoneSpec): string {
  const civil = utcMsToCivil(utcMs + 30_000, zone);
  const suffix = civil.hour < 12 ? 'AM' : 'PM';
  const hour12 = civil.hour % 12 === 0 ? 12 : civil.hour % 12;
  return `${hour12}:${pad(civil.minute)} ${suffix}`;
}

export function zoneLabel(zone: TimeZoneSpec): string {
  return zone.name;
}
