import { z } from 'zod';
import { astrologyMessages, calendarDateSchema } from './birth-input';

/** POST /api/numerology (fullName, birthDate, currentYear defaulting to this year). */
export const numerologyRequestSchema = z.object({
  fullName: z
    .string({ message: astrologyMessages.nameRequired })
    .trim()
    .min(1, astrologyMessages.nameRequired)
    .max(120, 'Full name must be at most 120 characters')
    .refine((value) => /[a-z]/i.test(value), astrologyMessages.nameLetters),
  birthDate: calendarDateSchema,
  currentYear: z.coerce
    .number({ message: 'Current year must be a whole number' })
    .int('Current year must be a whole number')
    .min(1800, 'Current year must be between 1800 and 2200')
    .max(2200, 'Current year must be between 1800 and 2200')
    .optional(),
});
export type NumerologyRequest = z.infer<typeof numerologyRequestSchema>;

/** A core number: its value (a single digit, or the master numbers 11, 22, 33) and what it means (in the request's language). */
export const numerologyNumberSchema = z.object({
  value: z.number().int().min(0).max(33),
  master: z.boolean(),
  meaning: z.string(),
});

export const numerologyResponseSchema = z.object({
  fullName: z.string(),
  birthDate: z.string(),
  currentYear: z.number().int(),
  system: z.literal('Pythagorean'),
  lifePath: numerologyNumberSchema,
  destiny: numerologyNumberSchema,
  soulUrge: numerologyNumberSchema,
  personality: numerologyNumberSchema,
  birthDay: numerologyNumberSchema,
  maturity: numerologyNumberSchema,
  personalYear: numerologyNumberSchema,
  luckyNumbers: z.array(z.number().int()),
  compatibleNumbers: z.array(z.number().int()),
  /** The four pinnacle challenges (0-8) from the birth date. */
  challengeNumbers: z.array(z.number().int().min(0).max(8)).length(4),
  /** Chaldean (Cheiro) name number: the compound sum of the letters and its single digit, with the ruling planet. */
  chaldean: z.object({
    compound: z.number().int().min(0),
    value: z.number().int().min(0).max(9),
    /** The planet's English name, an id ('Jupiter'); `planetName` (Hindi and Tamil answers) is its name in the language. */
    planet: z.string().nullable(),
    planetName: z.string().optional(),
    meaning: z.string(),
  }),
  /** Indian numerology: mulank (day of birth) and bhagyank (whole birth date), each 1-9 with its planet. */
  indian: z.object({
    mulank: z.object({ value: z.number().int().min(1).max(9), planet: z.string(), planetName: z.string().optional() }),
    bhagyank: z.object({ value: z.number().int().min(1).max(9), planet: z.string(), planetName: z.string().optional() }),
  }),
});
export type NumerologyResponse = z.infer<typeof numerologyResponseSchema>;
