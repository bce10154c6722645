import type { HoroscopeEntry, HoroscopePeriod } from '@astrosetu/contracts';
import { SIGN_NAMES, type Planet } from '../../../astrology/core/vedic-data';
import { houseFrom } from '../../../astrology/chart/zodiac-point';
import { computePeriodFacts, type PeriodFacts } from '../../../astrology/horoscope/transits';
import { generateReading } from '../../../astrology/horoscope/reading-generator';
import { longDay, shortDate, todayInIndia } from '../../../astrology/horoscope/periods';
import type { ViewBuilder } from '../view-builder';
import type { ResolvedBirth } from './birth';
import { runningPeriods } from './dasha-periods';
import { fromMoonText } from '../../reports/texts/transits';
import { reportText } from '../../reports/report-text';
import { HOUSE_TOPICS, dashaLordReading, joinAnd, ordinal } from './interpretation';

/** The period readings are still written in English (the horoscope generator they quote is English). */
const ENGLISH = reportText('en');

/**
 * A personal horoscope for one day, week or month: the site's gochara readings (horoscope/reading-generator)
 * counted from the customer's own natal Moon sign and from their lagna, plus what only their chart knows: the
 * Vimshottari periods running in the period, Sade Sati and Jupiter's transit from the natal Moon, and slow
 * planets transiting over natal planets.
 */

const PERIOD_WORD: Record<HoroscopePeriod, string> = { daily: 'day', weekly: 'week', monthly: 'month', yearly: 'year' };

function transitsOverNatal(facts: PeriodFacts, birth: ResolvedBirth): string[] {
  const lines: string[] = [];
  for (const transit of facts.transits) {
    if (!['Jupiter', 'Saturn', 'Rahu', 'Ketu', 'Mars'].includes(transit.planet)) continue;
    const natal: string[] = birth.kundli.planets.filter((planet) => planet.signIndex === transit.signIndex).map((planet) => planet.name);
    if (transit.signIndex === birth.kundli.ascendant.signIndex) natal.push('ascendant');
    if (natal.length > 0) lines.push(`${transit.planet} transits ${SIGN_NAMES[transit.signIndex]}, over your natal ${joinAnd(natal)}${transit.planet === 'Jupiter' ? ': protection and growth for what they signify' : transit.planet === 'Saturn' ? ': slow, serious work on what they signify' : transit.planet === 'Mars' ? ': energy, and a risk of haste, in what they signify' : ': restlessness or sudden turns in what they signify'}.`);
  }
  return lines;
}

function readingSections(view: ViewBuilder, heading: string, reading: Omit<HoroscopeEntry, 'generatedAt'>): void {
  view.section(heading).paragraph(reading.prediction).keyValues([
    ['Love and family', reading.loveLife],
    ['Career', reading.career],
    ['Money', reading.finances],
    ['Health', reading.health],
    ['Spiritual', reading.spirituality],
    ['Advice', reading.generalAdvice],
  ]);
}

/** The period's IST date range as the reading names it. */
export function periodLabel(facts: PeriodFacts): string {
  return facts.start === facts.end ? longDay(facts.start) : `${shortDate(facts.start)} to ${shortDate(facts.end)} ${facts.end.slice(0, 4)}`;
}

export function writePersonalHoroscope(view: ViewBuilder, birth: ResolvedBirth, period: HoroscopePeriod, at: Date): { facts: PeriodFacts } {
  const facts = computePeriodFacts(period, todayInIndia(at));
  const moonSign = birth.kundli.planets.find((planet) => planet.name === 'Moon')!.signIndex;
  const lagnaSign = birth.kundli.ascendant.signIndex;
  const fromMoon = generateReading(moonSign, facts);
  const fromLagna = generateReading(lagnaSign, facts);
  const word = PERIOD_WORD[period];

  view.section(`Your ${word}: ${periodLabel(facts)}`).keyValues([
    ['Natal Moon sign', `${SIGN_NAMES[moonSign]} (${birth.kundli.moon.nakshatra} nakshatra)`],
    ['Lagna', SIGN_NAMES[lagnaSign]],
    ['Mood / energy / money / creativity', `${fromMoon.mood} / ${fromMoon.energy} / ${fromMoon.finance} / ${fromMoon.creativity} (out of 100, from your Moon)`],
    ['Lucky numbers', fromMoon.luckyNumbers.join(', ')],
    ['Lucky colours', fromMoon.luckyColors.join(', ')],
    [period === 'daily' ? 'Favourable time' : 'Best days', fromMoon.favorableTime],
    [period === 'daily' ? 'Avoid' : 'Careful days', fromMoon.avoidTime],
  ]);
  if (facts.panchang) {
    view.paragraph(`Panchang (New Delhi sunrise): ${facts.panchang.vara.english}, ${facts.panchang.tithi.paksha} ${facts.panchang.tithi.name}, ${facts.panchang.nakshatra.name} nakshatra, ${facts.panchang.yoga.name} yoga.`);
  }
  readingSections(view, `From your Moon in ${SIGN_NAMES[moonSign]}`, fromMoon);
  if (lagnaSign !== moonSign) {
    view.section(`From your lagna in ${SIGN_NAMES[lagnaSign]}`).paragraph(fromLagna.prediction).paragraph(
      `Counted from the lagna, the houses that matter most this ${word}: ${fromLagna.transits.filter((transit) => ['Jupiter', 'Saturn', 'Sun', 'Mars'].includes(transit.planet))
        .map((transit) => `${transit.planet} in your ${ordinal(transit.house)} (${HOUSE_TOPICS[transit.house - 1]}), ${transit.effect}`).join('; ')}.`,
    );
  } else {
    view.section('Lagna and Moon').paragraph(`Your lagna and Moon are both in ${SIGN_NAMES[moonSign]}, so the reading from your Moon is also the reading from your lagna, and its effects are doubled.`);
  }
  view.section('The transits of the period').table(
    ['Planet', 'Sign', 'House from Moon', 'House from lagna', 'Effect (from Moon)'],
    fromMoon.transits.map((transit, index) => [
      transit.planet + (transit.retrograde && transit.planet !== 'Rahu' && transit.planet !== 'Ketu' ? ' (R)' : ''),
      transit.sign,
      ordinal(transit.house),
      ordinal(fromLagna.transits[index].house),
      transit.effect,
    ]),
  );
  const fromMoonSign = (planet: string) => houseFrom(moonSign, facts.transits.find((transit) => transit.planet === planet)!.signIndex);
  const mid = new Date((Date.parse(`${facts.start}T00:00:00+05:30`) + Date.parse(`${facts.end}T23:59:59+05:30`)) / 2);
  const running = runningPeriods(birth.kundli.dasha.mahadashas, mid);
  const saturnHouse = fromMoonSign('Saturn');
  view.section('What your own chart adds')
    .paragraph(`${[12, 1, 2].includes(saturnHouse) ? 'You are in Sade Sati. ' : 'You are not in Sade Sati. '}${fromMoonText(ENGLISH, 'Saturn', saturnHouse)}`)
    .paragraph(fromMoonText(ENGLISH, 'Jupiter', fromMoonSign('Jupiter')))
    .paragraph(fromMoonText(ENGLISH, 'Rahu', fromMoonSign('Rahu')))
    .list(transitsOverNatal(facts, birth))
    .paragraph(`Your dasha in this ${word}: ${running.mahadasha.lord} mahadasha, ${running.antardasha.lord} antardasha, ${running.pratyantardasha.lord} pratyantardasha. ${dashaLordReading(running.antardasha.lord as Planet, birth.kundli.planets, lagnaSign)}`);
  return { facts };
}
