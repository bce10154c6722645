import type { HoroscopeEntry, SignTransit } from '@astrosetu/contracts';
import { zodiacSignIds } from '@astrosetu/contracts';
import { formatClock, type TimeZoneSpec } from '../core/time-zone';
import { PLANET_COLORS, PLANET_NUMBER, SIGN_LORDS, SIGN_NAMES, type Planet } from '../core/vedic-data';
import { houseFrom } from '../chart/zodiac-point';
import { ordinal } from '../yogas/yogas';
import { INDIA_ZONE, longDay, shortDate, weekdayIndex } from './periods';
import type { PeriodFacts } from './transits';

/**
 * Readings written from real transits (gochara), counted from the reader's sign as the 1st house.
 *
 * A transit is favourable in the houses Phaladeepika (ch. 26) gives: Sun 3, 6, 10, 11; Moon 1, 3, 6, 7,
 * 10, 11; Mars, Saturn, Rahu and Ketu 3, 6, 11; Mercury 2, 4, 6, 8, 10, 11; Jupiter 2, 5, 7, 9, 11; Venus 1,
 * 2, 3, 4, 5, 8, 9, 11, 12. Elsewhere it is challenging; a retrograde planet's results are mixed (delayed).
 * The Moon in the 8th house (Chandrashtama) marks the days to be careful.
 *
 * Scores (0-100) start at 50 and move with the planets that govern them: mood with the Moon and Venus,
 * energy with the Sun, Mars and Saturn, finance with Jupiter, Venus, Mercury and the 2nd/11th/12th houses,
 * creativity with Venus, Mercury, the Moon and the 5th house. Lucky numbers and colours belong to the
 * favourable planets; the favourable time is the first daytime hora of the strongest favourable planet and
 * the time to avoid is Rahu Kalam, both for New Delhi. Wording varies with a hash of sign and date, so the
 * same sign and date always read the same.
 */

const FAVOURABLE_HOUSES: Record<Planet, readonly number[]> = {
  Sun: [3, 6, 10, 11],
  Moon: [1, 3, 6, 7, 10, 11],
  Mars: [3, 6, 11],
  Mercury: [2, 4, 6, 8, 10, 11],
  Jupiter: [2, 5, 7, 9, 11],
  Venus: [1, 2, 3, 4, 5, 8, 9, 11, 12],
  Saturn: [3, 6, 11],
  Rahu: [3, 6, 11],
  Ketu: [3, 6, 11],
};

const HOUSE_THEMES = [
  'self and vitality',
  'family, savings and speech',
  'courage, siblings and short journeys',
  'home, mother and inner peace',
  'creativity, romance and children',
  'daily work, health and competition',
  'partnerships and marriage',
  'change, research and hidden matters',
  'fortune, teachers and faith',
  'career and reputation',
  'gains, friends and wishes',
  'expenses, rest and the inner life',
];

/** Weight of each graha in a period's overall tone (slow planets shape weeks and months more). */
const WEIGHT: Record<string, Record<Planet, number>> = {
  daily: { Moon: 4, Sun: 2, Mars: 2, Mercury: 1.5, Venus: 1.5, Jupiter: 2, Saturn: 1.5, Rahu: 1, Ketu: 1 },
  weekly: { Moon: 1.5, Sun: 2, Mars: 2, Mercury: 2, Venus: 2, Jupiter: 2.5, Saturn: 2, Rahu: 1, Ketu: 1 },
  monthly: { Moon: 0.5, Sun: 2.5, Mars: 2, Mercury: 1.5, Venus: 2, Jupiter: 3, Saturn: 2.5, Rahu: 1.2, Ketu: 1 },
  // A year is shaped by the slow planets: Jupiter and Saturn spend a year or more in a sign, the nodes 18 months.
  yearly: { Moon: 0.1, Sun: 1, Mars: 1, Mercury: 0.5, Venus: 1, Jupiter: 4, Saturn: 4, Rahu: 2, Ketu: 1.5 },
};

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const monthOf = (date: string) => MONTH_NAMES[Number(date.slice(5, 7)) - 1];
/** Planets whose sign changes and stations a yearly reading mentions (the fast ones change too often to list). */
const YEARLY_MOVERS = ['Jupiter', 'Saturn', 'Rahu'];

const HORA_ORDER: Planet[] = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'];
const DAY_LORD: Planet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
/** Which eighth of the daytime is Rahu Kalam, Sunday to Saturday. */
const RAHU_KALAM_PART = [8, 2, 7, 5, 6, 4, 3];

export function isFavourable(planet: Planet, house: number): boolean {
  return FAVOURABLE_HOUSES[planet].includes(house);
}

function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

const clamp = (value: number) => Math.max(5, Math.min(98, Math.round(value)));

interface Context {
  sign: number;
  facts: PeriodFacts;
  transits: SignTransit[];
  seed: (key: string) => number;
}

function transitOf(context: Context, planet: Planet): SignTransit {
  return context.transits.find((transit) => transit.planet === planet)!;
}

function pick<T>(context: Context, key: string, options: readonly T[]): T {
  return options[context.seed(key) % options.length];
}

function scoreOf(context: Context, planet: Planet, good: number, bad: number): number {
  const transit = transitOf(context, planet);
  if (transit.effect === 'favourable') return good;
  if (transit.effect === 'mixed') return good / 3;
  return bad;
}

function houseOccupants(context: Context, house: number): Planet[] {
  return context.transits.filter((transit) => transit.house === house).map((transit) => transit.planet as Planet);
}

function periodWord(context: Context): string {
  return { daily: 'today', weekly: 'this week', monthly: 'this month', yearly: 'this year' }[context.facts.period];
}

/** 'The Sun in your 6th house of ...' (or 'the Sun' inside a sentence). */
function transitPhrase(transit: SignTransit, midSentence = false): string {
  const article = transit.planet === 'Sun' || transit.planet === 'Moon' ? (midSentence ? 'the ' : 'The ') : '';
  return `${article}${transit.planet}${transit.retrograde && transit.planet !== 'Rahu' && transit.planet !== 'Ketu' ? ' (retrograde)' : ''} in your ${ordinal(transit.house)} house of ${HOUSE_THEMES[transit.house - 1]}`;
}

function scores(context: Context) {
  const moon = transitOf(context, 'Moon');
  const chandrashtama = moon.house === 8 ? -12 : 0;
  const waxing = context.facts.panchang ? (context.facts.panchang.tithi.paksha === 'Shukla' ? 4 : -2) : 0;
  const mood = 50 + scoreOf(context, 'Moon', 22, -16) + scoreOf(context, 'Venus', 6, -4) + waxing + chandrashtama;
  const mars = transitOf(context, 'Mars');
  const energy = 50 + scoreOf(context, 'Sun', 14, -10) + scoreOf(context, 'Mars', 16, -12) + scoreOf(context, 'Saturn', 6, -6) + (mars.retrograde ? -5 : 0);
  const gainHouses = context.transits.filter((transit) => transit.house === 2 || transit.house === 11).length;
  const lossHouse = context.transits.filter((transit) => transit.house === 12).length;
  const finance = 50 + scoreOf(context, 'Jupiter', 15, -8) + scoreOf(context, 'Venus', 8, -5) + scoreOf(context, 'Mercury', 7, -5) + gainHouses * 4 - lossHouse * 4;
  const fifth = houseOccupants(context, 5).filter((planet) => ['Jupiter', 'Venus', 'Mercury', 'Moon'].includes(planet)).length;
  const creativity = 50 + scoreOf(context, 'Venus', 12, -8) + scoreOf(context, 'Mercury', 10, -6) + scoreOf(context, 'Moon', 8, -5) + fifth * 6;
  return { mood: clamp(mood), energy: clamp(energy), finance: clamp(finance), creativity: clamp(creativity) };
}

function ranked(context: Context): { best: SignTransit[]; worst: SignTransit[] } {
  const weights = WEIGHT[context.facts.period];
  const byWeight = (a: SignTransit, b: SignTransit) => weights[b.planet as Planet] - weights[a.planet as Planet] || a.planet.localeCompare(b.planet);
  return {
    best: context.transits.filter((transit) => transit.effect === 'favourable').sort(byWeight),
    worst: context.transits.filter((transit) => transit.effect === 'challenging').sort(byWeight),
  };
}

function prediction(context: Context): string {
  const { best, worst } = ranked(context);
  const moon = transitOf(context, 'Moon');
  const parts: string[] = [];
  if (context.facts.period === 'daily') {
    const panchang = context.facts.panchang;
    const sky = panchang ? ` (${panchang.nakshatra.name} nakshatra, ${panchang.tithi.paksha} ${panchang.tithi.name})` : '';
    parts.push(
      `The Moon moves through ${moon.sign}${sky}, your ${ordinal(moon.house)} house of ${HOUSE_THEMES[moon.house - 1]}` +
        (moon.effect === 'favourable'
          ? pick(context, 'moon-good', [', lifting your spirits and opening doors.', ', a helpful backdrop for what you start today.', ', so feelings and events line up in your favour.'])
          : moon.house === 8
            ? ', your Chandrashtama day: keep plans simple and avoid risks.'
            : pick(context, 'moon-bad', [', asking for patience before you react.', ', so pace yourself and keep expectations modest.', ', a day to observe more than to push.'])),
    );
  } else if (context.facts.period === 'yearly') {
    const good = goodDays(context);
    parts.push(
      good.length > 0
        ? `The Sun favours you in ${good.length} of the 12 months this year, first in ${monthOf(good[0].date)} (${good[0].reason}).`
        : 'The Sun gives little support this year; the slow planets below decide its course.',
    );
  } else {
    const good = context.facts.moonDays.filter((day) => isFavourable('Moon', houseFrom(context.sign, day.signIndex)));
    const first = good[0];
    parts.push(
      first
        ? `The Moon favours you on ${good.length} of the ${context.facts.moonDays.length} days ${periodWord(context)}, first on ${shortDate(first.date)} in your ${ordinal(houseFrom(context.sign, first.signIndex))} house of ${HOUSE_THEMES[houseFrom(context.sign, first.signIndex) - 1]}.`
        : `The Moon gives little support ${periodWord(context)}: keep plans for your ${ordinal(houseFrom(context.sign, context.facts.moonDays[0].signIndex))} house of ${HOUSE_THEMES[houseFrom(context.sign, context.facts.moonDays[0].signIndex) - 1]} modest.`,
    );
  }
  if (best.length > 0) {
    const lead = best.find((transit) => transit.planet !== 'Moon') ?? best[0];
    parts.push(`${transitPhrase(lead)} ${pick(context, 'lead', ['supports steady progress', 'brings help and good timing', 'rewards effort'])} ${periodWord(context)}.`);
  }
  if (worst.length > 0) {
    const block = worst.find((transit) => transit.planet !== 'Moon') ?? worst[0];
    parts.push(`With ${transitPhrase(block, true)}, ${pick(context, 'block', ['slow down where that area is concerned', 'double-check before you commit', 'expect some friction and stay flexible'])}.`);
  }
  const movers = context.facts.period === 'yearly' ? YEARLY_MOVERS : ['Sun', 'Mars', 'Jupiter', 'Saturn', 'Rahu'];
  for (const ingress of context.facts.ingresses.filter((entry) => movers.includes(entry.planet))) {
    parts.push(`${ingress.planet} enters ${SIGN_NAMES[ingress.toSign]} on ${shortDate(ingress.date)}, moving into your ${ordinal(houseFrom(context.sign, ingress.toSign))} house.`);
  }
  for (const station of context.facts.stations.filter((entry) => context.facts.period !== 'yearly' || YEARLY_MOVERS.includes(entry.planet))) {
    const transit = { house: houseFrom(context.sign, signOnDate(context, station.planet as Planet, station.date)) };
    parts.push(`${station.planet} turns ${station.turns} in your ${ordinal(transit.house)} house around ${shortDate(station.date)}${station.turns === 'retrograde' ? `: matters of ${HOUSE_THEMES[transit.house - 1]} need a second look` : `, and ${HOUSE_THEMES[transit.house - 1]} move forward again`}.`);
  }
  return parts.join(' ');
}

/**
 * One line of advice from this sign's own sky: put effort where the strongest favourable transit stands and go
 * gently where the strongest challenging one does, with the overall balance deciding the opening.
 */
/** The sidereal sign a planet is in on a date of the period, from its sign changes (the snapshot's sign when none). */
function signOnDate(context: Context, planet: Planet, date: string): number {
  const changes = context.facts.ingresses.filter((ingress) => ingress.planet === planet);
  const before = changes.filter((ingress) => ingress.date <= date).pop();
  if (before) return before.toSign;
  const after = changes.find((ingress) => ingress.date > date);
  if (after) return after.fromSign;
  return context.facts.transits.find((transit) => transit.planet === planet)!.signIndex;
}

function generalAdvice(context: Context): string {
  const { best, worst } = ranked(context);
  const balance = best.length - worst.length;
  const lead = best.find((transit) => transit.planet !== 'Moon') ?? best[0];
  // Never advise effort and care for the same house.
  const block = worst.find((transit) => transit.planet !== 'Moon' && transit.house !== lead?.house) ?? worst.find((transit) => transit.house !== lead?.house);
  const opening =
    balance >= 2
      ? pick(context, 'advice-good', ['Act on your plans', 'Take the initiative', 'Start the important things early'])
      : balance <= -2
        ? pick(context, 'advice-bad', ['Consolidate rather than expand', 'Keep a low profile and finish what is pending', 'Go slowly and avoid hasty decisions'])
        : pick(context, 'advice-mid', ['Balance effort with rest', 'Choose one priority at a time', 'Keep to routine and review bigger plans']);
  const towards = lead ? `; put your energy into ${HOUSE_THEMES[lead.house - 1]}, where ${lead.planet === 'Sun' || lead.planet === 'Moon' ? 'the ' : ''}${lead.planet} helps you` : '';
  const away = block ? `, and handle ${HOUSE_THEMES[block.house - 1]} with care while ${block.planet === 'Sun' || block.planet === 'Moon' ? 'the ' : ''}${block.planet} passes your ${ordinal(block.house)} house` : '';
  return `${opening}${towards}${away}.`;
}

function loveLife(context: Context): string {
  const venus = transitOf(context, 'Venus');
  const seventh = houseOccupants(context, 7);
  const fifth = houseOccupants(context, 5);
  const parts = [`${transitPhrase(venus)} ${venus.effect === 'favourable' ? 'brings warmth and affection to your relationships' : venus.effect === 'mixed' ? 'revives old feelings; go slowly with new ones' : 'can cool romance; show care in small, practical ways'}.`];
  if (seventh.includes('Mars')) parts.push('Mars in your 7th house heats up arguments with your partner: choose words with care.');
  else if (seventh.includes('Jupiter')) parts.push('Jupiter in your 7th house blesses partnerships and talks of commitment.');
  else if (seventh.includes('Saturn')) parts.push('Saturn in your 7th house asks for patience and responsibility in love.');
  if (fifth.includes('Moon') || fifth.includes('Venus')) parts.push(`With ${fifth.includes('Venus') ? 'Venus' : 'the Moon'} in your 5th house in ${SIGN_NAMES[(context.sign + 4) % 12]}, romance and fun come easily; plan time together.`);
  if (transitOf(context, 'Moon').house === 7 && context.facts.period === 'daily') parts.push('The Moon in your 7th house draws you towards your partner today.');
  return parts.join(' ');
}

function career(context: Context): string {
  const sun = transitOf(context, 'Sun');
  const saturn = transitOf(context, 'Saturn');
  const mercury = transitOf(context, 'Mercury');
  const tenth = houseOccupants(context, 10);
  const parts = [`${transitPhrase(sun)}: ${sun.effect === 'favourable' ? 'recognition and support from seniors come more easily' : 'keep ego out of work discussions and let results speak'}.`];
  parts.push(
    saturn.effect === 'favourable'
      ? `Saturn in your ${ordinal(saturn.house)} house rewards disciplined, steady work.`
      : saturn.effect === 'mixed'
        ? `Saturn, retrograde in your ${ordinal(saturn.house)} house, brings back unfinished work on ${HOUSE_THEMES[saturn.house - 1]}; close it before you start anything new.`
        : `Saturn in your ${ordinal(saturn.house)} house slows results; persistence pays more than shortcuts.`,
  );
  if (mercury.effect === 'favourable') parts.push(`Mercury in your ${ordinal(mercury.house)} house helps with paperwork, negotiations and learning new skills.`);
  else if (mercury.retrograde) parts.push(`Mercury is retrograde in your ${ordinal(mercury.house)} house: re-read contracts and back up your work.`);
  else parts.push(`Mercury in your ${ordinal(mercury.house)} house makes messages easy to misread: confirm important details in writing.`);
  if (tenth.length > 0) parts.push(`${tenth.join(' and ')} in your 10th house put${tenth.length > 1 ? '' : 's'} career matters in focus.`);
  return parts.join(' ');
}

function health(context: Context): string {
  const mars = transitOf(context, 'Mars');
  const moon = transitOf(context, 'Moon');
  const first = houseOccupants(context, 1).filter((planet) => ['Mars', 'Saturn', 'Rahu', 'Ketu'].includes(planet));
  const sixth = houseOccupants(context, 6);
  const parts: string[] = [];
  if (mars.effect === 'favourable') parts.push(`Mars in your ${ordinal(mars.house)} house gives good energy; exercise and physical tasks go well.`);
  else if (mars.effect === 'mixed') parts.push(`Mars, retrograde in your ${ordinal(mars.house)} house, gives energy in bursts: pace workouts and rest between them.`);
  else parts.push(`Mars in your ${ordinal(mars.house)} house can bring haste or heat: avoid injuries, spicy excess and arguments.`);
  if (first.length > 0) parts.push(`${first.join(' and ')} in your 1st house call${first.length > 1 ? '' : 's'} for extra rest and regular routines.`);
  if (sixth.includes('Sun') || sixth.includes('Mars')) parts.push('The 6th house is strong: a good time to beat lingering health issues.');
  if (moon.house === 8 && context.facts.period === 'daily') parts.push('With the Moon in your 8th house, sleep well and do not ignore small symptoms.');
  if (parts.length === 1) {
    const sixth = SIGN_NAMES[(context.sign + 5) % 12];
    parts.push(`${sixth}, your 6th house of health, ${pick(context, 'health', ['asks for light, regular meals and enough water', 'is best served by a short walk and some quiet breathing', 'wants you to stretch, hydrate and take breaks from screens'])}.`);
  }
  return parts.join(' ');
}

function finances(context: Context): string {
  const jupiter = transitOf(context, 'Jupiter');
  const second = houseOccupants(context, 2);
  const eleventh = houseOccupants(context, 11);
  const twelfth = houseOccupants(context, 12);
  const parts = [
    `${transitPhrase(jupiter)}: ${
      jupiter.effect === 'favourable'
        ? 'growth in income and good advice on money'
        : jupiter.effect === 'mixed'
          ? 'money owed or planned comes through late; review before you invest more'
          : 'spend on what lasts and avoid speculation'
    }.`,
  ];
  // Each planet is spoken of once, with its own verdict: Jupiter above, the others by the house they occupy.
  const others = (planets: Planet[]) => planets.filter((planet) => planet !== 'Jupiter');
  const byEffect = (planets: Planet[], effect: SignTransit['effect']) => planets.filter((planet) => transitOf(context, planet).effect === effect);
  const names = (planets: Planet[]) => planets.join(' and ');
  const gainers = byEffect(others(eleventh), 'favourable');
  const slowGainers = byEffect(others(eleventh), 'mixed');
  if (gainers.length > 0) parts.push(`${names(gainers)} in your 11th house of gains support${gainers.length > 1 ? '' : 's'} earnings.`);
  if (slowGainers.length > 0) parts.push(`${names(slowGainers)}, retrograde in your 11th house, bring${slowGainers.length > 1 ? '' : 's'} back gains you had written off, after some delay.`);
  if (others(second).length > 0) parts.push(`${names(others(second))} in your 2nd house draw${others(second).length > 1 ? '' : 's'} attention to savings and family money.`);
  const spenders = others(twelfth).filter((planet) => transitOf(context, planet).effect !== 'favourable');
  const pleasures = others(twelfth).filter((planet) => transitOf(context, planet).effect === 'favourable');
  if (spenders.length > 0) parts.push(`${names(spenders)} in your 12th house raise${spenders.length > 1 ? '' : 's'} expenses: budget ahead.`);
  if (pleasures.length > 0) parts.push(`${names(pleasures)} in your 12th house turn${pleasures.length > 1 ? '' : 's'} spending towards comfort, travel and gifts that are worth it.`);
  return parts.join(' ');
}

function spirituality(context: Context): string {
  const jupiter = transitOf(context, 'Jupiter');
  const ketu = transitOf(context, 'Ketu');
  const parts: string[] = [];
  if (context.facts.panchang) {
    const tithi = context.facts.panchang.tithi.name;
    const moonHouse = transitOf(context, 'Moon').house;
    if (tithi === 'Ekadashi') parts.push(`It is Ekadashi, with the Moon in your ${ordinal(moonHouse)} house: a traditional day for fasting and prayer.`);
    else if (tithi === 'Purnima') parts.push(`The full Moon in your ${ordinal(moonHouse)} house favours gratitude, charity and meditation.`);
    else if (tithi === 'Amavasya') parts.push(`On Amavasya, with the Moon in your ${ordinal(moonHouse)} house, remember your ancestors and keep the evening quiet.`);
  }
  if ([9, 12, 5].includes(jupiter.house)) parts.push(`Jupiter in your ${ordinal(jupiter.house)} house deepens faith and study of scripture.`);
  if ([12, 9, 1].includes(ketu.house)) parts.push(`Ketu in your ${ordinal(ketu.house)} house turns the mind inward; meditation comes easily.`);
  const lord = SIGN_LORDS[context.sign];
  parts.push(`Honour ${lord}, ruler of ${SIGN_NAMES[context.sign]}, with ${lord === 'Sun' ? 'water offered to the rising Sun' : lord === 'Moon' ? 'a Monday prayer to Shiva' : lord === 'Mars' ? 'the Hanuman Chalisa on Tuesday' : lord === 'Mercury' ? 'a Wednesday prayer to Ganesha' : lord === 'Jupiter' ? 'respect for teachers and a Thursday prayer' : lord === 'Venus' ? 'a Friday prayer to Lakshmi' : 'service to the needy on Saturday'}.`);
  return parts.join(' ');
}

function luckyNumbers(context: Context): number[] {
  const { best } = ranked(context);
  const numbers = best.slice(0, 2).map((transit) => PLANET_NUMBER[transit.planet as Planet]);
  numbers.push(PLANET_NUMBER[SIGN_LORDS[context.sign]]);
  const [, month, day] = context.facts.start.split('-').map(Number);
  numbers.push(((day + month + context.sign) % 9) + 1);
  return [...new Set(numbers)].slice(0, 3).sort((a, b) => a - b);
}

function luckyColors(context: Context): string[] {
  const { best } = ranked(context);
  const planets = [...best.slice(0, 2).map((transit) => transit.planet as Planet), SIGN_LORDS[context.sign]];
  return [...new Set(planets.map((planet, index) => PLANET_COLORS[planet][index === 0 ? 0 : context.seed(`color${index}`) % 2]))].slice(0, 3);
}

function horaWindow(planet: Planet, date: string, sunrise: number, sunset: number, zone: TimeZoneSpec): string | undefined {
  const hour = (sunset - sunrise) / 12;
  const first = DAY_LORD[weekdayIndex(date)];
  const start = HORA_ORDER.indexOf(first);
  for (let i = 0; i < 12; i += 1) {
    if (HORA_ORDER[(start + i) % 7] === planet) {
      const from = sunrise + i * hour;
      return `${formatClock(from, zone)} - ${formatClock(from + hour, zone)} (${planet} hora, New Delhi)`;
    }
  }
  return undefined;
}

function timing(context: Context): { favorableTime: string; avoidTime: string } {
  const { best } = ranked(context);
  const panchang = context.facts.panchang;
  if (context.facts.period === 'daily' && panchang?.sunrise && panchang.sunset) {
    const sunrise = Date.parse(panchang.sunrise);
    const sunset = Date.parse(panchang.sunset);
    const candidates = [...best.map((transit) => transit.planet as Planet), SIGN_LORDS[context.sign]].filter((planet) => planet !== 'Rahu' && planet !== 'Ketu');
    const favorableTime = horaWindow(candidates[0], context.facts.start, sunrise, sunset, INDIA_ZONE) ?? 'Morning hours after sunrise';
    const part = RAHU_KALAM_PART[weekdayIndex(context.facts.start)];
    const length = (sunset - sunrise) / 8;
    const from = sunrise + (part - 1) * length;
    return { favorableTime, avoidTime: `${formatClock(from, INDIA_ZONE)} - ${formatClock(from + length, INDIA_ZONE)} (Rahu Kalam, New Delhi)` };
  }
  const bestDays = goodDays(context);
  const cautionDays = badDays(context);
  if (context.facts.period === 'yearly') {
    return {
      favorableTime: bestDays.length > 0 ? bestDays.map((day) => monthOf(day.date)).join(', ') : 'No month stands out; steady effort works best',
      avoidTime: cautionDays.length > 0 ? `${cautionDays.map((day) => monthOf(day.date)).join(', ')}; daily Rahu Kalam` : 'Daily Rahu Kalam',
    };
  }
  return {
    favorableTime: bestDays.length > 0 ? bestDays.slice(0, 4).map((day) => longDay(day.date)).join(', ') : 'Mornings, after prayer or meditation',
    avoidTime: cautionDays.length > 0 ? `${cautionDays.map((day) => longDay(day.date)).join(', ')}; daily Rahu Kalam` : 'Daily Rahu Kalam',
  };
}

/** Yearly readings: the months (dated the 15th) whose Sun stands in a house good (or hard) for the Sun from this sign. */
function sunMonths(context: Context, houses: readonly number[]): { date: string; reason: string }[] {
  return (context.facts.sunMonths ?? [])
    .map((month) => ({ month, house: houseFrom(context.sign, month.signIndex) }))
    .filter(({ house }) => houses.includes(house))
    .map(({ month, house }) => ({ date: month.date, reason: `Sun in your ${ordinal(house)} house of ${HOUSE_THEMES[house - 1]}` }));
}

function goodDays(context: Context): { date: string; reason: string }[] {
  if (context.facts.period === 'yearly') return sunMonths(context, FAVOURABLE_HOUSES.Sun);
  return context.facts.moonDays
    .map((day) => ({ day, house: houseFrom(context.sign, day.signIndex) }))
    .filter(({ house }) => [3, 6, 10, 11].includes(house) || house === 1 || house === 7)
    .map(({ day, house }) => ({ date: day.date, reason: `Moon in your ${ordinal(house)} house of ${HOUSE_THEMES[house - 1]}` }));
}

function badDays(context: Context): { date: string; reason: string }[] {
  if (context.facts.period === 'yearly') return sunMonths(context, [8, 12]);
  return context.facts.moonDays
    .map((day) => ({ day, house: houseFrom(context.sign, day.signIndex) }))
    .filter(({ house }) => house === 8 || house === 12)
    .map(({ day, house }) => ({
      date: day.date,
      reason: house === 8 ? 'Moon in your 8th house (Chandrashtama)' : 'Moon in your 12th house of expenses',
    }));
}

/** Longest run of consecutive days, as '12-16 May' (with byMonth, of months dated the 15th, as 'March - May'), or undefined. */
function longestRun(days: string[], byMonth = false): string | undefined {
  if (days.length === 0) return undefined;
  if (byMonth) {
    let best: string[] = [];
    let current: string[] = [];
    for (const day of days) {
      const previous = current[current.length - 1];
      if (previous && Number(day.slice(5, 7)) - Number(previous.slice(5, 7)) === 1) current.push(day);
      else current = [day];
      if (current.length > best.length) best = [...current];
    }
    return best.length === 1 ? monthOf(best[0]) : `${monthOf(best[0])} - ${monthOf(best[best.length - 1])}`;
  }
  let best: string[] = [];
  let current: string[] = [];
  for (const day of days) {
    const previous = current[current.length - 1];
    if (previous && Date.parse(day) - Date.parse(previous) === 86_400_000) current.push(day);
    else current = [day];
    if (current.length > best.length) best = [...current];
  }
  return best.length === 1 ? shortDate(best[0]) : `${shortDate(best[0])} - ${shortDate(best[best.length - 1])}`;
}

function compatibleSigns(context: Context): string[] {
  const signs = [(context.sign + 4) % 12, (context.sign + 8) % 12];
  const jupiter = transitOf(context, 'Jupiter');
  if (jupiter.effect === 'favourable') signs.push((context.sign + jupiter.house - 1) % 12);
  return [...new Set(signs)].map((index) => SIGN_NAMES[index]);
}

/** A complete reading for one sign (0 = Aries) and one period, without its generation time. */
export function generateReading(signIndex: number, facts: PeriodFacts): Omit<HoroscopeEntry, 'generatedAt'> {
  const transits: SignTransit[] = facts.transits.map((transit) => {
    const house = houseFrom(signIndex, transit.signIndex);
    const favourable = isFavourable(transit.planet, house);
    const slowRetrograde = transit.retrograde && transit.planet !== 'Rahu' && transit.planet !== 'Ketu';
    return {
      planet: transit.planet,
      sign: SIGN_NAMES[transit.signIndex],
      house,
      retrograde: transit.retrograde,
      effect: favourable ? (slowRetrograde ? 'mixed' : 'favourable') : 'challenging',
    };
  });
  const id = zodiacSignIds[signIndex];
  const context: Context = { sign: signIndex, facts, transits, seed: (key) => hash(`${id}|${facts.period}|${facts.start}|${key}`) };
  const score = scores(context);
  const { favorableTime, avoidTime } = timing(context);
  const extra =
    facts.period === 'daily'
      ? {}
      : {
          bestDays: goodDays(context),
          cautionDays: badDays(context),
          favorablePeriod: longestRun(goodDays(context).map((day) => day.date), facts.period === 'yearly') ?? 'No standout stretch; steady effort works best',
          challengingPeriod: longestRun(badDays(context).map((day) => day.date), facts.period === 'yearly') ?? 'No marked difficult stretch',
        };
  return {
    sign: id,
    signName: SIGN_NAMES[signIndex],
    period: facts.period,
    periodStart: facts.start,
    periodEnd: facts.end,
    prediction: prediction(context),
    generalAdvice: generalAdvice(context),
    loveLife: loveLife(context),
    career: career(context),
    health: health(context),
    finances: finances(context),
    spirituality: spirituality(context),
    luckyNumbers: luckyNumbers(context),
    luckyColors: luckyColors(context),
    favorableTime,
    avoidTime,
    ...score,
    compatibleSigns: compatibleSigns(context),
    transits,
    ...extra,
  };
}
