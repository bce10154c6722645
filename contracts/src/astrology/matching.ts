import { z } from 'zod';
import { birthInputSchema } from './birth-input';
import { zodiacSignSchema } from './zodiac';

/** POST /api/guna-milan: the two births. Ashtakoot is read from the boy's side to the girl's (the tradition's roles). */
export const gunaMilanRequestSchema = z.object({
  boy: birthInputSchema,
  girl: birthInputSchema,
});
export type GunaMilanRequest = z.infer<typeof gunaMilanRequestSchema>;

export const kootaNames = ['Varna', 'Vashya', 'Tara', 'Yoni', 'Graha Maitri', 'Gana', 'Bhakoot', 'Nadi'] as const;

export const kootaResultSchema = z.object({
  name: z.enum(kootaNames),
  /** The koota's name in the request's language (Hindi and Tamil answers; `name` stays the id). */
  label: z.string().optional(),
  points: z.number(),
  maxPoints: z.number(),
  boy: z.string(),
  girl: z.string(),
  description: z.string(),
});
export type KootaResult = z.infer<typeof kootaResultSchema>;

export const gunaBands = ['Excellent', 'Very good', 'Good', 'Average', 'Not recommended'] as const;

const personSummarySchema = z.object({
  moonSign: z.string(),
  rashi: z.string(),
  nakshatra: z.string(),
  pada: z.number().int(),
  mangalDosha: z.object({
    present: z.boolean(),
    cancelled: z.boolean(),
    effective: z.boolean(),
    fromMoon: z.boolean(),
    reasons: z.array(z.string()),
  }),
});

/** One of the ten South Indian poruthams; Rajju and Vedha are essential (a match fails without them). */
export const poruthamSchema = z.object({
  name: z.enum(['Dina', 'Gana', 'Mahendra', 'Stree Deergha', 'Yoni', 'Rasi', 'Rasi Adhipati', 'Vasya', 'Rajju', 'Vedha']),
  /** The porutham's name in the request's language (Hindi and Tamil answers; `name` stays the id). */
  label: z.string().optional(),
  matched: z.boolean(),
  essential: z.boolean(),
  detail: z.string(),
});
export type Porutham = z.infer<typeof poruthamSchema>;

export const gunaMilanResponseSchema = z.object({
  kootas: z.array(kootaResultSchema).length(8),
  /** Sum of the eight koota points, out of 36 (the classical score, before exceptions). */
  total: z.number(),
  maxTotal: z.literal(36),
  /** Bands start at 32, 26, 20 and 14 points out of 36. */
  band: z.enum(gunaBands),
  /** The band in the request's language (Hindi and Tamil answers; `band` stays the id). */
  bandName: z.string().optional(),
  boy: personSummarySchema,
  girl: personSummarySchema,
  /** Nadi and Bhakoot doshas with the documented exceptions that cancel them. */
  doshas: z.array(
    z.object({ name: z.string(), present: z.boolean(), cancelled: z.boolean(), reason: z.string().optional() }),
  ),
  /** Manglik status of both: matched when both or neither carry an effective Mangal dosha. */
  mangalDoshaMatch: z.object({ compatible: z.boolean(), description: z.string() }),
  conclusion: z.string(),
  /** The South Indian ten poruthams beside the ashtakoot: each one, how many of ten match, and the verdict. */
  poruthams: z.object({ items: z.array(poruthamSchema).length(10), matched: z.number().int().min(0).max(10), verdict: z.string() }),
});
export type GunaMilanResponse = z.infer<typeof gunaMilanResponseSchema>;

/** POST /api/compatibility: two zodiac signs, scored by the pair table. */
export const compatibilityRequestSchema = z.object({
  sign1: zodiacSignSchema,
  sign2: zodiacSignSchema,
});
export type CompatibilityRequest = z.infer<typeof compatibilityRequestSchema>;

export const compatibilityBands = ['Excellent', 'Great', 'Good', 'Moderate', 'Challenging', 'Difficult'] as const;

export const compatibilityReportSchema = z.object({
  sign1: z.string(),
  sign2: z.string(),
  score: z.number().int().min(0).max(100),
  overall: z.enum(compatibilityBands),
  /** The band in the request's language (Hindi and Tamil answers; `overall` stays the id). */
  overallName: z.string().optional(),
  color: z.enum(['green', 'yellow', 'red']),
  elementMatch: z.enum(['high', 'medium', 'low']),
  elements: z.tuple([z.string(), z.string()]),
  aspect: z.string(),
  strengths: z.array(z.string()),
  challenges: z.array(z.string()),
  advice: z.string(),
});
export type CompatibilityReport = z.infer<typeof compatibilityReportSchema>;
