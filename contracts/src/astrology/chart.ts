import { z } from 'zod';
import { birthInputSchema, resolvedMomentSchema } from './birth-input';
import { grahaNames } from './zodiac';
import { chartConventionsSchema, kundliDepthSchema, type ChartDepth } from './chart-depth';

/**
 * The birth chart (kundli) as the server computes it: sidereal (Lahiri) positions, whole-sign houses,
 * Vimshottari dasha, yogas, doshas, the panchang of the birth moment and the Moon's avakhada details.
 * Used by the birth chart tool, the chat's birth chart card and the paid PDF report.
 */

/** English id -> its name in the answer's language (see `Kundli.names`). */
export const astrologyNamesSchema = z.record(z.string(), z.string());
export type AstrologyNames = z.infer<typeof astrologyNamesSchema>;

export const dignities = ['exalted', 'moolatrikona', 'own sign', 'friendly', 'neutral', 'enemy', 'debilitated'] as const;

/** Where a point falls in the sidereal zodiac. */
export const zodiacPointSchema = z.object({
  /** Sidereal longitude, degrees 0-360. */
  longitude: z.number(),
  /** English sign name ('Leo'). */
  sign: z.string(),
  /** Sanskrit rashi name ('Simha'). */
  rashi: z.string(),
  signIndex: z.number().int().min(0).max(11),
  signLord: z.string(),
  /** Degrees within the sign, 0-30. */
  degree: z.number(),
  /** Degrees within the sign as 12°34'56". */
  degreeText: z.string(),
  nakshatra: z.string(),
  /** 1 (Ashwini) to 27 (Revati). */
  nakshatraNumber: z.number().int().min(1).max(27),
  nakshatraLord: z.string(),
  pada: z.number().int().min(1).max(4),
});
export type ZodiacPoint = z.infer<typeof zodiacPointSchema>;

export const planetPositionSchema = zodiacPointSchema.extend({
  name: z.enum(grahaNames),
  /** Tropical apparent longitude of date, degrees (what an astronomical almanac prints). */
  tropicalLongitude: z.number(),
  /** Ecliptic latitude, degrees (0 for the nodes). */
  latitude: z.number(),
  /** Degrees per day along the ecliptic; negative when retrograde. */
  speed: z.number(),
  retrograde: z.boolean(),
  /** Whole-sign house counted from the ascendant, 1-12. */
  house: z.number().int().min(1).max(12),
  dignity: z.enum(dignities),
  /** Sun within its combustion orb (not defined for the Sun, Rahu and Ketu). */
  combust: z.boolean(),
});
export type PlanetPosition = z.infer<typeof planetPositionSchema>;

export const ascendantSchema = zodiacPointSchema.extend({
  tropicalLongitude: z.number(),
  house: z.literal(1),
});
export type Ascendant = z.infer<typeof ascendantSchema>;

export const houseSchema = z.object({
  number: z.number().int().min(1).max(12),
  sign: z.string(),
  rashi: z.string(),
  signIndex: z.number().int().min(0).max(11),
  lord: z.string(),
  planets: z.array(z.enum(grahaNames)),
});
export type House = z.infer<typeof houseSchema>;

/** The Moon's avakhada chakra: the details match-making and naming use. */
export const moonDetailsSchema = z.object({
  sign: z.string(),
  rashi: z.string(),
  signLord: z.string(),
  nakshatra: z.string(),
  nakshatraLord: z.string(),
  pada: z.number().int().min(1).max(4),
  /** Element of the Moon sign: Fire, Earth, Air, Water. */
  element: z.string(),
  /** The same element by its Sanskrit name (Agni, Prithvi, Vayu, Jala). */
  tatva: z.string(),
  gana: z.string(),
  nadi: z.string(),
  yoni: z.string(),
  varna: z.string(),
  vashya: z.string(),
  /** Paya (metal) from the Moon's house counted from the ascendant. */
  paya: z.string(),
  /** Syllable for a name, from the Moon's nakshatra pada ('Bhe'); `nameAlphabetName` (Hindi and Tamil answers) in the script (भे, பே). */
  nameAlphabet: z.string(),
  nameAlphabetName: z.string().optional(),
  /** Yunja (nakshatra part: Purva, Madhya or Antya). */
  yunja: z.string(),
});
export type MoonDetails = z.infer<typeof moonDetailsSchema>;

export const dashaPeriodSchema = z.object({
  lord: z.string(),
  /** ISO 8601 instants. */
  start: z.string(),
  end: z.string(),
  years: z.number(),
});
export type DashaPeriod = z.infer<typeof dashaPeriodSchema>;

export const vimshottariDashaSchema = z.object({
  system: z.literal('Vimshottari'),
  /** Length of a dasha year in days (365.25, the Julian year). */
  yearLengthDays: z.number(),
  birthNakshatra: z.string(),
  birthDashaLord: z.string(),
  balanceAtBirth: z.object({
    lord: z.string(),
    years: z.number().int(),
    months: z.number().int(),
    days: z.number().int(),
    totalYears: z.number(),
  }),
  /** The nine mahadashas of one 120-year cycle, the first one running at birth. */
  mahadashas: z.array(dashaPeriodSchema),
  /** The instant "current" refers to (ISO 8601). */
  asOf: z.string(),
  currentMahadasha: dashaPeriodSchema,
  currentAntardasha: dashaPeriodSchema,
  /** Antardashas (bhuktis) of the current mahadasha. */
  antardashas: z.array(dashaPeriodSchema),
});
export type VimshottariDasha = z.infer<typeof vimshottariDashaSchema>;

export const yogaResultSchema = z.object({
  /** The English name, the id code compares ('Gajakesari Yoga'). */
  name: z.string(),
  /** Hindi and Tamil answers: the name in the request's language (rule and description are written in it too). */
  label: z.string().optional(),
  present: z.boolean(),
  /** The rule checked, stated plainly. */
  rule: z.string(),
  description: z.string(),
  strength: z.enum(['strong', 'moderate', 'weak']).optional(),
  planets: z.array(z.string()),
  /** Where the rule comes from (BPHS chapter, Phaladeepika, ...). */
  source: z.string().optional(),
});
export type YogaResult = z.infer<typeof yogaResultSchema>;

export const doshaResultSchema = z.object({
  /** The English name, the id code compares ('Mangal Dosha'). */
  name: z.string(),
  /** Hindi and Tamil answers: the name in the request's language (rule, description and reasons are written in it too). */
  label: z.string().optional(),
  /** The combination is formed in the chart. */
  present: z.boolean(),
  /** A documented exception (parihara) applies. */
  cancelled: z.boolean(),
  /** present and not cancelled. */
  effective: z.boolean(),
  severity: z.enum(['none', 'mild', 'moderate', 'strong']),
  rule: z.string(),
  description: z.string(),
  reasons: z.array(z.string()),
  /** Kaal Sarp type (Anant, Kulik, ...) when present. */
  type: z.string().optional(),
  /** Hindi and Tamil answers: the Kaal Sarp type's name in the request's language. */
  typeName: z.string().optional(),
});
export type DoshaResult = z.infer<typeof doshaResultSchema>;

export const panchangElementSchema = z.object({
  number: z.number().int(),
  name: z.string(),
  /** When this element ends (ISO 8601 with the place's offset); null if it outlasts the search window. */
  endsAt: z.string().nullable(),
});

export const panchangSchema = z.object({
  /** Local civil date the panchang is for. */
  date: z.string(),
  /** The instant the elements are taken at (sunrise for a day panchang, the birth moment for a chart). */
  at: z.string(),
  timezone: z.string(),
  vara: z.object({ name: z.string(), english: z.string(), lord: z.string() }),
  /** `paksha` is the id code compares; `pakshaName` (Hindi and Tamil answers) its name in the request's language. */
  tithi: panchangElementSchema.extend({ paksha: z.enum(['Shukla', 'Krishna']), pakshaName: z.string().optional(), lord: z.string() }),
  nakshatra: panchangElementSchema.extend({ lord: z.string(), pada: z.number().int().min(1).max(4) }),
  yoga: panchangElementSchema,
  karana: panchangElementSchema,
  sunrise: z.string().nullable(),
  sunset: z.string().nullable(),
  moonSign: z.string(),
  sunSign: z.string(),
  /** Lahiri ayanamsa in degrees at that instant. */
  ayanamsa: z.number(),
});
export type Panchang = z.infer<typeof panchangSchema>;

export const ayanamsaInfoSchema = z.object({
  name: z.string(),
  degrees: z.number(),
  text: z.string(),
});

export const kundliSchema = z.object({
  input: resolvedMomentSchema,
  ayanamsa: ayanamsaInfoSchema,
  houseSystem: z.literal('Whole sign'),
  /** Rahu and Ketu: the mean or the true lunar nodes (conventions.nodes). */
  nodes: z.enum(['Mean', 'True']),
  ascendant: ascendantSchema,
  planets: z.array(planetPositionSchema),
  houses: z.array(houseSchema).length(12),
  moonSign: z.string(),
  sunSign: z.string(),
  /** The Moon's nakshatra (janma nakshatra). */
  nakshatra: z.string(),
  moon: moonDetailsSchema,
  dasha: vimshottariDashaSchema,
  yogas: z.array(yogaResultSchema),
  doshas: z.array(doshaResultSchema),
  panchang: panchangSchema,
  /**
   * The conventions used, aspects and bhava chalit, D9 and D10; the other vargas, the three-level and Yogini dashas,
   * ashtakavarga and shadbala as ?sections= asks (kundliQuerySchema).
   */
  depth: kundliDepthSchema,
  /**
   * Hindi and Tamil answers: the display name of every English id the answer holds (planets, signs, rashis,
   * nakshatras, dignities, the Moon's avakhada values, yoginis, vargas...), e.g. { "Leo": "सिंह" }. The ids stay
   * in the fields (code and the chart image read them); screens show `names[id] ?? id`.
   */
  names: astrologyNamesSchema.optional(),
});
export type Kundli = z.infer<typeof kundliSchema>;
/** The kundli with every depth section: what the engine's computeKundli returns to reports and chart images. */
export type FullKundli = Kundli & { depth: ChartDepth };

/** POST /api/kundli: the birth input; `asOf` (ISO) chooses the "current" dasha (default now). */
export const kundliRequestSchema = birthInputSchema.extend({
  asOf: z.string().datetime({ offset: true, message: 'asOf must be an ISO 8601 date-time' }).optional(),
  conventions: chartConventionsSchema.optional(),
});
export type KundliRequest = z.infer<typeof kundliRequestSchema>;
