import { z } from 'zod';
import { calendarDateSchema, clockTimeSchema, latitudeSchema, longitudeSchema, timeZoneInputSchema } from './astrology/birth-input';
import { messages } from './messages';
import { validationText } from './validation-text';
import { MATCH_MAKING_SPECIALIZATION, type VoucherGrant } from './consultation-vouchers';

/**
 * What each of the 21 things the site sells delivers, what it needs from the customer, and by when
 * (docs/deliverables.md explains each choice). The server decides from this table which form a purchase
 * needs, who fulfils it and when it is overdue; the web shows the same table to the customer before paying.
 *
 * Fulfilment modes:
 * - automatic: computed by the engine from the customer's inputs (a personalised PDF and an on-site view),
 *   built off the request path right after payment; a build that keeps failing is refunded.
 * - astrologer: needs a person (a palm photo, a floor plan, remedies, a Premium report's questions); goes to
 *   the fulfilment queue that approved astrologers see; refunded to the wallet if not delivered by `dueHours`.
 * - scheduled: the Daily Horoscope tool and the premium horoscope packages; one personalised reading per period
 *   (day, week or month) of the term bought, each made available on site and e-mailed when its period begins.
 */

export const fulfilmentModes = ['automatic', 'astrologer', 'scheduled'] as const;
export type FulfilmentMode = (typeof fulfilmentModes)[number];

/** The kind of form a purchase needs before (or, if paid without it, after) payment. */
export const deliverableInputKinds = [
  'one-birth',
  'birth-and-concern',
  'two-births',
  'numerology',
  'panchang',
  'palm-photos',
  'floor-plan',
  'tarot-question',
  'report-form',
] as const;
export type DeliverableInputKind = (typeof deliverableInputKinds)[number];

export interface DeliverableItem {
  /** Stable key of the item; also the key of the order's deliverable. */
  key: string;
  /** How the catalogue names it: (service, packageName) of serviceCatalogue, or reportType for reports. */
  catalogue: { service: string; packageName: string } | { reportType: 'basic' | 'comprehensive' | 'premium' };
  mode: FulfilmentMode;
  input: DeliverableInputKind;
  /** Hours after payment (or after the inputs arrive, if later) by which it must be delivered, else refunded. */
  dueHours: number;
  /** Scheduled items: the period of one reading and how many periods the purchase covers. */
  schedule?: { period: 'day' | 'week' | 'month'; count: number };
  /** What the customer receives, in one sentence shown before payment and on the order. */
  receives: string;
  /**
   * How the item was fulfilled before a change of mode: orders paid then keep that mode (their stored
   * fulfilment.mode) and are shown and built as what they paid for.
   */
  formerly?: { mode: FulfilmentMode; receives: string };
  /**
   * Astrologer items: what the item's card promises, as the checklist the astrologer works through in the
   * fulfilment queue so the written answer covers each element (keys; the astrologer's screen names them).
   */
  checklist?: readonly FulfilmentChecklistKey[];
  /** Consultation vouchers the purchase puts on the customer's account when it is paid (consultation-vouchers.ts). */
  vouchers?: readonly VoucherGrant[];
}

/** Elements an astrologer's answer must cover (the promises of the vastu, remedies, palmistry and Premium report cards). */
export const fulfilmentChecklistKeys = [
  'vastu-room-directions',
  'vastu-entrance-kitchen',
  'vastu-no-demolition',
  'remedies-mantra-puja',
  'remedies-gemstone',
  'remedies-charity-fasting',
  'palm-major-lines',
  'palm-mounts',
  'palm-hand-shape',
  'palm-special-marks',
  'palm-career-relationships',
  'report-answer-questions',
] as const;
export type FulfilmentChecklistKey = (typeof fulfilmentChecklistKeys)[number];

const AUTOMATIC_DUE_HOURS = 1;
const ASTROLOGER_DUE_HOURS = 48;

export const deliverableItems: readonly DeliverableItem[] = [
  // Astrological reports (the report form carries one birth; Premium adds questions answered by an astrologer).
  { key: 'report-basic', catalogue: { reportType: 'basic' }, mode: 'automatic', input: 'report-form', dueHours: AUTOMATIC_DUE_HOURS,
    receives: 'A personalised PDF report of at least 10 pages from your birth chart, e-mailed and kept in Purchases.' },
  { key: 'report-comprehensive', catalogue: { reportType: 'comprehensive' }, mode: 'automatic', input: 'report-form', dueHours: AUTOMATIC_DUE_HOURS,
    receives: 'A personalised PDF report of at least 25 pages with 10 years of dasha forecasts, e-mailed and kept in Purchases.' },
  { key: 'report-premium', catalogue: { reportType: 'premium' }, mode: 'astrologer', input: 'report-form', dueHours: ASTROLOGER_DUE_HOURS,
    checklist: ['report-answer-questions'],
    receives: 'A personalised PDF report of at least 40 pages with D9/D10 charts and 20+ years of forecasts; your questions answered in it by an astrologer within 48 hours.' },
  // Tool services.
  { key: 'tool-birth-chart', catalogue: { service: 'birth-chart', packageName: 'Birth Chart Analysis' }, mode: 'automatic', input: 'one-birth', dueHours: AUTOMATIC_DUE_HOURS,
    receives: 'Your birth chart (lagna, Moon and navamsa charts) with each planet in sign, house and nakshatra interpreted, and your Vimshottari dasha timeline: a PDF and an on-site view.' },
  { key: 'tool-compatibility', catalogue: { service: 'compatibility', packageName: 'Compatibility Report' }, mode: 'automatic', input: 'two-births', dueHours: AUTOMATIC_DUE_HOURS,
    receives: 'A compatibility report for a groom and a bride from both birth charts: the eight kootas explained, the Mangal dosha check, Nadi and Bhakoot doshas, classical remedies for each dosha found and a verdict.' },
  // 30 readings since issue 32; orders paid before as one reading keep fulfilment.mode 'automatic' (`formerly`).
  { key: 'tool-daily-horoscope', catalogue: { service: 'daily-horoscope', packageName: 'Daily Horoscope' }, mode: 'scheduled', input: 'one-birth', dueHours: AUTOMATIC_DUE_HOURS,
    schedule: { period: 'day', count: 30 },
    formerly: { mode: 'automatic', receives: "Today's personal horoscope from your natal Moon and ascendant and today's transits: a PDF and an on-site view." },
    receives: 'A personal reading from your natal Moon and ascendant every morning for 30 days, with your dasha, the good and bad hours of the day and its remedy, on site and by e-mail.' },
  { key: 'tool-advanced-calculations', catalogue: { service: 'advanced-calculations', packageName: 'Advanced Calculations' }, mode: 'automatic', input: 'one-birth', dueHours: AUTOMATIC_DUE_HOURS,
    receives: 'Divisional charts, KP cusps and significators, and three levels of Vimshottari dasha from your birth: a PDF and an on-site view.' },
  { key: 'tool-panchang', catalogue: { service: 'panchang', packageName: 'Panchang' }, mode: 'automatic', input: 'panchang', dueHours: AUTOMATIC_DUE_HOURS,
    receives: 'A month of panchang for your place: tithi, nakshatra, yoga, karana, sunrise, sunset and Rahu Kalam for every day, as a PDF.' },
  { key: 'tool-numerology', catalogue: { service: 'numerology', packageName: 'Numerology' }, mode: 'automatic', input: 'numerology', dueHours: AUTOMATIC_DUE_HOURS,
    receives: 'A full numerology report from your name and birth date, with personal-year forecasts for three years: a PDF and an on-site view.' },
  { key: 'tool-vastu', catalogue: { service: 'vastu', packageName: 'Vastu' }, mode: 'astrologer', input: 'floor-plan', dueHours: ASTROLOGER_DUE_HOURS,
    checklist: ['vastu-room-directions', 'vastu-entrance-kitchen', 'vastu-no-demolition'],
    receives: 'An astrologer studies your floor plan and facing and writes a vastu assessment with corrections, within 48 hours.' },
  { key: 'tool-remedies', catalogue: { service: 'remedies', packageName: 'Remedies' }, mode: 'astrologer', input: 'birth-and-concern', dueHours: ASTROLOGER_DUE_HOURS,
    checklist: ['remedies-mantra-puja', 'remedies-gemstone', 'remedies-charity-fasting'],
    receives: 'An astrologer reads your chart and your concern and writes remedies for you, within 48 hours.' },
  // Premium horoscope packages.
  { key: 'horoscope-daily-premium', catalogue: { service: 'daily-horoscope', packageName: 'Daily Premium' }, mode: 'scheduled', input: 'one-birth', dueHours: AUTOMATIC_DUE_HOURS,
    schedule: { period: 'day', count: 30 },
    receives: 'Everything in the Daily Horoscope, plus the day read from your birth star (tara bala), its auspicious choghadiyas and your own horas, and a mantra: every morning for 30 days, on site and by e-mail.' },
  { key: 'horoscope-weekly-premium', catalogue: { service: 'weekly-horoscope', packageName: 'Weekly Premium' }, mode: 'scheduled', input: 'one-birth', dueHours: AUTOMATIC_DUE_HOURS,
    schedule: { period: 'week', count: 13 },
    receives: 'A personal reading from your natal Moon and ascendant every week for 13 weeks, with guidance for each of its 7 days and alerts for the planets changing sign or direction, on site and by e-mail each Sunday.' },
  { key: 'horoscope-monthly-premium', catalogue: { service: 'monthly-horoscope', packageName: 'Monthly Premium' }, mode: 'scheduled', input: 'one-birth', dueHours: AUTOMATIC_DUE_HOURS,
    schedule: { period: 'month', count: 12 },
    receives: 'A personal reading from your natal Moon and ascendant every month for 12 months, with your dasha, transit alerts, the month\'s favourable dates from your birth star and remedies for your running periods, on site and by e-mail on the 1st.' },
  // Divination services.
  { key: 'divination-birth-chart', catalogue: { service: 'birth-chart', packageName: 'Divination Birth Chart' }, mode: 'automatic', input: 'one-birth', dueHours: AUTOMATIC_DUE_HOURS,
    receives: 'A Vedic birth chart reading: D1, Moon and navamsa charts, nakshatra, yogas and doshas, and 5 years of dasha: a PDF and an on-site view.' },
  { key: 'divination-palmistry', catalogue: { service: 'palmistry', packageName: 'Palmistry Reading' }, mode: 'astrologer', input: 'palm-photos', dueHours: ASTROLOGER_DUE_HOURS,
    checklist: ['palm-major-lines', 'palm-mounts', 'palm-hand-shape', 'palm-special-marks', 'palm-career-relationships'],
    receives: 'An astrologer reads the photos of your palms and writes your palmistry reading, within 48 hours.' },
  { key: 'divination-numerology', catalogue: { service: 'numerology', packageName: 'Numerology Reading' }, mode: 'automatic', input: 'numerology', dueHours: AUTOMATIC_DUE_HOURS,
    receives: 'Your core numbers (life path, destiny, soul urge, personality) read from your name and birth date: a PDF and an on-site view.' },
  { key: 'divination-tarot', catalogue: { service: 'tarot', packageName: 'Tarot Reading' }, mode: 'automatic', input: 'tarot-question', dueHours: AUTOMATIC_DUE_HOURS,
    receives: 'A ten-card Celtic Cross drawn for your question, each card read in its position: a PDF and an on-site view.' },
  // Match-making packages (two births each).
  { key: 'match-basic', catalogue: { service: 'match-making', packageName: 'Basic Match Analysis' }, mode: 'automatic', input: 'two-births', dueHours: AUTOMATIC_DUE_HOURS,
    receives: 'Ashtakoot guna milan of the groom\'s and the bride\'s birth charts: all eight kootas with explanations, the score, the Mangal dosha check for both and a verdict, as a PDF.' },
  { key: 'match-detailed', catalogue: { service: 'match-making', packageName: 'Detailed Compatibility' }, mode: 'automatic', input: 'two-births', dueHours: AUTOMATIC_DUE_HOURS,
    vouchers: [{ kind: 'consultation', minutes: 30, value: 30_000, specialization: MATCH_MAKING_SPECIALIZATION }],
    receives: 'Everything in Basic, plus both birth charts, Nadi and Bhakoot doshas with their cancellations and classical remedies for each dosha found, as a PDF, and a voucher for a 30-minute chat with a marriage astrologer to use within 30 days (₹300 back to your wallet if unused).' },
  { key: 'match-premium', catalogue: { service: 'match-making', packageName: 'Premium Match Making' }, mode: 'automatic', input: 'two-births', dueHours: AUTOMATIC_DUE_HOURS,
    vouchers: [
      { kind: 'consultation', minutes: 30, value: 30_000, specialization: MATCH_MAKING_SPECIALIZATION },
      { kind: 'follow-up', minutes: 15, value: 15_000, specialization: MATCH_MAKING_SPECIALIZATION },
    ],
    receives: 'Everything in Detailed, plus both navamsa (D9) charts and the coming 5 years of both dashas side by side, as a PDF, and vouchers for a 30-minute chat and a 15-minute follow-up with a marriage astrologer to use within 30 days (₹300 and ₹150 back to your wallet if unused).' },
];

/** The item a catalogue entry (service + package) or a report type is fulfilled by. */
export function findDeliverableItem(
  catalogue: { service: string; packageName: string } | { reportType: string },
): DeliverableItem | undefined {
  return deliverableItems.find((item) =>
    'reportType' in catalogue
      ? 'reportType' in item.catalogue && item.catalogue.reportType === catalogue.reportType
      : 'service' in item.catalogue &&
        item.catalogue.service === catalogue.service &&
        item.catalogue.packageName.toLowerCase() === catalogue.packageName.toLowerCase(),
  );
}

// ---------------------------------------------------------------------------------------------
// Input forms, one schema per kind. Messages are sentences a person can act on.
// ---------------------------------------------------------------------------------------------

export const deliverableInputMessages = {
  birthPlace: validationText('birth.placeFromSuggestions'),
  gender: validationText('deliverable.gender'),
  month: validationText('deliverable.month'),
  facing: validationText('deliverable.facing'),
  upload: validationText('deliverable.upload'),
  question: validationText('deliverable.question'),
  concern: validationText('deliverable.concern'),
  latinName: validationText('deliverable.latinName'),
  futureBirth: validationText('report.birthDateFuture'),
} as const;

const nameSchema = z.string({ message: messages.nameMin }).trim().min(2, messages.nameMin).max(100, validationText('name.max', { max: 100 }));
const placeSchema = z.string({ message: deliverableInputMessages.birthPlace }).trim().min(2, deliverableInputMessages.birthPlace).max(200);
/** An image uploaded through POST /api/uploads/order-image (the file name it answered with). */
const uploadIdSchema = z.string({ message: deliverableInputMessages.upload }).trim().regex(/^[A-Za-z0-9._-]{1,120}$/, deliverableInputMessages.upload);

/** A date no later than today anywhere on Earth (UTC+14), so a birth today in any zone is accepted. */
function isNotFutureDate(value: string): boolean {
  return value <= new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** One person's birth, with the place resolved to coordinates by the place search. */
export const personBirthSchema = z.object({
  name: nameSchema,
  gender: z.enum(['male', 'female', 'other'], { message: deliverableInputMessages.gender }),
  birthDate: calendarDateSchema.refine(isNotFutureDate, deliverableInputMessages.futureBirth),
  birthTime: clockTimeSchema,
  birthPlace: placeSchema,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  timezone: timeZoneInputSchema.optional(),
});
export type PersonBirth = z.infer<typeof personBirthSchema>;

/** One partner of a match: a birth without the gender, which the role (groom or bride) already says. */
export const partnerBirthSchema = personBirthSchema.omit({ gender: true });
export type PartnerBirth = z.infer<typeof partnerBirthSchema>;

/**
 * Orders stored before issue 32 carry `{ first, second }` (the form asked for a first and a second person, each
 * with a gender): the one man and the one woman among them are the groom and the bride; otherwise the first was
 * read as the groom, as the engine always did. Inputs with `groom` or `bride` are left as they are.
 */
function coupleFromLegacyInputs(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const { first, second, ...rest } = value as Record<string, unknown>;
  if ('groom' in rest || 'bride' in rest || (first === undefined && second === undefined)) return value;
  const genderOf = (person: unknown) => (person && typeof person === 'object' ? (person as { gender?: unknown }).gender : undefined);
  const swapped = genderOf(first) === 'female' && genderOf(second) === 'male';
  return { ...rest, groom: swapped ? second : first, bride: swapped ? first : second };
}

export const deliverableInputSchemas = {
  'one-birth': z.object({ person: personBirthSchema }),
  /** Remedies: the birth plus what the customer wants help with (the astrologer cannot write remedies without it). */
  'birth-and-concern': z.object({
    person: personBirthSchema,
    concern: z
      .string({ message: deliverableInputMessages.concern })
      .trim()
      .min(10, deliverableInputMessages.concern)
      .max(2000, validationText('common.tooLong', { max: 2000 })),
  }),
  /** Match-making and compatibility: the groom's and the bride's births (Ashtakoot reads each koota from the groom's side to the bride's). */
  'two-births': z.preprocess(coupleFromLegacyInputs, z.object({ groom: partnerBirthSchema, bride: partnerBirthSchema })),
  /** Pythagorean numerology counts the letters A-Z: the name is written in English letters. */
  numerology: z.object({
    fullName: nameSchema.refine((value) => /[a-z]/i.test(value), deliverableInputMessages.latinName),
    birthDate: calendarDateSchema.refine(isNotFutureDate, deliverableInputMessages.futureBirth),
  }),
  panchang: z.object({
    place: placeSchema,
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    timezone: timeZoneInputSchema.optional(),
    month: z.string({ message: deliverableInputMessages.month }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, deliverableInputMessages.month),
  }),
  'palm-photos': z.object({
    leftPalm: uploadIdSchema,
    rightPalm: uploadIdSchema,
    dominantHand: z.enum(['left', 'right'], { message: validationText('deliverable.dominantHand') }),
    question: z.string().trim().max(2000, validationText('common.tooLong', { max: 2000 })).optional(),
  }),
  'floor-plan': z.object({
    floorPlan: uploadIdSchema,
    facing: z.enum(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'], { message: deliverableInputMessages.facing }),
    propertyType: z.enum(['home', 'office', 'shop', 'plot'], { message: validationText('deliverable.propertyType') }),
    concern: z.string().trim().max(2000, validationText('common.tooLong', { max: 2000 })).optional(),
  }),
  'tarot-question': z.object({
    name: nameSchema,
    question: z.string({ message: deliverableInputMessages.question }).trim().min(10, deliverableInputMessages.question).max(500, validationText('common.tooLong', { max: 500 })),
  }),
  /** The astrological report form: see reportFormSchema in payment.ts (kept there for the existing endpoint). */
  'report-form': z.object({}).passthrough(),
} as const satisfies Record<DeliverableInputKind, z.ZodType>;

export type DeliverableInput<K extends DeliverableInputKind> = z.infer<(typeof deliverableInputSchemas)[K]>;

/** The input schema of an item (by its key), or undefined for an unknown key. */
export function deliverableInputSchemaFor(itemKey: string): z.ZodType | undefined {
  const item = deliverableItems.find((candidate) => candidate.key === itemKey);
  return item ? deliverableInputSchemas[item.input] : undefined;
}

// ---------------------------------------------------------------------------------------------
// The on-site view of a delivered item: the same content as its PDF, as data the web renders generically.
// ---------------------------------------------------------------------------------------------

export const deliverableBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paragraph'), text: z.string() }),
  /** A short list of points. */
  z.object({ kind: z.literal('list'), items: z.array(z.string()) }),
  /** Label: value rows (a person's birth details, a day's panchang). */
  z.object({ kind: z.literal('keyValues'), rows: z.array(z.object({ label: z.string(), value: z.string() })) }),
  /** A table: every row has one cell per column. */
  z.object({
    kind: z.literal('table'),
    caption: z.string().optional(),
    columns: z.array(z.string()).min(1),
    rows: z.array(z.array(z.string())),
  }),
  /**
   * A chart drawn by the engine: a self-contained SVG document (no scripts, no external references). The web
   * shows it as an image (`<img src="data:image/svg+xml;...">`), never as inline markup.
   */
  z.object({ kind: z.literal('chart'), title: z.string(), svg: z.string() }),
]);
export type DeliverableBlock = z.infer<typeof deliverableBlockSchema>;

export const deliverableSectionSchema = z.object({
  heading: z.string(),
  blocks: z.array(deliverableBlockSchema),
});
export type DeliverableSection = z.infer<typeof deliverableSectionSchema>;

export const deliverableViewSchema = z.object({
  itemKey: z.string(),
  title: z.string(),
  /** Who and what it is for: 'For Asha Rao, born 15 May 1990 in Chennai'. */
  subtitle: z.string(),
  /** The order's reference (payment transaction id). */
  reference: z.string(),
  /** ISO 8601 instant the content was computed. */
  generatedAt: z.string(),
  /** Scheduled items: which reading of the term this is (1-based) and the dates it covers. */
  period: z.object({ index: z.number().int().min(1), start: z.string(), end: z.string() }).optional(),
  sections: z.array(deliverableSectionSchema).min(1),
});
export type DeliverableView = z.infer<typeof deliverableViewSchema>;
