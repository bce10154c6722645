import { z } from 'zod';

/**
 * Inputs shared by every astrology endpoint: a civil date, a wall-clock time, a place and the time zone
 * the clock showed. Messages are sentences a person can act on; the server turns a failure into a 400.
 */

export const astrologyMessages = {
  dateFormat: 'Date must be in the form YYYY-MM-DD',
  dateInvalid: 'Date must be a real calendar date',
  dateRange: 'Date must be between 1800-01-01 and 2200-12-31',
  timeFormat: 'Time must be in the form HH:mm or HH:mm:ss (24-hour clock)',
  latitudeRange: 'Latitude must be between -90 and 90',
  longitudeRange: 'Longitude must be between -180 and 180',
  latitudeRequired: 'Latitude is required',
  longitudeRequired: 'Longitude is required',
  timezoneInvalid: "Time zone must be an IANA zone such as 'Asia/Kolkata' or an offset such as 'UTC+05:30'",
  signUnknown:
    'Unknown zodiac sign: use one of aries, taurus, gemini, cancer, leo, virgo, libra, scorpio, sagittarius, capricorn, aquarius, pisces',
  nameRequired: 'Full name is required',
  nameLetters: 'Full name must contain at least one letter',
} as const;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** True for a date that exists on the proleptic Gregorian calendar (2023-02-30 does not). */
export function isRealCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

export const calendarDateSchema = z
  .string({ message: astrologyMessages.dateFormat })
  .trim()
  .regex(DATE_PATTERN, astrologyMessages.dateFormat)
  .refine(isRealCalendarDate, astrologyMessages.dateInvalid)
  .refine((value) => value >= '1800-01-01' && value <= '2200-12-31', astrologyMessages.dateRange);

export const clockTimeSchema = z
  .string({ message: astrologyMessages.timeFormat })
  .trim()
  .regex(TIME_PATTERN, astrologyMessages.timeFormat);

function coordinate(required: string, range: string, limit: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ message: required })
      .refine((value) => Number.isFinite(value), required)
      .refine((value) => value >= -limit && value <= limit, range),
  );
}

export const latitudeSchema = coordinate(astrologyMessages.latitudeRequired, astrologyMessages.latitudeRange, 90);
export const longitudeSchema = coordinate(astrologyMessages.longitudeRequired, astrologyMessages.longitudeRange, 180);

const OFFSET_PATTERN = /^(?:UTC|GMT)?\s*([+-])(\d{1,2})(?::?(\d{2}))?(?::?(\d{2}))?$/i;
/** India's clocks before and beside IST (the server reads them; see api/src/astrology/core/time-zone.ts). */
const HISTORICAL_ZONE_NAMES = ['lmt', 'local mean time', 'bombay time', 'calcutta time'];

/**
 * A time zone as the client may send it: an IANA name ('Asia/Kolkata', which carries the zone's history,
 * e.g. India's +06:30 war time of 1942-45), a fixed offset ('UTC+05:30', '+0530', 'GMT-4', '+05:53:20'), 'LMT' (the
 * place's local mean time), 'Bombay Time' or 'Calcutta Time', or hours as a
 * number (5.5). Checked with Intl, which browsers and Node both carry.
 */
export function isTimeZoneInput(value: string | number): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) <= 14;
  const text = value.trim();
  if (text === '') return false;
  if (/^(UTC|GMT|Z)$/i.test(text)) return true;
  const offset = OFFSET_PATTERN.exec(text);
  if (offset) return Number(offset[2]) <= 14 && Number(offset[3] ?? 0) < 60 && Number(offset[4] ?? 0) < 60;
  if (HISTORICAL_ZONE_NAMES.includes(text.toLowerCase())) return true;
  if (/^[+-]?\d+(\.\d+)?$/.test(text)) return Math.abs(Number(text)) <= 14;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: text });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneInputSchema = z
  .union([z.string(), z.number()], { message: astrologyMessages.timezoneInvalid })
  .refine(isTimeZoneInput, astrologyMessages.timezoneInvalid);

/** One person's birth (or any moment at a place). Without a time zone the place's historical IANA zone is used. */
export const birthInputSchema = z.object({
  date: calendarDateSchema,
  time: clockTimeSchema,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  timezone: timeZoneInputSchema.optional(),
  place: z.string().trim().max(200).optional(),
  /** Same as place; the birth chart form calls it location. */
  location: z.string().trim().max(200).optional(),
  name: z.string().trim().max(100).optional(),
});
export type BirthInput = z.infer<typeof birthInputSchema>;

/** How the server resolved the input moment (echoed in every chart so a client can show it). */
export const resolvedMomentSchema = z.object({
  date: z.string(),
  time: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The zone used: an IANA name or a fixed offset such as 'UTC+05:30'. */
  timezone: z.string(),
  /** The offset in force at that moment, e.g. '+06:30' for Kolkata in 1943. */
  utcOffset: z.string(),
  /** The same instant in UTC, ISO 8601. */
  utc: z.string(),
  place: z.string().optional(),
  /** What the user should know about the reading: local mean time used, a skipped or repeated clock time. */
  notes: z.array(z.string()).optional(),
});
export type ResolvedMoment = z.infer<typeof resolvedMomentSchema>;
