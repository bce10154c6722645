import type { HoroscopeEntry, UiLanguage } from '@astrosetu/contracts';
import { localDateOf } from '../core/time-zone';
import { PLANETS as GRAHAS, SIGN_NAMES, type Planet } from '../core/vedic-data';
import { signIndexOf } from '../chart/zodiac-point';
import { computeSky } from '../ephemeris/sky';
import en from './locales/en.json';
import hi from './locales/hi.json';
import ta from './locales/ta.json';
import te from './locales/te.json';
import bn from './locales/bn.json';
import mr from './locales/mr.json';
import gu from './locales/gu.json';
import kn from './locales/kn.json';
import ml from './locales/ml.json';
import { INDIA_ZONE, addDays } from './periods';
import { readingLanguage, type ReadingLanguage } from './reading-language';
import { flatten, type Messages } from '../i18n/message-catalogue';

/**
 * Measures of a set of horoscope readings, used by the tests to keep the generator honest:
 *
 * - recurrence: the share of sentences (over the prose sections of the 12 signs' readings of one period) that
 *   appear word for word in the reading of more than one sign.
 * - contradictions: readings in which one planet is spoken of both favourably and unfavourably. A clause's
 *   polarity is read from fixed phrase lists and given to the planets the clause (or the one before it) names.
 * - adviceVariety: the number of different "general advice" texts among the 12 signs.
 * - readingProblems: what a reader would catch in any language (below).
 */

const PROSE_FIELDS = ['prediction', 'generalAdvice', 'loveLife', 'career', 'health', 'finances', 'spirituality'] as const;
const PLANETS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];

const POSITIVE = [/\bsupports?\b/i, /\bhelps?\b/i, /\brewards?\b/i, /\bblesses\b/i, /\bgrowth\b/i, /\bbrings? (warmth|help)\b/i, /\brecognition\b/i, /\blifting\b/i, /\bin your favour\b/i, /\bearnings rise\b/i];
const NEGATIVE = [/\bavoid\b/i, /\bslows?\b/i, /\bcool\b/i, /\bfriction\b/i, /\bdouble-check\b/i, /\bhaste\b/i, /\braise[s]? expenses\b/i, /\bstrain\b/i, /\bdelay/i, /\bcaution\b/i];

export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

function polarity(sentence: string): 'positive' | 'negative' | 'both' | 'none' {
  const positive = POSITIVE.some((pattern) => pattern.test(sentence));
  const negative = NEGATIVE.some((pattern) => pattern.test(sentence));
  return positive && negative ? 'both' : positive ? 'positive' : negative ? 'negative' : 'none';
}

/**
 * The planets a reading speaks of both well and badly (sentences that are themselves mixed are left out). A planet
 * is judged per house it is said to stand in: a yearly reading may praise Jupiter in the 5th and warn of it in the
 * 4th, months apart.
 */
export function contradictionsIn(reading: Pick<HoroscopeEntry, (typeof PROSE_FIELDS)[number]>): string[] {
  const claims = new Map<string, Map<string, Set<'positive' | 'negative'>>>();
  for (const field of PROSE_FIELDS) {
    for (const sentence of sentencesOf(reading[field])) {
      // A clause's tone belongs to the planets it names, or else to those of the clause before it
      // ("With Jupiter in your 4th house, double-check before you commit"), and to the house last named with them.
      let current: string[] = [];
      let house = '?';
      for (const clause of sentence.split(/[,;:]\s*/)) {
        const named = PLANETS.filter((name) => new RegExp(`\\b${name}\\b`).test(clause));
        const houseNamed = /\b(\d{1,2})(?:st|nd|rd|th) house\b/.exec(clause)?.[1];
        if (named.length > 0) {
          current = named;
          house = houseNamed ?? '?';
        } else if (houseNamed) house = houseNamed;
        const tone = polarity(clause);
        if (tone !== 'positive' && tone !== 'negative') continue;
        for (const planet of current) {
          const byHouse = claims.get(planet) ?? new Map<string, Set<'positive' | 'negative'>>();
          byHouse.set(house, (byHouse.get(house) ?? new Set()).add(tone));
          claims.set(planet, byHouse);
        }
      }
    }
  }
  // A claim without a house belongs to the planet's one house when the reading gives it one (a day, a week, a
  // month); when the reading gives it several (a year's stretches) it cannot be placed and is judged on its own.
  const conflicting = (byHouse: Map<string, Set<'positive' | 'negative'>>) => {
    const unknown = byHouse.get('?') ?? new Set();
    const known = [...byHouse].filter(([house]) => house !== '?').map(([, tones]) => tones);
    if (known.length === 1) return new Set([...known[0], ...unknown]).size === 2;
    return [...known, unknown].some((tones) => tones.size === 2);
  };
  return [...claims].filter(([, byHouse]) => conflicting(byHouse)).map(([planet]) => planet);
}

export function recurrenceOf(readings: readonly Pick<HoroscopeEntry, (typeof PROSE_FIELDS)[number]>[]): { sentences: number; recurring: number } {
  const signsBySentence = new Map<string, Set<number>>();
  readings.forEach((reading, index) => {
    for (const field of PROSE_FIELDS) {
      for (const sentence of sentencesOf(reading[field])) signsBySentence.set(sentence, (signsBySentence.get(sentence) ?? new Set()).add(index));
    }
  });
  let sentences = 0;
  let recurring = 0;
  readings.forEach((reading, index) => {
    for (const field of PROSE_FIELDS) {
      for (const sentence of sentencesOf(reading[field])) {
        sentences += 1;
        if ([...signsBySentence.get(sentence)!].some((other) => other !== index)) recurring += 1;
      }
    }
  });
  return { sentences, recurring };
}

/**
 * What a careful reader would catch in one reading, in any offered language. The reading's text is matched against
 * the catalogue's own sentences (locales/<language>.json, placeholders read back into houses, planets, signs and
 * dates), so the check reads exactly what the reader reads:
 *
 * - house-verdict: a house both favoured ("put your energy into ...") and cautioned ("slow down ...") in one reading;
 * - year-long-retrograde: a yearly reading stating a retrograde as a state (undated), or dating one over the whole year;
 * - ingress-day: a sign change dated on another day than the IST civil day on which it happens (found here to the
 *   minute, independently of the generator's day-by-day scan).
 */
export interface ReadingProblem {
  kind: 'house-verdict' | 'year-long-retrograde' | 'ingress-day';
  detail: string;
}

type Stance = 'favoured' | 'cautioned';
/** Where a sentence takes its house from: a placeholder (a house ordinal, a theme, or a whole transit phrase) or a fixed house. */
type HouseSource = { from: 'house' | 'theme' | 'transit' | 'leadTheme' | 'blockHouse' } | { fixed: number };

/** The sentences that take a stance on a house, by catalogue key (a trailing '*' covers numbered variants and plurals). */
const STANCES: Array<{ key: string; stance: Stance; house: HouseSource }> = [
  { key: 'prediction.moonGood.*', stance: 'favoured', house: { from: 'house' } },
  { key: 'prediction.moonHard.*', stance: 'cautioned', house: { from: 'house' } },
  { key: 'prediction.chandrashtama', stance: 'cautioned', house: { from: 'house' } },
  { key: 'prediction.lead.*', stance: 'favoured', house: { from: 'transit' } },
  { key: 'prediction.block.*', stance: 'cautioned', house: { from: 'transit' } },
  { key: 'advice.towards', stance: 'favoured', house: { from: 'leadTheme' } },
  { key: 'advice.both', stance: 'favoured', house: { from: 'leadTheme' } },
  { key: 'advice.both', stance: 'cautioned', house: { from: 'blockHouse' } },
  { key: 'advice.away', stance: 'cautioned', house: { from: 'blockHouse' } },
  { key: 'love.venus.favourable', stance: 'favoured', house: { from: 'transit' } },
  { key: 'love.venus.challenging', stance: 'cautioned', house: { from: 'transit' } },
  { key: 'love.jupiterSeventh', stance: 'favoured', house: { fixed: 7 } },
  { key: 'love.marsSeventh', stance: 'cautioned', house: { fixed: 7 } },
  { key: 'love.saturnSeventh', stance: 'cautioned', house: { fixed: 7 } },
  { key: 'career.saturn.favourable', stance: 'favoured', house: { from: 'house' } },
  { key: 'career.saturn.challenging', stance: 'cautioned', house: { from: 'house' } },
  { key: 'health.mars.favourable', stance: 'favoured', house: { from: 'house' } },
  { key: 'health.mars.challenging', stance: 'cautioned', house: { from: 'house' } },
  { key: 'finance.jupiter.favourable', stance: 'favoured', house: { from: 'transit' } },
  { key: 'finance.jupiter.challenging', stance: 'cautioned', house: { from: 'transit' } },
  { key: 'finance.gainers*', stance: 'favoured', house: { fixed: 11 } },
  { key: 'finance.spenders*', stance: 'cautioned', house: { fixed: 12 } },
  { key: 'yearly.stay.favoured', stance: 'favoured', house: { from: 'house' } },
  { key: 'yearly.stay.cautioned', stance: 'cautioned', house: { from: 'house' } },
  { key: 'yearly.career.saturn.favoured', stance: 'favoured', house: { from: 'house' } },
  { key: 'yearly.career.saturn.cautioned', stance: 'cautioned', house: { from: 'house' } },
  { key: 'yearly.finance.jupiter.favoured', stance: 'favoured', house: { from: 'house' } },
  { key: 'yearly.finance.jupiter.cautioned', stance: 'cautioned', house: { from: 'house' } },
  { key: 'yearly.finance.gainer', stance: 'favoured', house: { fixed: 11 } },
  { key: 'yearly.finance.spender', stance: 'cautioned', house: { fixed: 12 } },
  { key: 'yearly.love.jupiterSeventh', stance: 'favoured', house: { fixed: 7 } },
  { key: 'yearly.love.saturnSeventh', stance: 'cautioned', house: { fixed: 7 } },
];

/** Sentences that state a retrograde without dates: right for a day, a week or a month, wrong for a year. */
const RETROGRADE_STATES = ['career.mercury.retrograde', 'career.saturn.mixed', 'health.mars.mixed', 'finance.slowGainers*', 'finance.jupiter.mixed', 'love.venus.mixed'];
/** Sentences that date a retrograde stretch: wrong only when the stretch is the whole year. */
const DATED_RETROGRADES = ['yearly.retrograde', 'yearly.love.venusRetrograde', 'yearly.career.mercuryRetrograde', 'yearly.health.marsRetrograde', 'yearly.finance.jupiterRetrograde'];
/** Sentences that date a sign change: the planet, its new sign and the day (or the first day of the stay). */
const INGRESSES = [
  { key: 'prediction.ingress', date: 'date' },
  { key: 'yearly.stay.*', date: 'from' },
];

interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
  /** The template's longest fixed text: a reading without it cannot hold the sentence (a cheap test first). */
  literal: string;
}

const CATALOGUES: Record<UiLanguage, Messages> = { en, hi, ta, te, bn, mr, gu, kn, ml } as Record<UiLanguage, Messages>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A placeholder never crosses the end of a sentence (English, Tamil '.', Hindi '।'). */
const PLACEHOLDER = '([^.!?।]*?)';
const SENTENCE_START = '(?:^|(?<=[.!?।] ))';

function compile(key: string, text: string, whole = false): Template {
  const names: string[] = [];
  const parts = text.split(/(\{\{\s*\w+\s*\}\})/);
  const literal = parts.filter((part) => !/^\{\{/.test(part)).reduce((longest, part) => (part.length > longest.length ? part : longest), '');
  const source = parts
    .map((part) => {
      const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      names.push(name);
      return PLACEHOLDER;
    })
    .join('');
  // Every catalogue sentence starts a sentence of the reading (sections are whole sentences joined by spaces).
  return { key, pattern: new RegExp(whole ? `^${source}$` : `${SENTENCE_START}${source}`, 'g'), names, literal };
}

interface LanguageTools {
  language: ReadingLanguage;
  templates: Map<string, Template[]>;
  transit: Template;
  houseByOrdinal: Map<string, number>;
  houseByTheme: Map<string, number>;
  planetByName: Map<string, Planet>;
  signByName: Map<string, number>;
  retrogradeMark: string;
}

const toolsCache = new Map<UiLanguage, LanguageTools>();

function toolsFor(code: UiLanguage): LanguageTools {
  const cached = toolsCache.get(code);
  if (cached) return cached;
  const language = readingLanguage(code);
  const flat = flatten(CATALOGUES[code]);
  const templates = new Map<string, Template[]>();
  const matching = (pattern: string) => [...flat.keys()].filter((key) => (pattern.endsWith('*') ? key.startsWith(pattern.slice(0, -1)) : key === pattern));
  for (const pattern of [...STANCES.map((entry) => entry.key), ...RETROGRADE_STATES, ...DATED_RETROGRADES, ...INGRESSES.map((entry) => entry.key)]) {
    templates.set(pattern, matching(pattern).map((key) => compile(key, flat.get(key)!)));
  }
  const houses = Array.from({ length: 12 }, (_, index) => index + 1);
  const planetByName = new Map<string, Planet>();
  for (const planet of GRAHAS) for (const name of [language.bare(planet), language.planet(planet), language.planet(planet, true)]) planetByName.set(name, planet);
  const tools: LanguageTools = {
    language,
    templates,
    transit: compile('transit.phrase', flat.get('transit.phrase')!, true),
    houseByOrdinal: new Map(houses.map((house) => [language.house(house), house])),
    houseByTheme: new Map(houses.map((house) => [language.theme(house), house])),
    planetByName,
    signByName: new Map(SIGN_NAMES.map((name, index) => [language.signBeforeRashi(name), index])),
    retrogradeMark: language.t('transit.retrograde').trim(),
  };
  toolsCache.set(code, tools);
  return tools;
}

interface Found {
  key: string;
  values: Record<string, string>;
}

function find(tools: LanguageTools, pattern: string, text: string): Found[] {
  const found: Found[] = [];
  for (const template of tools.templates.get(pattern) ?? []) {
    if (!text.includes(template.literal)) continue;
    for (const match of text.matchAll(template.pattern)) {
      const values: Record<string, string> = {};
      template.names.forEach((name, index) => (values[name] = match[index + 1].trim()));
      found.push({ key: template.key, values });
    }
  }
  return found;
}

function houseOf(tools: LanguageTools, source: HouseSource, values: Record<string, string>): number | undefined {
  if ('fixed' in source) return source.fixed;
  const value = values[source.from];
  if (value === undefined) return undefined;
  if (source.from === 'theme' || source.from === 'leadTheme') return tools.houseByTheme.get(value);
  if (source.from === 'transit') {
    tools.transit.pattern.lastIndex = 0;
    const match = tools.transit.pattern.exec(value);
    const index = tools.transit.names.indexOf('house');
    return match ? tools.houseByOrdinal.get(match[index + 1].trim()) : undefined;
  }
  return tools.houseByOrdinal.get(value);
}

/** The IST days (from instants found to the second) on which a planet's sidereal sign becomes `sign`, within three days of a date. */
const ingressDays = new Map<string, string[]>();
function ingressDaysNear(planet: Planet, sign: number, date: string): string[] {
  const cacheKey = `${planet}|${sign}|${date}`;
  const cached = ingressDays.get(cacheKey);
  if (cached) return cached;
  const signAt = (ms: number) => signIndexOf(computeSky(ms).bodies[planet].siderealLongitude);
  const from = Date.parse(`${addDays(date, -3)}T00:00:00Z`);
  const step = 3 * 3_600_000;
  const days: string[] = [];
  for (let at = from; at < from + 7 * 86_400_000; at += step) {
    const before = signAt(at);
    const after = signAt(at + step);
    if (before === after || after !== sign) continue;
    let low = at;
    let high = at + step;
    // To the second: an ingress at 23:59:57 IST belongs to that day.
    while (high - low > 1_000) {
      const middle = (low + high) / 2;
      if (signAt(middle) === before) low = middle;
      else high = middle;
    }
    days.push(localDateOf(high, INDIA_ZONE));
  }
  ingressDays.set(cacheKey, days);
  return days;
}

type CheckedReading = Pick<HoroscopeEntry, (typeof PROSE_FIELDS)[number] | 'sign' | 'period' | 'periodStart' | 'periodEnd'>;

export function readingProblems(reading: CheckedReading, code: UiLanguage): ReadingProblem[] {
  const tools = toolsFor(code);
  const { language } = tools;
  const problems: ReadingProblem[] = [];
  const text = PROSE_FIELDS.map((field) => reading[field].trim())
    .filter((section) => section.length > 0)
    .join(' ');
  const yearly = reading.period === 'yearly';
  const where = `${reading.period} ${reading.periodStart} ${reading.sign} (${code})`;

  // The yearly.* sentences belong to yearly readings; every other sentence is looked for in every reading.
  const stances = STANCES.filter((entry) => yearly || !entry.key.startsWith('yearly.'));
  const seen = new Map<number, Set<Stance>>();
  for (const entry of stances) {
    for (const found of find(tools, entry.key, text)) {
      const house = houseOf(tools, entry.house, found.values);
      if (house !== undefined) seen.set(house, (seen.get(house) ?? new Set()).add(entry.stance));
    }
  }
  for (const [house, verdicts] of seen) {
    if (verdicts.size === 2) problems.push({ kind: 'house-verdict', detail: `${where}: house ${house} is both favoured and cautioned` });
  }

  if (yearly) {
    for (const pattern of RETROGRADE_STATES) {
      for (const found of find(tools, pattern, text)) problems.push({ kind: 'year-long-retrograde', detail: `${where}: ${found.key} states a retrograde for the year` });
    }
    if (text.includes(tools.retrogradeMark)) problems.push({ kind: 'year-long-retrograde', detail: `${where}: a planet is marked ${tools.retrogradeMark} for the year` });
    const first = language.shortDate(reading.periodStart);
    const last = language.shortDate(reading.periodEnd);
    for (const pattern of DATED_RETROGRADES) {
      for (const found of find(tools, pattern, text)) {
        if (found.values.from === first && found.values.to === last) problems.push({ kind: 'year-long-retrograde', detail: `${where}: ${found.key} runs the whole year` });
      }
    }
  }

  const dateByText = new Map<string, string>();
  // Days are written without the year: the period's own days are read first ('1 Jan' of a year is its first day).
  for (let day = addDays(reading.periodStart, -1); day <= addDays(reading.periodEnd, 1); day = addDays(day, 1)) {
    const inPeriod = day >= reading.periodStart && day <= reading.periodEnd;
    if (inPeriod || !dateByText.has(language.shortDate(day))) dateByText.set(language.shortDate(day), day);
  }
  for (const { key, date: dateName } of INGRESSES) {
    if (!yearly && key.startsWith('yearly.')) continue;
    for (const found of find(tools, key, text)) {
      const planet = tools.planetByName.get(found.values.planet);
      const sign = tools.signByName.get(found.values.sign);
      const date = dateByText.get(found.values[dateName]);
      // A yearly stay from the year's first day is where the planet stands, not a sign change.
      if (dateName === 'from' && date === reading.periodStart) continue;
      if (planet === undefined || sign === undefined || date === undefined) {
        problems.push({ kind: 'ingress-day', detail: `${where}: cannot read the sign change in ${found.key} (${JSON.stringify(found.values)})` });
        continue;
      }
      const actual = ingressDaysNear(planet, sign, date);
      if (!actual.includes(date)) {
        problems.push({ kind: 'ingress-day', detail: `${where}: ${planet} enters ${SIGN_NAMES[sign]} on ${actual.join(' / ') || 'no day near'} (IST), dated ${date}` });
      }
    }
  }
  return problems;
}
