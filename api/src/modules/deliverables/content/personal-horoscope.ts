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
import { deliverableWords, type DeliverableWords } from '../deliverable-words';
import { dashaLordReading, houseTopics } from './interpretation';

/**
 * A personal horoscope for one day, week or month: the site's gochara readings (horoscope/reading-generator,
 * written in the words' language) counted from the customer's own natal Moon sign and from their lagna, plus
 * what only their chart knows: the Vimshottari periods running in the period, Sade Sati and Jupiter's transit
 * from the natal Moon, and slow planets transiting over natal planets.
 */

function transitsOverNatal(words: DeliverableWords, facts: PeriodFacts, birth: ResolvedBirth): string[] {
  const lines: string[] = [];
  for (const transit of facts.transits) {
    if (!['Jupiter', 'Saturn', 'Rahu', 'Ketu', 'Mars'].includes(transit.planet)) continue;
    const natal: string[] = birth.kundli.planets.filter((planet) => planet.signIndex === transit.signIndex).map((planet) => words.planet(planet.name));
    if (transit.signIndex === birth.kundli.ascendant.signIndex) natal.push(words.say('horoscope.natalAscendant'));
    const kind = ['Jupiter', 'Saturn', 'Mars'].includes(transit.planet) ? transit.planet : 'node';
    if (natal.length > 0) lines.push(words.say(`horoscope.overNatal.${kind}`, { planet: words.planet(transit.planet), sign: words.sign(SIGN_NAMES[transit.signIndex]), natal: words.list(natal) }));
  }
  return lines;
}

function readingSections(view: ViewBuilder, words: DeliverableWords, heading: string, reading: Omit<HoroscopeEntry, 'generatedAt'>): void {
  view.section(heading).paragraph(reading.prediction).keyValues([
    [words.say('horoscope.area.love'), reading.loveLife],
    [words.say('horoscope.area.career'), reading.career],
    [words.say('horoscope.area.money'), reading.finances],
    [words.say('horoscope.area.health'), reading.health],
    [words.say('horoscope.area.spiritual'), reading.spirituality],
    [words.say('horoscope.area.advice'), reading.generalAdvice],
  ]);
}

/** A civil day 'YYYY-MM-DD' with its weekday: 'Tuesday 24 Nov' (as the site's horoscopes), 'मंगलवार, 24 नव॰'. */
function dayLabel(words: DeliverableWords, date: string): string {
  if (words.language === 'en') return longDay(date);
  return new Intl.DateTimeFormat(words.locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'short' }).format(new Date(`${date}T00:00:00Z`));
}

/** The period's IST date range as the reading names it. */
export function periodLabel(facts: PeriodFacts, words: DeliverableWords = deliverableWords()): string {
  if (facts.start === facts.end) return dayLabel(words, facts.start);
  if (words.language === 'en') return `${shortDate(facts.start)} to ${shortDate(facts.end)} ${facts.end.slice(0, 4)}`;
  return words.say('horoscope.range', { from: words.calendarDate(facts.start), to: words.calendarDate(facts.end) });
}

export function writePersonalHoroscope(view: ViewBuilder, birth: ResolvedBirth, period: HoroscopePeriod, at: Date, words: DeliverableWords = deliverableWords()): { facts: PeriodFacts } {
  const facts = computePeriodFacts(period, todayInIndia(at));
  const moonSign = birth.kundli.planets.find((planet) => planet.name === 'Moon')!.signIndex;
  const lagnaSign = birth.kundli.ascendant.signIndex;
  const fromMoon = generateReading(moonSign, facts, words.language);
  const fromLagna = generateReading(lagnaSign, facts, words.language);
  const moonSignName = words.sign(SIGN_NAMES[moonSign]);
  const lagnaSignName = words.sign(SIGN_NAMES[lagnaSign]);
  const daily = period === 'daily';

  view.section(words.say(`horoscope.heading.${period}`, { label: periodLabel(facts, words) })).keyValues([
    [words.say('horoscope.natalMoon'), words.say('horoscope.natalMoonValue', { sign: moonSignName, nakshatra: words.nakshatra(birth.kundli.moon.nakshatra) })],
    [words.say('horoscope.lagna'), lagnaSignName],
    [words.say('horoscope.scores'), words.say('horoscope.scoresValue', { mood: fromMoon.mood, energy: fromMoon.energy, finance: fromMoon.finance, creativity: fromMoon.creativity })],
    [words.say('horoscope.luckyNumbers'), fromMoon.luckyNumbers.join(', ')],
    [words.say('horoscope.luckyColours'), (fromMoon.luckyColorNames ?? fromMoon.luckyColors).join(', ')],
    [words.say(daily ? 'horoscope.favourableTime' : 'horoscope.bestDays'), fromMoon.favorableTime],
    [words.say(daily ? 'horoscope.avoid' : 'horoscope.carefulDays'), fromMoon.avoidTime],
  ]);
  if (facts.panchang) {
    const panchang = facts.panchang;
    view.paragraph(words.say('horoscope.panchang', {
      weekday: words.say(`weekday.${panchang.vara.english}`),
      paksha: words.name('paksha', panchang.tithi.paksha),
      tithi: words.name('tithi', panchang.tithi.name),
      nakshatra: words.nakshatra(panchang.nakshatra.name),
      yoga: words.name('yoga', panchang.yoga.name),
    }));
  }
  readingSections(view, words, words.say('horoscope.fromMoon', { sign: moonSignName }), fromMoon);
  if (lagnaSign !== moonSign) {
    const houses = fromLagna.transits
      .filter((transit) => ['Jupiter', 'Saturn', 'Sun', 'Mars'].includes(transit.planet))
      .map((transit) => words.say('horoscope.lagnaHouse', { planet: words.planet(transit.planet), house: words.ordinal(transit.house), topics: houseTopics(words, transit.house), effect: words.say(`horoscope.effect.${transit.effect}`) }));
    view.section(words.say('horoscope.fromLagna', { sign: lagnaSignName })).paragraph(fromLagna.prediction)
      .paragraph(words.say(`horoscope.lagnaHouses.${period}`, { houses: houses.join('; ') }));
  } else {
    view.section(words.say('horoscope.lagnaAndMoon')).paragraph(words.say('horoscope.lagnaIsMoon', { sign: moonSignName }));
  }
  view.section(words.say('horoscope.transits')).table(
    [words.t('column.planet'), words.t('column.sign'), words.say('horoscope.houseFromMoon'), words.say('horoscope.houseFromLagna'), words.say('horoscope.effectFromMoon')],
    fromMoon.transits.map((transit, index) => [
      words.planet(transit.planet) + (transit.retrograde && transit.planet !== 'Rahu' && transit.planet !== 'Ketu' ? ` (${words.t('charts.retrogradeMark')})` : ''),
      words.sign(transit.sign),
      words.ordinal(transit.house),
      words.ordinal(fromLagna.transits[index].house),
      words.say(`horoscope.effect.${transit.effect}`),
    ]),
  );
  const fromMoonSign = (planet: string) => houseFrom(moonSign, facts.transits.find((transit) => transit.planet === planet)!.signIndex);
  const mid = new Date((Date.parse(`${facts.start}T00:00:00+05:30`) + Date.parse(`${facts.end}T23:59:59+05:30`)) / 2);
  const running = runningPeriods(birth.kundli.dasha.mahadashas, mid);
  const saturnHouse = fromMoonSign('Saturn');
  view.section(words.say('horoscope.ownChart'))
    .paragraph(`${words.say([12, 1, 2].includes(saturnHouse) ? 'horoscope.sadeSati' : 'horoscope.noSadeSati')} ${fromMoonText(words, 'Saturn', saturnHouse)}`)
    .paragraph(fromMoonText(words, 'Jupiter', fromMoonSign('Jupiter')))
    .paragraph(fromMoonText(words, 'Rahu', fromMoonSign('Rahu')))
    .list(transitsOverNatal(words, facts, birth))
    .paragraph(`${words.say(`horoscope.dasha.${period}`, { maha: words.planet(running.mahadasha.lord), antar: words.planet(running.antardasha.lord), pratyantar: words.planet(running.pratyantardasha.lord) })} ${dashaLordReading(words, running.antardasha.lord as Planet, birth.kundli.planets, lagnaSign)}`);
  return { facts };
}
