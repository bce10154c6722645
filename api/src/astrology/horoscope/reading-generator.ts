import type { HoroscopeEntry, SignTransit, UiLanguage } from '@astrosetu/contracts';
import { zodiacSignIds } from '@astrosetu/contracts';
import type { TimeZoneSpec } from '../core/time-zone';
import { PLANET_COLORS, PLANET_NUMBER, SIGN_LORDS, SIGN_NAMES, type Planet } from '../core/vedic-data';
import { houseFrom } from '../chart/zodiac-point';
import { nakshatraName, pakshaName, tithiNameIn } from '../i18n/astrology-names';
import { INDIA_ZONE, weekdayIndex } from './periods';
import { readingLanguage, type ReadingLanguage } from './reading-language';
import type { PeriodFacts } from './transits';
import { FAVOURABLE_HOUSES, WEIGHT, houseVerdicts, isFavourable, type HouseVerdict } from './house-verdicts';

export { isFavourable } from './house-verdicts';
import { yearlySections } from './yearly-reading';

/**
 * Readings written from real transits (gochara), counted from the reader's sign as the 1st house.
 *
 * A transit is favourable or challenging by the houses Phaladeepika (ch. 26) gives (house-verdicts.ts); a retrograde
 * planet's results are mixed (delayed). Each occupied house gets one verdict for the whole reading, which every
 * section keeps to: the prediction's lead and the advice's effort go to a favoured house, their cautions to a
 * cautioned one. The Moon in the 8th house (Chandrashtama) marks the days to be careful. Yearly readings are written
 * from the year's dated stays and retrograde stretches (yearly-reading.ts), not from one day's sky.
 *
 * Scores (0-100) start at 50 and move with the planets that govern them: mood with the Moon and Venus,
 * energy with the Sun, Mars and Saturn, finance with Jupiter, Venus, Mercury and the 2nd/11th/12th houses,
 * creativity with Venus, Mercury, the Moon and the 5th house. Lucky numbers and colours belong to the
 * favourable planets; the favourable time is the first daytime hora of the strongest favourable planet and
 * the time to avoid is Rahu Kalam, both for New Delhi. Wording varies with a hash of sign and date, so the
 * same sign and date always read the same.
 *
 * The words are whole sentences per language in locales/<language>.json (English, Hindi, Tamil), each written in
 * its language around placeholders (the planet, the house, the sign, a date): the same astrology chooses the
 * sentence, and each language says it its own way.
 */

/** Planets whose sign changes a week's or a month's reading mentions (yearly readings date the slow planets' stays). */
const MOVERS = ['Sun', 'Mars', 'Jupiter', 'Saturn', 'Rahu'];

const HORA_ORDER: Planet[] = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'];
const DAY_LORD: Planet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
/** Which eighth of the daytime is Rahu Kalam, Sunday to Saturday. */
const RAHU_KALAM_PART = [8, 2, 7, 5, 6, 4, 3];

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
  language: ReadingLanguage;
  facts: PeriodFacts;
  transits: SignTransit[];
  /** One verdict per occupied house, which every section of the reading keeps to (house-verdicts.ts). */
  verdicts: Map<number, HouseVerdict>;
  seed: (key: string) => number;
}

/**
 * How a section speaks of a planet: 'mixed' for a retrograde one in a good house (its own, neutral wording), else
 * the verdict of the house it stands in, so a house is never favoured in one sentence and cautioned in another.
 */
function stanceOf(context: Context, transit: SignTransit): 'favourable' | 'mixed' | 'challenging' {
  if (transit.effect === 'mixed') return 'mixed';
  return context.verdicts.get(transit.house) === 'cautioned' ? 'challenging' : context.verdicts.get(transit.house) === 'favoured' ? 'favourable' : transit.effect;
}

/** The transits a reading leads with and warns about: the heaviest in a favoured house and in a cautioned one. */
function pillars(context: Context): { lead?: SignTransit; block?: SignTransit } {
  const { best, worst } = ranked(context);
  const inFavoured = best.filter((transit) => context.verdicts.get(transit.house) === 'favoured');
  const inCautioned = worst.filter((transit) => context.verdicts.get(transit.house) === 'cautioned');
  return {
    lead: inFavoured.find((transit) => transit.planet !== 'Moon') ?? inFavoured[0],
    block: inCautioned.find((transit) => transit.planet !== 'Moon') ?? inCautioned[0],
  };
}

function transitOf(context: Context, planet: Planet): SignTransit {
  return context.transits.find((transit) => transit.planet === planet)!;
}

/** One of `count` wordings (keys `<base>.0` ...), chosen by the seed: the same sign and date always read the same. */
function variant(context: Context, seedKey: string, count: number): number {
  return context.seed(seedKey) % count;
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
  return context.language.t(`when.${context.facts.period}`);
}

/** 'The Sun in your 6th house of ...' (or 'the Sun' inside a sentence). */
function transitPhrase(context: Context, transit: SignTransit, midSentence = false): string {
  const { t, planet, house, theme } = context.language;
  const retrograde = transit.retrograde && transit.planet !== 'Rahu' && transit.planet !== 'Ketu' ? t('transit.retrograde') : '';
  return t('transit.phrase', { planet: planet(transit.planet, midSentence), retrograde, house: house(transit.house), theme: theme(transit.house) });
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

/** Yearly readings open with the Sun's year: in how many months it favours the sign, and the first of them. */
function sunYearSentence(context: Context): string {
  const { t, month } = context.language;
  const good = goodDays(context);
  return good.length > 0 ? t('prediction.sunYear', { count: good.length, month: month(good[0].date), reason: good[0].reason }) : t('prediction.sunYearNone');
}

/** The prediction of a day, a week or a month (a year's is written by yearly-reading.ts). */
function prediction(context: Context): string {
  const { t, house, theme, shortDate, bare, code } = context.language;
  const { lead, block } = pillars(context);
  const moon = transitOf(context, 'Moon');
  const parts: string[] = [];
  if (context.facts.period === 'daily') {
    const panchang = context.facts.panchang;
    const sky = panchang
      ? ` ${t('prediction.sky', { nakshatra: nakshatraName(code, panchang.nakshatra.name), paksha: pakshaName(code, panchang.tithi.paksha), tithi: tithiNameIn(code, panchang.tithi.name) })}`
      : '';
    const params = { sign: context.language.signBeforeRashi(moon.sign), sky, house: house(moon.house), theme: theme(moon.house) };
    const moonVerdict = context.verdicts.get(moon.house);
    parts.push(
      moonVerdict === 'favoured'
        ? t(`prediction.moonGood.${variant(context, 'moon-good', 3)}`, params)
        : moon.house === 8
          ? t('prediction.chandrashtama', params)
          : t(`prediction.moonHard.${variant(context, 'moon-bad', 3)}`, params),
    );
  } else {
    const good = context.facts.moonDays.filter((day) => isFavourable('Moon', houseFrom(context.sign, day.signIndex)));
    const first = good[0];
    const when = periodWord(context);
    if (first) {
      const firstHouse = houseFrom(context.sign, first.signIndex);
      parts.push(t('prediction.moonDays', { count: good.length, total: context.facts.moonDays.length, when, date: shortDate(first.date), house: house(firstHouse), theme: theme(firstHouse) }));
    } else {
      const firstHouse = houseFrom(context.sign, context.facts.moonDays[0].signIndex);
      parts.push(t('prediction.moonDaysNone', { when, house: house(firstHouse), theme: theme(firstHouse) }));
    }
  }
  if (lead) parts.push(t(`prediction.lead.${variant(context, 'lead', 3)}`, { transit: transitPhrase(context, lead), when: periodWord(context) }));
  if (block) parts.push(t(`prediction.block.${variant(context, 'block', 3)}`, { transit: transitPhrase(context, block, true) }));
  for (const ingress of context.facts.ingresses.filter((entry) => MOVERS.includes(entry.planet))) {
    parts.push(t('prediction.ingress', { planet: bare(ingress.planet), sign: context.language.signBeforeRashi(SIGN_NAMES[ingress.toSign]), date: shortDate(ingress.date), house: house(houseFrom(context.sign, ingress.toSign)) }));
  }
  for (const station of context.facts.stations) {
    const stationHouse = houseFrom(context.sign, signOnDate(context, station.planet as Planet, station.date));
    const params = { planet: bare(station.planet), house: house(stationHouse), date: shortDate(station.date), theme: theme(stationHouse) };
    parts.push(station.turns === 'retrograde' ? t('prediction.stationRetrograde', params) : t('prediction.stationDirect', params));
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
  const { t, planet, house, theme } = context.language;
  const { best, worst } = ranked(context);
  const balance = best.length - worst.length;
  // The prediction's lead and block: a favoured and a cautioned house, never the same one.
  const { lead, block } = pillars(context);
  const opening =
    balance >= 2
      ? t(`advice.opening.good.${variant(context, 'advice-good', 3)}`)
      : balance <= -2
        ? t(`advice.opening.bad.${variant(context, 'advice-bad', 3)}`)
        : t(`advice.opening.mid.${variant(context, 'advice-mid', 3)}`);
  const towards = lead ? { leadTheme: theme(lead.house), leadPlanet: planet(lead.planet, true) } : undefined;
  const away = block ? { blockTheme: theme(block.house), blockPlanet: planet(block.planet, true), blockHouse: house(block.house) } : undefined;
  if (towards && away) return t('advice.both', { opening, ...towards, ...away });
  if (towards) return t('advice.towards', { opening, ...towards });
  if (away) return t('advice.away', { opening, ...away });
  return t('advice.only', { opening });
}

function loveLife(context: Context): string {
  const { t, planet, sign } = context.language;
  const venus = transitOf(context, 'Venus');
  const seventh = houseOccupants(context, 7);
  const fifth = houseOccupants(context, 5);
  const parts = [t(`love.venus.${stanceOf(context, venus)}`, { transit: transitPhrase(context, venus) })];
  // The 7th keeps its one verdict: a blessing only when it is favoured, a warning only when it is cautioned.
  const seventhVerdict = context.verdicts.get(7);
  if (seventh.includes('Mars') && seventhVerdict === 'cautioned') parts.push(t('love.marsSeventh'));
  else if (seventh.includes('Jupiter') && seventhVerdict === 'favoured') parts.push(t('love.jupiterSeventh'));
  else if (seventh.includes('Saturn') && seventhVerdict === 'cautioned') parts.push(t('love.saturnSeventh'));
  if (fifth.includes('Moon') || fifth.includes('Venus')) parts.push(t('love.fifth', { planet: planet(fifth.includes('Venus') ? 'Venus' : 'Moon', true), sign: sign(SIGN_NAMES[(context.sign + 4) % 12]) }));
  if (transitOf(context, 'Moon').house === 7 && context.facts.period === 'daily') parts.push(t('love.moonSeventh'));
  return parts.join(' ');
}

function career(context: Context): string {
  const { t, house, theme, list } = context.language;
  const sun = transitOf(context, 'Sun');
  const saturn = transitOf(context, 'Saturn');
  const mercury = transitOf(context, 'Mercury');
  const tenth = houseOccupants(context, 10);
  const parts = [t(sun.effect === 'favourable' ? 'career.sun.favourable' : 'career.sun.other', { transit: transitPhrase(context, sun) })];
  parts.push(t(`career.saturn.${stanceOf(context, saturn)}`, { house: house(saturn.house), theme: theme(saturn.house) }));
  if (mercury.effect === 'favourable') parts.push(t('career.mercury.favourable', { house: house(mercury.house) }));
  else if (mercury.retrograde) parts.push(t('career.mercury.retrograde', { house: house(mercury.house) }));
  else parts.push(t('career.mercury.challenging', { house: house(mercury.house) }));
  if (tenth.length > 0) parts.push(t('career.tenth', { count: tenth.length, planets: list(tenth) }));
  return parts.join(' ');
}

function health(context: Context): string {
  const { t, house, sign, list } = context.language;
  const mars = transitOf(context, 'Mars');
  const moon = transitOf(context, 'Moon');
  const first = houseOccupants(context, 1).filter((planet) => ['Mars', 'Saturn', 'Rahu', 'Ketu'].includes(planet));
  const sixth = houseOccupants(context, 6);
  const parts: string[] = [t(`health.mars.${stanceOf(context, mars)}`, { house: house(mars.house) })];
  if (first.length > 0) parts.push(t('health.first', { count: first.length, planets: list(first) }));
  if (sixth.includes('Sun') || sixth.includes('Mars')) parts.push(t('health.sixthStrong'));
  if (moon.house === 8 && context.facts.period === 'daily') parts.push(t('health.moonEighth'));
  if (parts.length === 1) {
    parts.push(t(`health.sixthSign.${variant(context, 'health', 3)}`, { sign: sign(SIGN_NAMES[(context.sign + 5) % 12]) }));
  }
  return parts.join(' ');
}

function finances(context: Context): string {
  const { t, list } = context.language;
  const jupiter = transitOf(context, 'Jupiter');
  const second = houseOccupants(context, 2);
  const eleventh = houseOccupants(context, 11);
  const twelfth = houseOccupants(context, 12);
  const parts = [t(`finance.jupiter.${stanceOf(context, jupiter)}`, { transit: transitPhrase(context, jupiter) })];
  // Each planet is spoken of once, with its own verdict: Jupiter above, the others by the house they occupy.
  const others = (planets: Planet[]) => planets.filter((planet) => planet !== 'Jupiter');
  const byEffect = (planets: Planet[], effect: SignTransit['effect']) => planets.filter((planet) => transitOf(context, planet).effect === effect);
  const say = (key: string, planets: Planet[]) => {
    if (planets.length > 0) parts.push(t(key, { count: planets.length, planets: list(planets) }));
  };
  say('finance.gainers', byEffect(others(eleventh), 'favourable'));
  say('finance.slowGainers', byEffect(others(eleventh), 'mixed'));
  say('finance.second', others(second));
  // The 12th has one verdict: expenses rise only when it is cautioned (Venus there can outweigh the others).
  if (context.verdicts.get(12) === 'cautioned') say('finance.spenders', others(twelfth).filter((planet) => transitOf(context, planet).effect !== 'favourable'));
  say('finance.pleasures', others(twelfth).filter((planet) => transitOf(context, planet).effect === 'favourable'));
  return parts.join(' ');
}

function spirituality(context: Context): string {
  const { t, house } = context.language;
  const jupiter = transitOf(context, 'Jupiter');
  const ketu = transitOf(context, 'Ketu');
  const parts: string[] = [];
  if (context.facts.panchang) {
    const tithi = context.facts.panchang.tithi.name;
    const moonHouse = house(transitOf(context, 'Moon').house);
    if (tithi === 'Ekadashi') parts.push(t('spirit.ekadashi', { house: moonHouse }));
    else if (tithi === 'Purnima') parts.push(t('spirit.purnima', { house: moonHouse }));
    else if (tithi === 'Amavasya') parts.push(t('spirit.amavasya', { house: moonHouse }));
  }
  if ([9, 12, 5].includes(jupiter.house)) parts.push(t('spirit.jupiter', { house: house(jupiter.house) }));
  if ([12, 9, 1].includes(ketu.house)) parts.push(t('spirit.ketu', { house: house(ketu.house) }));
  parts.push(t(`spirit.remedy.${SIGN_LORDS[context.sign]}`, { sign: context.language.signBeforeRashi(SIGN_NAMES[context.sign]) }));
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

function horaWindow(language: ReadingLanguage, planet: Planet, date: string, sunrise: number, sunset: number, zone: TimeZoneSpec): string | undefined {
  const hour = (sunset - sunrise) / 12;
  const first = DAY_LORD[weekdayIndex(date)];
  const start = HORA_ORDER.indexOf(first);
  for (let i = 0; i < 12; i += 1) {
    if (HORA_ORDER[(start + i) % 7] === planet) {
      const from = sunrise + i * hour;
      return language.t('timing.hora', { from: language.clock(from, zone), to: language.clock(from + hour, zone), planet: language.horaLord(planet) });
    }
  }
  return undefined;
}

function timing(context: Context): { favorableTime: string; avoidTime: string } {
  const { t, clock, month, longDay } = context.language;
  const { best } = ranked(context);
  const panchang = context.facts.panchang;
  if (context.facts.period === 'daily' && panchang?.sunrise && panchang.sunset) {
    const sunrise = Date.parse(panchang.sunrise);
    const sunset = Date.parse(panchang.sunset);
    const candidates = [...best.map((transit) => transit.planet as Planet), SIGN_LORDS[context.sign]].filter((planet) => planet !== 'Rahu' && planet !== 'Ketu');
    const favorableTime = horaWindow(context.language, candidates[0], context.facts.start, sunrise, sunset, INDIA_ZONE) ?? t('timing.morning');
    const part = RAHU_KALAM_PART[weekdayIndex(context.facts.start)];
    const length = (sunset - sunrise) / 8;
    const from = sunrise + (part - 1) * length;
    return { favorableTime, avoidTime: t('timing.rahuKalamToday', { from: clock(from, INDIA_ZONE), to: clock(from + length, INDIA_ZONE) }) };
  }
  const bestDays = goodDays(context);
  const cautionDays = badDays(context);
  if (context.facts.period === 'yearly') {
    return {
      favorableTime: bestDays.length > 0 ? bestDays.map((day) => month(day.date)).join(', ') : t('timing.noMonth'),
      avoidTime: cautionDays.length > 0 ? t('timing.withRahuKalam', { dates: cautionDays.map((day) => month(day.date)).join(', ') }) : t('timing.rahuKalam'),
    };
  }
  return {
    favorableTime: bestDays.length > 0 ? bestDays.slice(0, 4).map((day) => longDay(day.date)).join(', ') : t('timing.mornings'),
    avoidTime: cautionDays.length > 0 ? t('timing.withRahuKalam', { dates: cautionDays.map((day) => longDay(day.date)).join(', ') }) : t('timing.rahuKalam'),
  };
}

/** Yearly readings: the months (dated the 15th) whose Sun stands in a house good (or hard) for the Sun from this sign. */
function sunMonths(context: Context, houses: readonly number[]): { date: string; reason: string }[] {
  return (context.facts.sunMonths ?? [])
    .map((month) => ({ month, house: houseFrom(context.sign, month.signIndex) }))
    .filter(({ house }) => houses.includes(house))
    .map(({ month, house }) => ({ date: month.date, reason: context.language.t('reason.sun', { house: context.language.house(house), theme: context.language.theme(house) }) }));
}

function goodDays(context: Context): { date: string; reason: string }[] {
  if (context.facts.period === 'yearly') return sunMonths(context, FAVOURABLE_HOUSES.Sun);
  return context.facts.moonDays
    .map((day) => ({ day, house: houseFrom(context.sign, day.signIndex) }))
    .filter(({ house }) => [3, 6, 10, 11].includes(house) || house === 1 || house === 7)
    .map(({ day, house }) => ({ date: day.date, reason: context.language.t('reason.moon', { house: context.language.house(house), theme: context.language.theme(house) }) }));
}

function badDays(context: Context): { date: string; reason: string }[] {
  if (context.facts.period === 'yearly') return sunMonths(context, [8, 12]);
  return context.facts.moonDays
    .map((day) => ({ day, house: houseFrom(context.sign, day.signIndex) }))
    .filter(({ house }) => house === 8 || house === 12)
    .map(({ day, house }) => ({
      date: day.date,
      reason: context.language.t(house === 8 ? 'reason.chandrashtama' : 'reason.expenses'),
    }));
}

/** Longest run of consecutive days, as '12-16 May' (with byMonth, of months dated the 15th, as 'March - May'), or undefined. */
function longestRun(language: ReadingLanguage, days: string[], byMonth = false): string | undefined {
  const { month: monthOf, shortDate } = language;
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
  return [...new Set(signs)].map((index) => context.language.sign(SIGN_NAMES[index]));
}

/**
 * A complete reading for one sign (0 = Aries) and one period, without its generation time, written in `language`.
 * The astrology (transits, scores, lucky numbers, days) is the same in every language; `transits` and
 * `luckyColors` keep their English ids (the web draws colour swatches from them), and Hindi and Tamil readings
 * add the colours' names (`luckyColorNames`).
 */
export function generateReading(signIndex: number, facts: PeriodFacts, languageCode: UiLanguage = 'en'): Omit<HoroscopeEntry, 'generatedAt'> {
  const language = readingLanguage(languageCode);
  const transits: SignTransit[] = facts.transits.map((transit) => {
    const house = houseFrom(signIndex, transit.signIndex);
    const favourable = isFavourable(transit.planet, house);
    // A year has no single motion: its readings date each retrograde stretch instead (facts.retrogrades).
    const retrograde = facts.period === 'yearly' ? transit.planet === 'Rahu' || transit.planet === 'Ketu' : transit.retrograde;
    const slowRetrograde = retrograde && transit.planet !== 'Rahu' && transit.planet !== 'Ketu';
    return {
      planet: transit.planet,
      sign: SIGN_NAMES[transit.signIndex],
      house,
      retrograde,
      effect: favourable ? (slowRetrograde ? 'mixed' : 'favourable') : 'challenging',
    };
  });
  const id = zodiacSignIds[signIndex];
  const seed = (key: string) => hash(`${id}|${facts.period}|${facts.start}|${key}`);
  const context: Context = { sign: signIndex, language, facts, transits, verdicts: houseVerdicts(signIndex, facts, transits), seed };
  const score = scores(context);
  const { favorableTime, avoidTime } = timing(context);
  const colors = luckyColors(context);
  const extra =
    facts.period === 'daily'
      ? {}
      : {
          bestDays: goodDays(context),
          cautionDays: badDays(context),
          favorablePeriod: longestRun(language, goodDays(context).map((day) => day.date), facts.period === 'yearly') ?? language.t('period.noGoodRun'),
          challengingPeriod: longestRun(language, badDays(context).map((day) => day.date), facts.period === 'yearly') ?? language.t('period.noBadRun'),
        };
  return {
    sign: id,
    signName: language.sign(SIGN_NAMES[signIndex]),
    period: facts.period,
    periodStart: facts.start,
    periodEnd: facts.end,
    ...(facts.period === 'yearly'
      ? yearlySections({ sign: signIndex, language, facts, verdicts: context.verdicts, seed, sunYear: sunYearSentence(context) })
      : {
          prediction: prediction(context),
          generalAdvice: generalAdvice(context),
          loveLife: loveLife(context),
          career: career(context),
          health: health(context),
          finances: finances(context),
          spirituality: spirituality(context),
        }),
    luckyNumbers: luckyNumbers(context),
    luckyColors: colors,
    ...(languageCode === 'en' ? {} : { luckyColorNames: colors.map((color) => language.t(`colour.${color}`)) }),
    favorableTime,
    avoidTime,
    ...score,
    compatibleSigns: compatibleSigns(context),
    transits,
    ...extra,
  };
}
