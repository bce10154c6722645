import type { HoroscopeEntry, HoroscopePeriod } from '@astrosetu/contracts';
import { SIGN_NAMES, type Planet } from '../../../astrology/core/vedic-data';
import { houseFrom } from '../../../astrology/chart/zodiac-point';
import { computePeriodFacts, type PeriodFacts } from '../../../astrology/horoscope/transits';
import { generateReading } from '../../../astrology/horoscope/reading-generator';
import { longDay, shortDate, todayInIndia } from '../../../astrology/horoscope/periods';
import type { ViewBuilder } from '../view-builder';
import type { ResolvedBirth } from './birth';
import { runningPeriods } from './dasha-periods';
import { HOUSE_GOVERNS, dashaLordReading, ordinal } from './interpretation';

/**
 * A personal horoscope for one day, week or month: the site's gochara readings (horoscope/reading-generator)
 * counted from the customer's own natal Moon sign and from their lagna, plus what only their chart knows: the
 * Vimshottari periods running in the period, Sade Sati and Jupiter's transit from the natal Moon, and slow
 * planets transiting over natal planets.
 */

const PERIOD_WORD: Record<HoroscopePeriod, string> = { daily: 'day', weekly: 'week', monthly: 'month' };

function sadeSati(saturnHouseFromMoon: number): string {
  if (saturnHouseFromMoon === 12) return 'Sade Sati, first phase (Saturn in the 12th from your Moon): expenses and sleep need care; let go of what is finished.';
  if (saturnHouseFromMoon === 1) return 'Sade Sati, peak phase (Saturn over your natal Moon): responsibilities weigh on the mind; steady routines, service and patience carry you through.';
  if (saturnHouseFromMoon === 2) return 'Sade Sati, last phase (Saturn in the 2nd from your Moon): family finances and speech need care; the pressure is lifting.';
  if (saturnHouseFromMoon === 8) return 'Ashtama Shani (Saturn in the 8th from your Moon): avoid risks to health and money, and do not start litigation.';
  if (saturnHouseFromMoon === 4) return 'Kantaka Shani (Saturn in the 4th from your Moon): domestic peace and property matters ask for patience.';
  return `Saturn is in the ${ordinal(saturnHouseFromMoon)} house from your Moon: no Sade Sati${[3, 6, 11].includes(saturnHouseFromMoon) ? ', and this is one of Saturn\'s good houses: effort pays' : ''}.`;
}

function transitsOverNatal(facts: PeriodFacts, birth: ResolvedBirth): string[] {
  const lines: string[] = [];
  for (const transit of facts.transits) {
    if (!['Jupiter', 'Saturn', 'Rahu', 'Ketu', 'Mars'].includes(transit.planet)) continue;
    const natal = birth.kundli.planets.filter((planet) => planet.signIndex === transit.signIndex && planet.name !== transit.planet).map((planet) => planet.name);
    if (transit.signIndex === birth.kundli.ascendant.signIndex) natal.push('Ascendant' as never);
    if (natal.length > 0) lines.push(`${transit.planet} transits ${SIGN_NAMES[transit.signIndex]}, over your natal ${natal.join(', ')}${transit.planet === 'Jupiter' ? ': protection and growth for what they signify' : transit.planet === 'Saturn' ? ': slow, serious work on what they signify' : transit.planet === 'Mars' ? ': energy, and a risk of haste, in what they signify' : ': restlessness or sudden turns in what they signify'}.`);
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
        .map((transit) => `${transit.planet} in your ${ordinal(transit.house)} (${HOUSE_GOVERNS[transit.house - 1].split(',')[0]}), ${transit.effect}`).join('; ')}.`,
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
  const saturn = facts.transits.find((transit) => transit.planet === 'Saturn')!;
  const jupiter = facts.transits.find((transit) => transit.planet === 'Jupiter')!;
  const jupiterHouse = houseFrom(moonSign, jupiter.signIndex);
  const mid = new Date((Date.parse(`${facts.start}T00:00:00+05:30`) + Date.parse(`${facts.end}T23:59:59+05:30`)) / 2);
  const running = runningPeriods(birth.kundli.dasha.mahadashas, mid);
  view.section('What your own chart adds').paragraph(sadeSati(houseFrom(moonSign, saturn.signIndex)))
    .paragraph(`Jupiter is in the ${ordinal(jupiterHouse)} house from your Moon: ${[2, 5, 7, 9, 11].includes(jupiterHouse) ? 'a supportive Guru transit for growth, family and good counsel' : 'Guru is not in a supportive house from your Moon, so lean on your own judgement and avoid over-extending'}.`)
    .list(transitsOverNatal(facts, birth))
    .paragraph(`Your dasha in this ${word}: ${running.mahadasha.lord} mahadasha, ${running.antardasha.lord} antardasha, ${running.pratyantardasha.lord} pratyantardasha. ${dashaLordReading(running.antardasha.lord as Planet, birth.kundli.planets, lagnaSign)}`);
  return { facts };
}
