import { z } from 'zod';
import { dateQuerySchema } from '../form-fields';
import { calendarDateSchema } from './birth-input';
import { zodiacSignIds, zodiacSignSchema } from './zodiac';

export const horoscopePeriods = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type HoroscopePeriod = (typeof horoscopePeriods)[number];
export const horoscopePeriodSchema = z.enum(horoscopePeriods, {
  message: 'Period must be daily, weekly, monthly or yearly',
});

export const transitEffects = ['favourable', 'challenging', 'mixed'] as const;

/** One planet's transit as read for a sign: the house it occupies counted from that sign. */
export const signTransitSchema = z.object({
  planet: z.string(),
  sign: z.string(),
  house: z.number().int().min(1).max(12),
  retrograde: z.boolean(),
  effect: z.enum(transitEffects),
});
export type SignTransit = z.infer<typeof signTransitSchema>;

export const horoscopeDaySchema = z.object({ date: z.string(), reason: z.string() });

/**
 * A reading for one sign and one period, generated from that period's real sidereal transits and
 * stored once generated: the same sign and date always give the same reading.
 */
export const horoscopeEntrySchema = z.object({
  sign: z.enum(zodiacSignIds),
  signName: z.string(),
  period: z.enum(horoscopePeriods),
  /** First and last civil day of the period (weeks run Sunday to Saturday), Asia/Kolkata. */
  periodStart: z.string(),
  periodEnd: z.string(),
  prediction: z.string(),
  generalAdvice: z.string(),
  loveLife: z.string(),
  career: z.string(),
  health: z.string(),
  finances: z.string(),
  spirituality: z.string(),
  luckyNumbers: z.array(z.number().int()),
  /** English colour names (ids: the web draws a swatch from each). */
  luckyColors: z.array(z.string()),
  /** The same colours named in the reading's language (Hindi and Tamil readings). */
  luckyColorNames: z.array(z.string()).optional(),
  favorableTime: z.string(),
  avoidTime: z.string(),
  /** Scores 0-100 for the horoscope tool. */
  mood: z.number().int().min(0).max(100),
  energy: z.number().int().min(0).max(100),
  finance: z.number().int().min(0).max(100),
  creativity: z.number().int().min(0).max(100),
  compatibleSigns: z.array(z.string()),
  transits: z.array(signTransitSchema),
  /** Weekly and monthly readings: days the Moon favours or troubles the sign; yearly ones: the months the Sun does (dated the 15th). */
  bestDays: z.array(horoscopeDaySchema).optional(),
  cautionDays: z.array(horoscopeDaySchema).optional(),
  favorablePeriod: z.string().optional(),
  challengingPeriod: z.string().optional(),
  generatedAt: z.string(),
});
export type HoroscopeEntry = z.infer<typeof horoscopeEntrySchema>;

/** GET /api/horoscope/:sign/:date (?period=daily|weekly|monthly, default daily). */
export const horoscopeParamsSchema = z.object({ sign: zodiacSignSchema, date: calendarDateSchema });
export const horoscopePeriodQuerySchema = z.object({ period: horoscopePeriodSchema.optional() });

/** POST /api/horoscope/generate. */
export const horoscopeGenerateRequestSchema = z.object({
  zodiacSign: zodiacSignSchema,
  date: calendarDateSchema.optional(),
  period: horoscopePeriodSchema.optional(),
});
export type HoroscopeGenerateRequest = z.infer<typeof horoscopeGenerateRequestSchema>;

/**
 * GET /api/horoscopes/daily|weekly|monthly (?date= picks the day, week or month; default today in India). `date` is the
 * shared date query parameter (a real calendar day), then the engine's range.
 */
export const horoscopeListQuerySchema = z.object({ date: dateQuerySchema('date').pipe(calendarDateSchema).optional() });
/** The period of GET /api/horoscopes/:period (the route answers an unknown period 404, before this is parsed). */
export const horoscopeListParamsSchema = z.object({ period: horoscopePeriodSchema });

export const horoscopeListResponseSchema = z.object({
  period: z.enum(horoscopePeriods),
  periodStart: z.string(),
  periodEnd: z.string(),
  horoscopes: z.array(horoscopeEntrySchema).length(12),
});
export type HoroscopeListResponse = z.infer<typeof horoscopeListResponseSchema>;
