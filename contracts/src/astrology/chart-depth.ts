import { z } from 'zod';
import { birthInputSchema } from './birth-input';

/**
 * The kundli's deeper parts (issue 17): the sixteen divisional charts, Vimshottari to three levels and Yogini
 * dasha for the whole life, ashtakavarga, graha drishti, bhava chalit, and the conventions the chart was
 * computed with. Transits and Sade Sati, which need a search over decades, have their own route.
 */

export const ayanamsaOptions = ['lahiri', 'raman', 'krishnamurti', 'true-chitrapaksha'] as const;
export type AyanamsaOption = (typeof ayanamsaOptions)[number];
export const nodeOptions = ['mean', 'true'] as const;
export const positionOptions = ['apparent', 'true'] as const;

/** The conventions a chart is computed with; every answer repeats them. */
export const chartConventionsSchema = z.object({
  ayanamsa: z.enum(ayanamsaOptions, { message: 'Ayanamsa must be lahiri, raman, krishnamurti or true-chitrapaksha' }).default('lahiri'),
  nodes: z.enum(nodeOptions, { message: 'Nodes must be mean or true' }).default('mean'),
  /** apparent: as seen (light-time, aberration, nutation), as almanacs print; true: geometric, without aberration. */
  positions: z.enum(positionOptions, { message: 'Positions must be apparent or true' }).default('apparent'),
});
export type ChartConventions = z.infer<typeof chartConventionsSchema>;

export const vargaPlacementSchema = z.object({
  name: z.string(),
  signIndex: z.number().int().min(0).max(11),
  sign: z.string(),
  signLord: z.string(),
  house: z.number().int().min(1).max(12),
  vargottama: z.boolean(),
});

export const vargaChartSchema = z.object({
  division: z.number().int(),
  name: z.string(),
  signifies: z.string(),
  ascendantSign: z.number().int().min(0).max(11),
  placements: z.array(vargaPlacementSchema),
});
export type VargaChartResult = z.infer<typeof vargaChartSchema>;

export interface DashaNode {
  lord: string;
  start: string;
  end: string;
  /** Antardashas of a mahadasha, pratyantardashas of an antardasha; absent at the last level. */
  periods?: DashaNode[];
}
export const dashaNodeSchema: z.ZodType<DashaNode> = z.lazy(() =>
  z.object({ lord: z.string(), start: z.string(), end: z.string(), periods: z.array(dashaNodeSchema).optional() }),
);

/** Vimshottari maha > antar > pratyantar from the first mahadasha running at birth to 120 years after birth. */
export const vimshottariTreeSchema = z.object({
  levels: z.literal(3),
  mahadashas: z.array(dashaNodeSchema),
});

/** Yogini dasha (8 yoginis, 36 years a round), mahadashas with their antardashas, for 120 years after birth. */
export const yoginiDashaSchema = z.object({
  system: z.literal('Yogini'),
  birthYogini: z.string(),
  balanceAtBirthYears: z.number(),
  mahadashas: z.array(dashaNodeSchema),
  currentMahadasha: z.string(),
  currentAntardasha: z.string(),
});
export type YoginiDasha = z.infer<typeof yoginiDashaSchema>;

export const ashtakavargaSchema = z.object({
  /** Bindus per sign (index 0 = Aries) of each planet's bhinnashtakavarga. */
  bhinna: z.record(z.string(), z.array(z.number().int())),
  /** The seven added per sign; 337 in all. */
  sarva: z.array(z.number().int()).length(12),
  total: z.number().int(),
});

export const grahaDrishtiSchema = z.object({
  planet: z.string(),
  /** Houses counted from the planet that it aspects (7 for all; 4 and 8 Mars, 5 and 9 Jupiter, 3 and 10 Saturn). */
  aspectsFromPlanet: z.array(z.number().int()),
  /** Whole-sign houses (from the ascendant) aspected. */
  housesAspected: z.array(z.number().int()),
  planetsAspected: z.array(z.string()),
});

export const bhavaChalitSchema = z.object({
  method: z.string(),
  bhavas: z.array(z.object({ number: z.number().int(), start: z.number(), middle: z.number(), end: z.number(), planets: z.array(z.string()) })),
  /** Planets whose chalit bhava differs from their whole-sign house. */
  shifted: z.array(z.object({ planet: z.string(), rashiHouse: z.number().int(), bhava: z.number().int() })),
});

/** Shadbala of one planet, each of the six strengths in rupas (60 virupas), with BPHS's required minimum. */
export const shadbalaRowSchema = z.object({
  planet: z.string(),
  sthana: z.number(),
  dig: z.number(),
  kala: z.number(),
  chesta: z.number(),
  naisargika: z.number(),
  drik: z.number(),
  total: z.number(),
  minimum: z.number(),
  meetsMinimum: z.boolean(),
});

export const chartDepthSchema = z.object({
  conventions: chartConventionsSchema,
  vargas: z.array(vargaChartSchema),
  vimshottari: vimshottariTreeSchema,
  yogini: yoginiDashaSchema,
  ashtakavarga: ashtakavargaSchema,
  shadbala: z.array(shadbalaRowSchema),
  drishti: z.array(grahaDrishtiSchema),
  bhavaChalit: bhavaChalitSchema,
});
export type ChartDepth = z.infer<typeof chartDepthSchema>;

/**
 * The depth sections POST /api/kundli computes only when ?sections= asks for them (issue 37): the default answer
 * carries what the kundli page shows before a depth tab opens, about a fifth of the whole.
 * vargas: all sixteen divisional charts (the default answer has D9 and D10, which the overview draws);
 * dasha: Vimshottari to three levels and Yogini for the whole life; ashtakavarga; shadbala.
 */
export const kundliSectionOptions = ['vargas', 'dasha', 'ashtakavarga', 'shadbala'] as const;
export type KundliSection = (typeof kundliSectionOptions)[number];

/** ?sections=vargas,dasha: a comma-separated list of kundliSectionOptions (each at most once, in any order). */
export const kundliQuerySchema = z.object({
  sections: z
    .string()
    .describe('Depth sections to add, comma-separated: vargas, dasha, ashtakavarga, shadbala')
    .transform((list) => [...new Set(list.split(',').map((section) => section.trim()).filter((section) => section !== ''))])
    .pipe(z.array(z.enum(kundliSectionOptions, { message: 'sections must be a comma-separated list of vargas, dasha, ashtakavarga and shadbala' })))
    .optional(),
});
export type KundliQuery = z.input<typeof kundliQuerySchema>;

/** A kundli answer's depth: the conventions, aspects and bhava chalit always; the rest as `sections` asked. */
export const kundliDepthSchema = chartDepthSchema.extend({
  /** All sixteen with ?sections=vargas; otherwise Navamsa (D9) and Dashamsa (D10) only. */
  vargas: z.array(vargaChartSchema),
  /** With ?sections=dasha. */
  vimshottari: vimshottariTreeSchema.optional(),
  /** With ?sections=dasha. */
  yogini: yoginiDashaSchema.optional(),
  /** With ?sections=ashtakavarga. */
  ashtakavarga: ashtakavargaSchema.optional(),
  /** With ?sections=shadbala. */
  shadbala: z.array(shadbalaRowSchema).optional(),
});
export type KundliDepth = z.infer<typeof kundliDepthSchema>;

/** POST /api/kundli/transits: the birth, the date of the transits (default now) and the conventions. */
export const transitRequestSchema = birthInputSchema.extend({
  at: z.string().datetime({ offset: true, message: 'at must be an ISO 8601 date-time' }).optional(),
  conventions: chartConventionsSchema.optional(),
});
export type TransitRequest = z.infer<typeof transitRequestSchema>;

const sadeSatiPhaseSchema = z.object({ phase: z.enum(['rising', 'peak', 'setting']), start: z.string(), end: z.string() });

export const transitResponseSchema = z.object({
  at: z.string(),
  conventions: chartConventionsSchema,
  natalMoonSign: z.string(),
  transits: z.array(
    z.object({
      planet: z.string(),
      sign: z.string(),
      degree: z.number(),
      retrograde: z.boolean(),
      /** Whole-sign house over the natal chart, from the natal ascendant and from the natal Moon. */
      houseFromAscendant: z.number().int(),
      houseFromMoon: z.number().int(),
      /** Bindus of the planet's own bhinnashtakavarga in the sign it transits (not for Rahu, Ketu). */
      bindus: z.number().int().optional(),
    }),
  ),
  sadeSati: z.object({
    current: z.object({ active: z.boolean(), phase: z.enum(['rising', 'peak', 'setting']).optional() }),
    /** Every Sade Sati from birth to 100 years after, each with its three phases (retrograde returns inside). */
    periods: z.array(z.object({ start: z.string(), end: z.string(), phases: z.array(sadeSatiPhaseSchema) })),
  }),
  /** Hindi and Tamil answers: the display name of each English id in the answer (planets, signs, nakshatras), e.g. { "Leo": "सिंह" }. */
  names: z.record(z.string(), z.string()).optional(),
});
export type TransitResponse = z.infer<typeof transitResponseSchema>;
