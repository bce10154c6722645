import { z } from 'zod';
import { birthInputSchema, resolvedMomentSchema } from './birth-input';
import { grahaNames } from './zodiac';

/** POST /api/ephemeris and /api/ephemeris/kp take the same body. */
export const ephemerisRequestSchema = birthInputSchema;
export type EphemerisRequest = z.infer<typeof ephemerisRequestSchema>;

export const ephemerisPlanetSchema = z.object({
  name: z.enum(grahaNames),
  /** Sidereal (Lahiri) longitude, degrees 0-360. */
  longitude: z.number(),
  tropicalLongitude: z.number(),
  speed: z.number(),
  retrograde: z.boolean(),
  sign: z.string(),
  degree: z.number(),
  nakshatra: z.string(),
  pada: z.number().int(),
});

/** Panchang summary with the API's published field names (vaahya = vashya, vanja = yunja). */
export const ephemerisPanchangSchema = z.object({
  nakshatra: z.string(),
  nakshatraLord: z.string(),
  tithi: z.string(),
  yoga: z.string(),
  karan: z.string(),
  varna: z.string(),
  tatva: z.string(),
  paya: z.string(),
  name_alphabet: z.string(),
  vaahya: z.string(),
  vanja: z.string(),
  vara: z.string(),
});

export const ephemerisResponseSchema = z.object({
  input: resolvedMomentSchema,
  ayanamsa: z.number(),
  planets: z.array(ephemerisPlanetSchema),
  ascendant: z.object({ longitude: z.number(), sign: z.string(), degree: z.number() }),
  panchang: ephemerisPanchangSchema,
});
export type EphemerisResponse = z.infer<typeof ephemerisResponseSchema>;

/** A point with its Krishnamurti sign lord, star (nakshatra) lord and sub lord. */
export const kpPointSchema = z.object({
  longitude: z.number(),
  sign: z.string(),
  degreeText: z.string(),
  signLord: z.string(),
  starLord: z.string(),
  subLord: z.string(),
});
export type KpPoint = z.infer<typeof kpPointSchema>;

export const kpEphemerisResponseSchema = z.object({
  input: resolvedMomentSchema,
  ayanamsa: z.object({ name: z.string(), degrees: z.number() }),
  planets: z.array(kpPointSchema.extend({ name: z.enum(grahaNames), retrograde: z.boolean() })),
  ascendant: kpPointSchema,
  midheaven: kpPointSchema,
  /** Hindi and Tamil answers: the display name of each English id in the answer (planets, signs, nakshatras), e.g. { "Leo": "सिंह" }. */
  names: z.record(z.string(), z.string()).optional(),
});
export type KpEphemerisResponse = z.infer<typeof kpEphemerisResponseSchema>;

/** POST /api/kp-calculation (advanced analysis form: date, time, latitude, longitude, place). */
export const kpCalculationRequestSchema = birthInputSchema;
export type KpCalculationRequest = z.infer<typeof kpCalculationRequestSchema>;

const ascendantComparisonSchema = z.object({
  ayanamsa: z.string(),
  ayanamsaDegrees: z.number(),
  longitude: z.number(),
  sign: z.string(),
  degreeText: z.string(),
});

export const kpCalculationResponseSchema = z.object({
  input: resolvedMomentSchema,
  advancedAnalysis: z.object({
    cuspalWealth: z.object({
      level: z.enum(['High', 'Moderate', 'Low']),
      description: z.string(),
      /** The sub lord of the 2nd cusp and the houses it signifies. */
      secondCuspSubLord: z.string(),
      signifiedHouses: z.array(z.number().int().min(1).max(12)),
      factors: z.array(z.string()),
    }),
    panchangaGroup: z.object({
      /** 0-100: how well placed the lords of the birth weekday, tithi, nakshatra and yoga are. */
      groupStrength: z.number().int().min(0).max(100),
      label: z.enum(['Strong', 'Balanced', 'Weak']),
      description: z.string(),
      cooperatingPlanets: z.array(z.string()),
      lords: z.array(z.object({ limb: z.string(), planet: z.string(), score: z.number() })),
    }),
  }),
  comparison: z.object({
    standardAscendant: ascendantComparisonSchema,
    kpAscendant: ascendantComparisonSchema,
    difference: z.object({ degrees: z.number(), arcminutes: z.number(), text: z.string(), sameSign: z.boolean() }),
  }),
  /** Hindi and Tamil answers: the display name of each English id in the answer (planets, signs, nakshatras), e.g. { "Leo": "सिंह" }. */
  names: z.record(z.string(), z.string()).optional(),
});
export type KpCalculationResponse = z.infer<typeof kpCalculationResponseSchema>;
