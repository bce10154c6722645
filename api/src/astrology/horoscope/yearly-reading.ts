import { SIGN_LORDS, SIGN_NAMES, type Planet } from '../core/vedic-data';
import { houseFrom } from '../chart/zodiac-point';
import { WEIGHT, isFavourable, type HouseVerdict } from './house-verdicts';
import type { ReadingLanguage } from './reading-language';
import type { PeriodFacts, RetrogradeSpan, SignStayInPeriod } from './transits';

/**
 * The prose of a yearly reading, written from the sky of the whole year rather than from one day of it: each slow
 * planet's stays in signs with their dates (an ingress is the first day of a stay, dated on its IST day), each
 * retrograde stretch with its own dates, and the months in which the Sun and Venus stand well for the sign. Houses
 * keep the one verdict house-verdicts.ts gives them for the year. Every sentence is a whole sentence per language
 * (locales/<language>.json, keys under `yearly`).
 */
export interface YearlyInput {
  sign: number;
  language: ReadingLanguage;
  facts: PeriodFacts;
  verdicts: Map<number, HouseVerdict>;
  seed: (key: string) => number;
  /** The Sun's year, already written by the generator (it also sets the best and caution months). */
  sunYear: string;
}

export interface YearlySections {
  prediction: string;
  generalAdvice: string;
  loveLife: string;
  career: string;
  health: string;
  finances: string;
  spirituality: string;
}

interface Stay extends SignStayInPeriod {
  house: number;
}

function days(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
}

export function yearlySections(input: YearlyInput): YearlySections {
  const { sign, language, facts, verdicts, seed } = input;
  const { t, house, theme, shortDate, planet, month } = language;
  const stays: Stay[] = (facts.stays ?? []).map((stay) => ({ ...stay, house: houseFrom(sign, stay.signIndex) }));
  const retrogrades = facts.retrogrades ?? [];
  const verdictOf = (stay: Stay): HouseVerdict => verdicts.get(stay.house) ?? 'neutral';
  const dated = (stay: Pick<Stay, 'from' | 'to'>) => ({ from: shortDate(stay.from), to: shortDate(stay.to) });
  const staysOf = (...planets: Planet[]) => stays.filter((stay) => planets.includes(stay.planet));
  const retrogradesOf = (which: Planet) => retrogrades.filter((span) => span.planet === which);
  const retrogradeParams = (span: RetrogradeSpan) => {
    const spanHouse = houseFrom(sign, span.signIndex);
    return { planet: planet(span.planet), ...dated(span), house: house(spanHouse), theme: theme(spanHouse) };
  };
  const monthsWhere = (months: { date: string; signIndex: number }[] | undefined, good: (house: number) => boolean) =>
    (months ?? []).filter((entry) => good(houseFrom(sign, entry.signIndex))).map((entry) => month(entry.date));

  const prediction = [input.sunYear];
  for (const stay of [...staysOf('Jupiter'), ...staysOf('Saturn'), ...staysOf('Rahu')]) {
    prediction.push(t(`yearly.stay.${verdictOf(stay)}`, { ...dated(stay), planet: planet(stay.planet, true), sign: language.signBeforeRashi(SIGN_NAMES[stay.signIndex]), house: house(stay.house), theme: theme(stay.house) }));
  }
  for (const span of [...retrogradesOf('Jupiter'), ...retrogradesOf('Saturn')]) prediction.push(t('yearly.retrograde', retrogradeParams(span)));

  // The advice leads with the longest-weighted stay in a favoured house and warns of one in a cautioned house.
  const weighed = (stay: Stay) => WEIGHT.yearly[stay.planet] * days(stay.from, stay.to);
  const heaviest = (verdict: HouseVerdict) => stays.filter((stay) => verdictOf(stay) === verdict).sort((a, b) => weighed(b) - weighed(a))[0];
  const lead = heaviest('favoured');
  const block = heaviest('cautioned');
  const houses = [...new Set(stays.map((stay) => stay.house))];
  const balance = houses.filter((entry) => verdicts.get(entry) === 'favoured').length - houses.filter((entry) => verdicts.get(entry) === 'cautioned').length;
  const tone = balance >= 2 ? 'good' : balance <= -2 ? 'bad' : 'mid';
  const opening = t(`advice.opening.${tone}.${seed(`advice-${tone}`) % 3}`);
  const towards = lead ? { leadTheme: theme(lead.house), leadPlanet: planet(lead.planet, true) } : undefined;
  const away = block ? { blockTheme: theme(block.house), blockPlanet: planet(block.planet, true), blockHouse: house(block.house) } : undefined;
  const generalAdvice =
    towards && away ? t('advice.both', { opening, ...towards, ...away }) : towards ? t('advice.towards', { opening, ...towards }) : away ? t('advice.away', { opening, ...away }) : t('advice.only', { opening });

  const love: string[] = [];
  const venusMonths = monthsWhere(facts.venusMonths, (entry) => isFavourable('Venus', entry));
  love.push(venusMonths.length > 0 ? t('yearly.love.venusMonths', { count: venusMonths.length, months: language.words(venusMonths) }) : t('yearly.love.venusNone'));
  for (const span of retrogradesOf('Venus')) love.push(t('yearly.love.venusRetrograde', retrogradeParams(span)));
  // The 7th keeps its verdict for the year: Jupiter's blessing when it is favoured, Saturn's demand when cautioned.
  for (const stay of staysOf('Jupiter').filter((entry) => entry.house === 7 && verdictOf(entry) === 'favoured')) love.push(t('yearly.love.jupiterSeventh', dated(stay)));
  for (const stay of staysOf('Saturn').filter((entry) => entry.house === 7 && verdictOf(entry) === 'cautioned')) love.push(t('yearly.love.saturnSeventh', dated(stay)));

  const career: string[] = [];
  const sunMonths = monthsWhere(facts.sunMonths, (entry) => entry === 10 || entry === 11);
  if (sunMonths.length > 0) career.push(t('yearly.career.sunMonths', { count: sunMonths.length, months: language.words(sunMonths) }));
  for (const stay of staysOf('Saturn')) career.push(t(`yearly.career.saturn.${verdictOf(stay)}`, { ...dated(stay), house: house(stay.house), theme: theme(stay.house) }));
  for (const span of retrogradesOf('Mercury')) career.push(t('yearly.career.mercuryRetrograde', retrogradeParams(span)));
  for (const stay of staysOf('Jupiter', 'Rahu', 'Ketu').filter((entry) => entry.house === 10)) career.push(t('yearly.career.tenth', { ...dated(stay), planet: planet(stay.planet, true) }));

  const health: string[] = [];
  for (const stay of staysOf('Saturn', 'Rahu', 'Ketu').filter((entry) => entry.house === 1)) health.push(t('yearly.health.first', { ...dated(stay), planet: planet(stay.planet, true) }));
  for (const span of retrogradesOf('Mars')) health.push(t('yearly.health.marsRetrograde', retrogradeParams(span)));
  health.push(t(`health.sixthSign.${seed('health') % 3}`, { sign: language.sign(SIGN_NAMES[(sign + 5) % 12]) }));

  const finances: string[] = [];
  for (const stay of staysOf('Jupiter')) finances.push(t(`yearly.finance.jupiter.${verdictOf(stay)}`, { ...dated(stay), house: house(stay.house), theme: theme(stay.house) }));
  for (const span of retrogradesOf('Jupiter')) finances.push(t('yearly.finance.jupiterRetrograde', retrogradeParams(span)));
  for (const stay of staysOf('Saturn', 'Rahu', 'Ketu')) {
    if (stay.house === 11 && verdictOf(stay) === 'favoured') finances.push(t('yearly.finance.gainer', { ...dated(stay), planet: planet(stay.planet, true) }));
    if (stay.house === 12 && verdictOf(stay) === 'cautioned') finances.push(t('yearly.finance.spender', { ...dated(stay), planet: planet(stay.planet, true) }));
  }

  const spirituality: string[] = [];
  for (const stay of staysOf('Jupiter').filter((entry) => [9, 12, 5].includes(entry.house))) spirituality.push(t('yearly.spirit.jupiter', { ...dated(stay), house: house(stay.house) }));
  for (const stay of staysOf('Ketu').filter((entry) => [12, 9, 1].includes(entry.house))) spirituality.push(t('yearly.spirit.ketu', { ...dated(stay), house: house(stay.house) }));
  spirituality.push(t(`spirit.remedy.${SIGN_LORDS[sign]}`, { sign: language.signBeforeRashi(SIGN_NAMES[sign]) }));

  return {
    prediction: prediction.join(' '),
    generalAdvice,
    loveLife: love.join(' '),
    career: career.join(' '),
    health: health.join(' '),
    finances: finances.join(' '),
    spirituality: spirituality.join(' '),
  };
}
