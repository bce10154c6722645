import type { Kundli } from '@astrosetu/contracts';
import { SIGN_NAMES, type Planet } from '../../../astrology/core/vedic-data';
import type { ViewBuilder } from '../view-builder';
import { birthRows, formatIstDate, type ResolvedBirth } from './birth';
import { divisionalChart, moonChartSvg, rasiChartSvg } from './charts';
import { antardashasBetween } from './dasha-periods';
import { houseText } from '../../reports/texts/houses';
import { nakshatraText } from '../../reports/texts/nakshatras';
import { doshaRemedies, remedyCaveat, yogaMeaning } from '../../reports/texts/yoga-remedies';
import { reportText } from '../../reports/report-text';
import { HOUSE_NAMES, ascendantReading, dashaLordReading, joinAnd, ordinal, planetReading } from './interpretation';

/** The birth-chart deliverables are still written in English (build-deliverable.ts lists the translated ones). */
const ENGLISH = reportText('en');

/** Tool birth chart: D1 and Moon charts, every planet read in sign, house and nakshatra, the 12 houses. */
export function writeBirthChart(view: ViewBuilder, birth: ResolvedBirth): void {
  const { kundli } = birth;
  view.section('Your birth details').keyValues(birthRows(birth));
  view.section('Your charts').chart('Lagna chart (D1)', rasiChartSvg(kundli)).chart('Moon chart (Chandra lagna)', moonChartSvg(kundli))
    .paragraph(`North Indian style: the top centre diamond is your 1st house; numbers are signs (1 = Aries). Your lagna is ${kundli.ascendant.sign} and your Moon is in ${kundli.moon.sign}.`);
  writePlanetTable(view, kundli);
  view.section('Your ascendant').paragraph(ascendantReading(kundli.ascendant.signIndex, kundli.planets.find((planet) => planet.name === kundli.ascendant.signLord)!));
  view.section('The planets in your chart');
  for (const planet of kundli.planets) view.paragraph(`${planet.name} in ${planet.sign}, ${ordinal(planet.house)} house. ${planetReading(planet)}`);
  writeHouses(view, kundli);
  const panchang = kundli.panchang;
  view.section('The panchang of your birth').keyValues([
    ['Weekday (vara)', `${panchang.vara.name} (${panchang.vara.english}), ruled by ${panchang.vara.lord}`],
    ['Tithi', `${panchang.tithi.paksha} ${panchang.tithi.name} (lord ${panchang.tithi.lord})`],
    ['Nakshatra', `${panchang.nakshatra.name}, pada ${panchang.nakshatra.pada}`],
    ['Yoga', panchang.yoga.name],
    ['Karana', panchang.karana.name],
  ]);
}

function writePlanetTable(view: ViewBuilder, kundli: Kundli): void {
  view.section('Planetary positions').table(
    ['Graha', 'Sign', 'Degree', 'House', 'Nakshatra (pada)', 'Dignity', 'Notes'],
    kundli.planets.map((planet) => [
      planet.name,
      planet.sign,
      planet.degreeText,
      String(planet.house),
      `${planet.nakshatra} (${planet.pada})`,
      planet.dignity,
      [planet.retrograde && planet.name !== 'Rahu' && planet.name !== 'Ketu' ? 'retrograde' : '', planet.combust ? 'combust' : ''].filter(Boolean).join(', ') || '-',
    ]),
  );
}

/** Houses a planet aspects (graha drishti): every planet the 7th; Mars also the 4th and 8th, Jupiter the 5th and 9th, Saturn the 3rd and 10th. */
function aspectedHouses(planet: { name: string; house: number }): number[] {
  const extra: Record<string, number[]> = { Mars: [4, 8], Jupiter: [5, 9], Saturn: [3, 10] };
  return [7, ...(extra[planet.name] ?? [])].map((count) => ((planet.house + count - 2) % 12) + 1);
}

function writeHouses(view: ViewBuilder, kundli: Kundli): void {
  const grahas = kundli.planets.filter((planet) => planet.name !== 'Rahu' && planet.name !== 'Ketu');
  const aspectsOn = (house: number) => grahas.filter((planet) => aspectedHouses(planet).includes(house)).map((planet) => planet.name);
  view.section('The twelve houses').table(
    ['House', 'Sign', 'Lord (placed in)', 'Occupants', 'Aspected by'],
    kundli.houses.map((house) => {
      const lord = kundli.planets.find((planet) => planet.name === house.lord)!;
      return [`${ordinal(house.number)} ${HOUSE_NAMES[house.number - 1]}`, house.sign, `${house.lord} (${ordinal(lord.house)})`, house.planets.join(', ') || 'none', aspectsOn(house.number).join(', ') || 'none'];
    }),
    'Aspects are the classical graha drishti of the seven planets (Rahu and Ketu left out, as traditions differ).',
  );
  for (const house of kundli.houses) {
    const lord = kundli.planets.find((planet) => planet.name === house.lord)!;
    const text = houseText(ENGLISH, house.number);
    const others = house.planets.filter((name) => name !== house.lord);
    const occupants = others.length > 0
      ? `${joinAnd(others)} ${others.length > 1 ? 'occupy' : 'occupies'} it${lord.house === house.number ? ' as well' : ''}, adding ${others.length > 1 ? 'their' : 'its'} own nature to these matters.`
      : lord.house === house.number ? '' : `It is empty, so ${house.lord} alone carries its results.`;
    const aspects = aspectsOn(house.number);
    const lordLine = lord.house === house.number
      ? `Its lord ${house.lord} sits in the house itself, protecting it.`
      : `Its lord ${house.lord} sits in your ${ordinal(lord.house)} house, so its matters ${houseText(ENGLISH, lord.house).asDestination}.`;
    view.paragraph(`${ordinal(house.number)} house, ${text.name} (${house.sign}): governs ${text.governs}. ${lordLine} ${occupants}${aspects.length > 0 ? ` ${joinAnd(aspects)} ${aspects.length > 1 ? 'aspect' : 'aspects'} it.` : ''}`.replace(/\s+/g, ' '));
  }
}

/** Divination birth chart: the reading (D1, Moon, D9, nakshatra, yogas, doshas, 5 years of dasha). */
export function writeVedicReading(view: ViewBuilder, birth: ResolvedBirth, asOf: Date): void {
  const { kundli } = birth;
  const navamsa = divisionalChart(kundli, 9);
  view.section('Your birth details').keyValues(birthRows(birth));
  view.section('Your charts').chart('Lagna chart (D1)', rasiChartSvg(kundli)).chart('Moon chart (Chandra lagna)', moonChartSvg(kundli)).chart('Navamsa (D9)', navamsa.svg)
    .paragraph(`The navamsa (D9) divides each sign into nine parts and shows the strength behind each placement, especially in marriage and dharma. Your navamsa lagna is ${SIGN_NAMES[navamsa.ascendantSign]}.`);
  const vargottama = navamsa.signs.filter((entry) => kundli.planets.find((planet) => planet.name === entry.planet)!.signIndex === entry.sign).map((entry) => entry.planet);
  view.paragraph(vargottama.length > 0
    ? `Vargottama (the same sign in D1 and D9): ${vargottama.join(', ')}. A vargottama planet is strengthened and gives its results reliably.`
    : 'No planet is vargottama (in the same sign in D1 and D9).');
  writePlanetTable(view, kundli);
  const moon = kundli.moon;
  view.section('Your janma nakshatra').paragraph(
    `You were born with the Moon in ${moon.nakshatra} nakshatra, pada ${moon.pada}, ruled by ${moon.nakshatraLord}. The Moon sign is ${moon.sign} (${moon.rashi}), ruled by ${moon.signLord}. ` +
    `Its deity is ${nakshatraText(ENGLISH, birthStar(kundli)).deity} and its symbol ${nakshatraText(ENGLISH, birthStar(kundli)).symbol}. ${nakshatraText(ENGLISH, birthStar(kundli)).birth} ` +
    `Your first Vimshottari dasha was therefore ${kundli.dasha.birthDashaLord}'s, with ${kundli.dasha.balanceAtBirth.years} years, ${kundli.dasha.balanceAtBirth.months} months and ${kundli.dasha.balanceAtBirth.days} days left at birth.`,
  ).keyValues([
    ['Gana', moon.gana], ['Nadi', moon.nadi], ['Yoni', moon.yoni], ['Varna', moon.varna], ['Vashya', moon.vashya],
    ['Tatva (element)', `${moon.tatva} (${moon.element})`], ['Paya', moon.paya], ['Name syllable', moon.nameAlphabet],
  ]);
  view.section('Ascendant and Moon').paragraph(ascendantReading(kundli.ascendant.signIndex, kundli.planets.find((planet) => planet.name === kundli.ascendant.signLord)!))
    .paragraph(planetReading(kundli.planets.find((planet) => planet.name === 'Moon')!));
  view.section('Yogas in your chart');
  const formed = kundli.yogas.filter((yoga) => yoga.present);
  for (const yoga of formed) view.paragraph(`${yoga.name} is formed${yoga.strength ? ` (${yoga.strength})` : ''}: ${yoga.description} ${yogaMeaning(ENGLISH, yoga.name) ?? ''}`.trim());
  if (formed.length === 0) view.paragraph('None of the yogas checked is formed in your chart; the placements above carry your results.');
  const absent = kundli.yogas.filter((yoga) => !yoga.present);
  if (absent.length > 0) view.table(['Not formed', 'Why'], absent.map((yoga) => [yoga.name, yoga.description]), 'Yogas checked and not formed');
  view.section('Doshas and their cancellations');
  for (const dosha of kundli.doshas) {
    view.paragraph(`${dosha.name}${dosha.type ? ` (${dosha.type})` : ''}: ${dosha.present ? (dosha.cancelled ? 'formed but cancelled' : 'present') : 'not present'}. ${dosha.description}`);
    if (dosha.reasons.length > 0) view.list(dosha.reasons.map((reason) => `Cancellation: ${reason}`));
  }
  const effective = kundli.doshas.filter((dosha) => dosha.effective && doshaRemedies(ENGLISH, dosha.name).length > 0);
  for (const dosha of effective) view.paragraph(`Traditional remedies for ${dosha.name}:`).list(doshaRemedies(ENGLISH, dosha.name));
  if (effective.length > 0) view.paragraph(remedyCaveat(ENGLISH));
  // From today, or from birth for a chart cast for a birth later today.
  const from = new Date(Math.max(asOf.getTime(), birth.moment.utcMs));
  const end = new Date(from.getTime() + 5 * 365.25 * 86_400_000);
  const periods = antardashasBetween(kundli.dasha.mahadashas, from, end);
  view.section(`Your dashas from ${formatIstDate(from)} to ${formatIstDate(end)}`).table(
    ['Mahadasha', 'Antardasha', 'From', 'To', 'The two lords'],
    periods.map((period) => [period.mahadasha, period.lord, formatIstDate(period.start), formatIstDate(period.end), lordsRelation(kundli, period.mahadasha as Planet, period.lord as Planet)]),
    'The two lords: where the antardasha lord sits counted from the mahadasha lord (1, 4, 5, 7, 9, 10, 11 work together; 6, 8, 12 pull apart).',
  );
  const lords = [...new Set(periods.flatMap((period) => [period.mahadasha, period.lord]))] as Planet[];
  for (const lord of lords) view.paragraph(`${lord} periods. ${dashaLordReading(lord, kundli.planets, kundli.ascendant.signIndex)}`);
}

/** How an antardasha lord stands from its mahadasha lord in the natal chart (the classical 6-8 / 2-12 test). */
function lordsRelation(kundli: Kundli, mahadasha: Planet, antardasha: Planet): string {
  if (mahadasha === antardasha) return 'the lord\'s own sub-period: its results at their purest';
  const sign = (name: Planet) => kundli.planets.find((planet) => planet.name === name)!.signIndex;
  const house = ((sign(antardasha) - sign(mahadasha) + 12) % 12) + 1;
  const kind = [1, 4, 5, 7, 9, 10, 11].includes(house) ? 'harmonious' : [6, 8, 12].includes(house) ? 'strained' : 'mixed';
  return `${ordinal(house)} from ${mahadasha}: ${kind}`;
}

/** The Moon's nakshatra number, 1 (Ashwini) to 27 (Revati). */
function birthStar(kundli: Kundli): number {
  return kundli.planets.find((planet) => planet.name === 'Moon')!.nakshatraNumber;
}
