import { z } from 'zod';
import { dateQuerySchema } from '../form-fields';
import { calendarDateSchema, latitudeSchema, longitudeSchema, timeZoneInputSchema } from './birth-input';
import { panchangSchema } from './chart';

/**
 * The Hindu calendar: a day's full panchang (muhurtas, choghadiya, hora, moonrise, lunar date), a month view
 * and the festivals of a year at a place.
 */

/** Sunrise as the upper limb with refraction ('drik', default) or the centre of the disc without ('traditional'). */
export const sunriseConventionSchema = z.enum(['drik', 'traditional'], { message: 'sunrise must be drik or traditional' });
export type SunriseConvention = z.infer<typeof sunriseConventionSchema>;

/**
 * Which moonrise and moonset a day lists: those between this sunrise and the next ('sunrise', default, as Drik
 * Panchang lists them; a time after midnight carries the next date) or those on the civil date ('civil').
 */
export const moonDayConventionSchema = z.enum(['sunrise', 'civil'], { message: 'moonDay must be sunrise or civil' });
export type MoonDayConvention = z.infer<typeof moonDayConventionSchema>;

/** Whether a Wednesday lists Abhijit muhurta: 'omitted' (default, as Drik Panchang; tradition does not use it) or 'shown'. */
export const abhijitWednesdayConventionSchema = z.enum(['omitted', 'shown'], { message: 'abhijitWednesday must be omitted or shown' });
export type AbhijitWednesdayConvention = z.infer<typeof abhijitWednesdayConventionSchema>;

const placeFields = {
  latitude: latitudeSchema.optional(),
  longitude: longitudeSchema.optional(),
  timezone: timeZoneInputSchema.optional(),
  placeId: z.coerce.number({ message: 'placeId must be a gazetteer id' }).int('placeId must be a gazetteer id').positive('placeId must be a gazetteer id').optional(),
  sunrise: sunriseConventionSchema.optional(),
};
const hasPlace = (value: { placeId?: number; latitude?: number; longitude?: number }) =>
  value.placeId !== undefined || (value.latitude !== undefined && value.longitude !== undefined);
const placeMessage = { message: 'Give latitude and longitude, or a placeId', path: ['latitude'] };

/** GET /api/panchang */
export const panchangDayQuerySchema = z
  .object({
    date: dateQuerySchema('date').pipe(calendarDateSchema),
    ...placeFields,
    moonDay: moonDayConventionSchema.optional(),
    abhijitWednesday: abhijitWednesdayConventionSchema.optional(),
  })
  .refine(hasPlace, placeMessage);
export type PanchangDayQuery = z.infer<typeof panchangDayQuerySchema>;

/** GET /api/panchang/month */
export const panchangMonthQuerySchema = z
  .object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM'), ...placeFields })
  .refine(hasPlace, placeMessage)
  .refine((value) => Number(value.month.slice(0, 4)) >= 1900 && Number(value.month.slice(0, 4)) <= 2100, { message: 'month must be between 1900 and 2100', path: ['month'] });
export type PanchangMonthQuery = z.infer<typeof panchangMonthQuerySchema>;

/** GET /api/festivals */
export const festivalsQuerySchema = z
  .object({ year: z.coerce.number({ message: 'year must be a number' }).int('year must be a whole number').min(1900, 'year must be 1900 or later').max(2100, 'year must be 2100 or earlier'), ...placeFields })
  .refine(hasPlace, placeMessage);
export type FestivalsQuery = z.infer<typeof festivalsQuerySchema>;

/** A span of time, both ends ISO 8601 with the place's offset. */
export const panchangSpanSchema = z.object({ start: z.string(), end: z.string() });
export type PanchangSpan = z.infer<typeof panchangSpanSchema>;

const choghadiyaSchema = panchangSpanSchema.extend({
  name: z.enum(['Udveg', 'Char', 'Labh', 'Amrit', 'Kaal', 'Shubh', 'Rog']),
  quality: z.enum(['good', 'neutral', 'bad']),
  /** The name in the request's language (Hindi and Tamil answers; `name` stays the id). */
  label: z.string().optional(),
  lord: z.string(),
});

const lunarMonthSchema = z.object({ month: z.string(), adhika: z.boolean() });

export const lunarDateSchema = z.object({
  amanta: lunarMonthSchema,
  purnimanta: lunarMonthSchema,
  paksha: z.enum(['Shukla', 'Krishna']),
  /** Names of the ids above and below in the request's language (Hindi and Tamil answers only). */
  pakshaName: z.string().optional(),
  vikramSamvat: z.number().int(),
  shakaSamvat: z.number().int(),
  samvatsara: z.string(),
  vikramSamvatsara: z.string(),
  ritu: z.string(),
  drikRitu: z.string(),
  ayana: z.enum(['Uttarayana', 'Dakshinayana']),
  drikAyana: z.enum(['Uttarayana', 'Dakshinayana']),
  ayanaName: z.string().optional(),
  drikAyanaName: z.string().optional(),
});
export type LunarDate = z.infer<typeof lunarDateSchema>;

/**
 * A day's full panchang. Muhurtas, choghadiya and hora are null where the Sun does not rise or set; Abhijit is
 * null on a Wednesday under the 'omitted' convention.
 */
export const panchangDaySchema = panchangSchema.extend({
  sunriseConvention: sunriseConventionSchema,
  moonDayConvention: moonDayConventionSchema,
  abhijitWednesdayConvention: abhijitWednesdayConventionSchema,
  moonrise: z.string().nullable(),
  moonset: z.string().nullable(),
  muhurta: z
    .object({
      rahuKalam: panchangSpanSchema,
      yamaganda: panchangSpanSchema,
      gulikaKalam: panchangSpanSchema,
      abhijit: panchangSpanSchema.nullable(),
      brahmaMuhurta: panchangSpanSchema,
    })
    .nullable(),
  choghadiya: z.object({ day: z.array(choghadiyaSchema), night: z.array(choghadiyaSchema) }).nullable(),
  hora: z.array(panchangSpanSchema.extend({ lord: z.string(), part: z.enum(['day', 'night']) })).nullable(),
  lunar: lunarDateSchema,
});
export type PanchangDay = z.infer<typeof panchangDaySchema>;

/** How a festival's date is chosen from its tithi (documented on each festival). */
export const festivalRuleSchema = z.enum(['sankranti', 'sunrise', 'ekadashi', 'sunset', 'moonrise', 'pradosh', 'nishita', 'madhyahna', 'aparahna', 'day-after', 'day-before']);
export type FestivalRule = z.infer<typeof festivalRuleSchema>;

export const festivalSchema = z.object({
  /** Stable key, e.g. 'diwali', 'ekadashi-kamada'. */
  key: z.string(),
  name: z.string(),
  date: calendarDateSchema,
  kind: z.enum(['festival', 'ekadashi', 'purnima', 'amavasya', 'sankranti']),
  /** The tithi and month it belongs to, e.g. 'Ashwin Amavasya (amanta) = Kartika Amavasya (purnimanta)'. */
  lunarDay: z.string(),
  rule: festivalRuleSchema,
  /** The rule in words, e.g. 'the day whose pradosh (2 h 24 min after sunset) the Amavasya covers longest'. */
  ruleText: z.string(),
  /** The tithi's (or sankranti's) own span, ISO with the place's offset. */
  tithiStart: z.string().nullable(),
  tithiEnd: z.string().nullable(),
  /** An Ekadashi's Vaishnava fast when it is not `date` (the Smarta day): Dashami touched arunodaya. */
  vaishnavaDate: calendarDateSchema.optional(),
});
export type Festival = z.infer<typeof festivalSchema>;

export const festivalCalendarSchema = z.object({
  year: z.number().int(),
  timezone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  sunriseConvention: sunriseConventionSchema,
  festivals: z.array(festivalSchema),
});
export type FestivalCalendar = z.infer<typeof festivalCalendarSchema>;

export const panchangMonthDaySchema = z.object({
  date: calendarDateSchema,
  weekday: z.string(),
  sunrise: z.string().nullable(),
  sunset: z.string().nullable(),
  tithi: z.object({ number: z.number().int(), name: z.string(), paksha: z.enum(['Shukla', 'Krishna']), pakshaName: z.string().optional(), endsAt: z.string().nullable() }),
  nakshatra: z.object({ name: z.string(), endsAt: z.string().nullable() }),
  amantaMonth: z.string(),
  purnimantaMonth: z.string(),
  festivals: z.array(z.object({ key: z.string(), name: z.string(), kind: festivalSchema.shape.kind })),
});
export type PanchangMonthDay = z.infer<typeof panchangMonthDaySchema>;

export const panchangMonthSchema = z.object({
  month: z.string(),
  timezone: z.string(),
  sunriseConvention: sunriseConventionSchema,
  days: z.array(panchangMonthDaySchema),
});
export type PanchangMonth = z.infer<typeof panchangMonthSchema>;
