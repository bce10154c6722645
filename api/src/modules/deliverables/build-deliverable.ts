import {
  deliverableInputSchemas,
  deliverableItems,
  deliverableViewSchema,
  type DeliverableInput,
  type DeliverableInputKind,
  type DeliverableView,
  type UiLanguage,
} from '@astrosetu/contracts';
import { AppError } from '../../shared/errors/app-error';
import { birthLine, resolveBirth } from './content/birth';
import { writeAdvancedCalculations } from './content/advanced-calculations';
import { writeBirthChart, writeVedicReading } from './content/birth-chart';
import { writeMatch, type MatchLevel } from './content/match-making';
import { writeNumerologyCore, writeNumerologyFull } from './content/numerology';
import { monthTitle, writePanchangMonth } from './content/panchang-month';
import { writePersonalHoroscope } from './content/personal-horoscope';
import {
  writeAuspiciousHours,
  writeDayByDay,
  writeDayFromBirthStar,
  writeDayRemedy,
  writeFavourableDates,
  writeGoodAndBadHours,
  writePersonalRemedies,
  writeTransitAlerts,
} from './content/horoscope-guidance';
import type { PeriodFacts } from '../../astrology/horoscope/transits';
import type { ResolvedBirth } from './content/birth';
import { drawCelticCross, tarotWords, writeTarot } from './content/tarot';
import { periodRange, todayInIndia } from '../../astrology/horoscope/periods';
import { renderViewPdf } from './render-view-pdf';
import type { ReportText } from '../reports/report-text';
import { deliverableWords, type DeliverableWords } from './deliverable-words';

/** Every deliverable is written in the order's language (English when the order has none). */
function wordsFor(context: DeliverableContext): DeliverableWords {
  return deliverableWords(context.language);
}
import { ViewBuilder } from './view-builder';

/**
 * The entry points the orders module calls after payment, off the request path:
 *
 *   const { title, pdf, view } = await buildDeliverable('match-premium', order.inputs, { reference, generatedAt, customerName });
 *   const reading = await buildPeriodReading('horoscope-weekly-premium', order.inputs, { index: 3, start, end }, context);
 *
 * The input is validated again here with the item's schema (a stored order's inputs may predate a schema change);
 * a bad input throws AppError 400 with the schema's messages. Every builder is pure computation from the inputs:
 * the same inputs and generation time give the same content (the tarot draw excepted, which is random and
 * printed in the output).
 */

export interface DeliverableContext {
  /** The order's reference (payment transaction id). */
  reference: string;
  generatedAt: Date;
  /** The account holder's name, printed on the document (may differ from the person the chart is for). */
  customerName: string;
  /** The order's language for the document. Unset means English. */
  language?: UiLanguage;
}

export interface BuiltDeliverable {
  title: string;
  pdf: Buffer;
  view: DeliverableView;
}

interface Content {
  title: string;
  subtitle: string;
  write: (view: ViewBuilder) => void;
}

type Builder<K extends DeliverableInputKind> = { kind: K; content: (input: DeliverableInput<K>, context: DeliverableContext, words: DeliverableWords) => Content };

/** `title`: a sentence of the deliverables' catalogue (the item is written in the order's language), or English text. */
const oneBirth = (
  title: { key: string } | string,
  write: (view: ViewBuilder, birth: ReturnType<typeof resolveBirth>, context: DeliverableContext, words: DeliverableWords) => void,
): Builder<'one-birth'> => ({
  kind: 'one-birth',
  content: (input, context, words) => {
    const birth = resolveBirth(input.person, context.generatedAt);
    return {
      title: typeof title === 'string' ? title : words.say(title.key),
      subtitle: words.say('birth.forLine', { line: birthLine(input.person, words) }),
      write: (view) => write(view, birth, context, words),
    };
  },
});

const twoBirths = (level: MatchLevel): Builder<'two-births'> => ({
  kind: 'two-births',
  content: (input, context, words) => {
    const couple = { groom: resolveBirth(input.groom, context.generatedAt), bride: resolveBirth(input.bride, context.generatedAt) };
    return {
      title: words.say(`match.title.${level}`),
      subtitle: words.say('match.subtitle', { groom: input.groom.name, bride: input.bride.name }),
      write: (view) => writeMatch(view, couple, level, context.generatedAt, words),
    };
  },
});

const numerology = (titleKey: string, write: typeof writeNumerologyCore): Builder<'numerology'> => ({
  kind: 'numerology',
  content: (input, context, words) => ({
    title: words.say(titleKey),
    subtitle: words.say('birth.forNameAndDate', { name: input.fullName, date: input.birthDate }),
    write: (view) => write(view, input.fullName, input.birthDate, Number(todayInIndia(context.generatedAt).slice(0, 4)), words.language),
  }),
});

// Keys are the deliverable items' keys; each builder states the input kind its item's schema parses.
const builders: Record<string, Builder<never>> = {
  'tool-birth-chart': oneBirth({ key: 'title.birthChart' }, (view, birth, context, words) => writeBirthChart(view, birth, context.generatedAt, words)),
  'divination-birth-chart': oneBirth({ key: 'title.vedicReading' }, (view, birth, context, words) => writeVedicReading(view, birth, context.generatedAt, words)),
  'tool-daily-horoscope': oneBirth({ key: 'title.dailyHoroscope' }, (view, birth, context, words) => writePersonalHoroscope(view, birth, 'daily', context.generatedAt, words)),
  'tool-advanced-calculations': oneBirth({ key: 'title.advancedCalculations' }, (view, birth, context, words) => writeAdvancedCalculations(view, birth, context.generatedAt, words)),
  'tool-compatibility': twoBirths('tool'),
  'match-basic': twoBirths('basic'),
  'match-detailed': twoBirths('detailed'),
  'match-premium': twoBirths('premium'),
  'tool-numerology': numerology('title.numerologyFull', writeNumerologyFull),
  'divination-numerology': numerology('title.numerologyCore', writeNumerologyCore),
  'tool-panchang': {
    kind: 'panchang',
    content: (input: DeliverableInput<'panchang'>, _context: DeliverableContext, words: ReportText) => ({
      title: words.t('panchang.title', { month: monthTitle(words, input.month) }),
      subtitle: words.t('panchang.for', { place: input.place }),
      write: (view: ViewBuilder) => writePanchangMonth(view, input),
    }),
  } satisfies Builder<'panchang'>,
  'divination-tarot': {
    kind: 'tarot-question',
    content: (input: DeliverableInput<'tarot-question'>, _context: DeliverableContext, words: ReportText) => {
      const draw = drawCelticCross();
      const tarot = tarotWords(words.language);
      return { title: tarot.title, subtitle: tarot.subtitle(input.name), write: (view: ViewBuilder) => writeTarot(view, input.question, draw) };
    },
  } satisfies Builder<'tarot-question'>,
} as unknown as Record<string, Builder<never>>;

/**
 * The item keys this module builds: every `automatic` item except the three reports, and items that were
 * automatic before (`formerly`: the Daily Horoscope, sold as one reading before it became 30), for the orders
 * paid then, which keep fulfilment.mode 'automatic' and are built as the one reading they paid for.
 */
export const buildableItemKeys = (): string[] => Object.keys(builders);

function parseInput<K extends DeliverableInputKind>(kind: K, input: unknown): DeliverableInput<K> {
  const parsed = deliverableInputSchemas[kind].safeParse(input);
  if (!parsed.success) throw AppError.fromZod(parsed.error);
  return parsed.data as DeliverableInput<K>;
}

async function finish(itemKey: string, content: Content, context: DeliverableContext, period?: DeliverableView['period']): Promise<BuiltDeliverable> {
  const words = wordsFor(context);
  const builder = new ViewBuilder(words);
  content.write(builder);
  const view = deliverableViewSchema.parse(
    builder.build({
      itemKey,
      title: content.title,
      subtitle: context.customerName.trim() && !content.subtitle.includes(context.customerName.trim())
        ? words.t('deliverable.orderedBy', { subtitle: content.subtitle, name: context.customerName.trim() })
        : content.subtitle,
      reference: context.reference,
      generatedAt: context.generatedAt.toISOString(),
      ...(period ? { period } : {}),
    }),
  );
  return { title: content.title, pdf: await renderViewPdf(view, words), view };
}

export async function buildDeliverable(itemKey: string, input: unknown, context: DeliverableContext): Promise<BuiltDeliverable> {
  const item = deliverableItems.find((candidate) => candidate.key === itemKey);
  const builder = builders[itemKey];
  if (!item || !builder || (item.mode !== 'automatic' && item.formerly?.mode !== 'automatic')) throw AppError.badRequest(`${itemKey} is not built automatically`);
  const content = (builder.content as (input: unknown, context: DeliverableContext, words: DeliverableWords) => Content)(parseInput(builder.kind, input), context, wordsFor(context));
  return finish(itemKey, content, context);
}

const SCHEDULE_PERIOD = { day: 'daily', week: 'weekly', month: 'monthly' } as const;

type ReadingAddition = (view: ViewBuilder, birth: ResolvedBirth, facts: PeriodFacts, words: DeliverableWords) => void;

/**
 * What each scheduled item's reading adds to the gochara reading (content/horoscope-guidance.ts): the lines of
 * its card, each delivered (docs/deliverables.md, "Horoscope readings"). The ₹99 Daily Horoscope and the ₹199
 * Daily Premium differ by the Premium's birth-star reading of the day, its auspicious hours and the mantra.
 */
const scheduledReadings: Record<string, { titleKey: string; adds: ReadingAddition[] }> = {
  'tool-daily-horoscope': {
    titleKey: 'title.dailyHoroscopeReading',
    adds: [writeGoodAndBadHours, (view, birth, facts, words) => writeDayRemedy(view, birth, facts, words, false)],
  },
  'horoscope-daily-premium': {
    titleKey: 'title.premiumHoroscope.day',
    adds: [writeDayFromBirthStar, writeGoodAndBadHours, writeAuspiciousHours, (view, birth, facts, words) => writeDayRemedy(view, birth, facts, words, true)],
  },
  'horoscope-weekly-premium': { titleKey: 'title.premiumHoroscope.week', adds: [writeDayByDay, writeTransitAlerts] },
  'horoscope-monthly-premium': { titleKey: 'title.premiumHoroscope.month', adds: [writeFavourableDates, writeTransitAlerts, writePersonalRemedies] },
};

/**
 * One reading of a premium horoscope package: the day, week (Sunday to Saturday) or calendar month (IST) that
 * contains `period.start`, read from the customer's natal Moon and lagna. `index` is 1-based.
 */
export async function buildPeriodReading(
  itemKey: string,
  input: unknown,
  period: { index: number; start: Date; end: Date },
  context: DeliverableContext,
): Promise<BuiltDeliverable> {
  const item = deliverableItems.find((candidate) => candidate.key === itemKey);
  if (!item || item.mode !== 'scheduled' || !item.schedule) throw AppError.badRequest(`${itemKey} is not a scheduled package`);
  if (!Number.isInteger(period.index) || period.index < 1 || period.index > item.schedule.count) {
    throw AppError.badRequest(`Reading ${period.index} is outside this package's ${item.schedule.count} readings`);
  }
  const { person } = parseInput('one-birth', input);
  const birth = resolveBirth(person, context.generatedAt);
  const schedule = item.schedule;
  const words = wordsFor(context);
  const reading = scheduledReadings[itemKey];
  if (!reading) throw AppError.badRequest(`${itemKey} has no reading writer`);
  const title = words.say(reading.titleKey, { index: period.index, count: schedule.count });
  const content: Content = {
    title,
    subtitle: words.say('birth.forLine', { line: birthLine(person, words) }),
    write: (view) => {
      const { facts } = writePersonalHoroscope(view, birth, SCHEDULE_PERIOD[schedule.period], period.start, words);
      for (const add of reading.adds) add(view, birth, facts, words);
    },
  };
  // The dates the reading covers (its IST day, Sunday-Saturday week or calendar month), whether the caller's
  // `end` is inclusive or the next period's start.
  const range = periodRange(SCHEDULE_PERIOD[schedule.period], todayInIndia(period.start));
  return finish(itemKey, content, context, { index: period.index, start: range.start, end: range.end });
}
