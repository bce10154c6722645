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
import { ascendantReading, dashaLordReading, houseName, planetReading } from './interpretation';
import { deliverableWords, type DeliverableWords } from '../deliverable-words';

/** The divination reading's own sentences are still in English (its yogas and doshas come from the engine in English). */
const ENGLISH = reportText('en');

/** Tool birth chart: D1 and Moon charts, every planet read in sign, house and nakshatra, the 12 houses. */
export function writeBirthChart(view: ViewBuilder, birth: ResolvedBirth, words: DeliverableWords = deliverableWords()): void {
  const { kundli } = birth;
  view.section(words.say('birthChart.details')).keyValues(birthRows(birth, words));
  view.section(words.say('birthChart.charts')).chart(words.say('birthChart.lagnaChart'), rasiChartSvg(kundli)).chart(words.say('birthChart.moonChart'), moonChartSvg(kundli))
    .paragraph(words.say('birthChart.chartStyle', { lagna: words.sign(kundli.ascendant.sign), moon: words.sign(kundli.moon.sign) }));
  writePlanetTable(view, kundli, words);
  view.section(words.say('birthChart.ascendant')).paragraph(ascendantReading(words, kundli.ascendant.signIndex, kundli.planets.find((planet) => planet.name === kundli.ascendant.signLord)!));
  view.section(words.say('birthChart.planets'));
  for (const planet of kundli.planets) {
    view.paragraph(`${words.say('birthChart.planetHeading', { planet: words.planet(planet.name), sign: words.sign(planet.sign), house: words.ordinal(planet.house) })} ${planetReading(words, planet)}`);
  }
  writeHouses(view, kundli, words);
  const panchang = kundli.panchang;
  view.section(words.say('birthChart.panchang')).keyValues([
    [words.say('birthChart.vara'), words.say('birthChart.varaValue', { vara: words.name('varaFull', panchang.vara.name), lord: words.planet(panchang.vara.lord) })],
    [words.say('birthChart.tithi'), words.t('cover.tithiValue', { paksha: words.name('paksha', panchang.tithi.paksha), tithi: words.name('tithi', panchang.tithi.name), lord: words.planet(panchang.tithi.lord) })],
    [words.say('birthChart.nakshatra'), words.say('birthChart.nakshatraValue', { nakshatra: words.nakshatra(panchang.nakshatra.name), pada: panchang.nakshatra.pada })],
    [words.say('birthChart.yoga'), words.name('yoga', panchang.yoga.name)],
    [words.say('birthChart.karana'), words.name('karana', panchang.karana.name)],
  ]);
}

function writePlanetTable(view: ViewBuilder, kundli: Kundli, words: DeliverableWords): void {
  const notes = (planet: Kundli['planets'][number]) =>
    [
      ...(planet.retrograde && planet.name !== 'Rahu' && planet.name !== 'Ketu' ? [words.say('birthChart.retrograde')] : []),
      ...(planet.combust ? [words.say('birthChart.combust')] : []),
    ].join(', ') || '-';
  view.section(words.say('birthChart.positions')).table(
    [words.t('column.graha'), words.t('column.sign'), words.t('column.degree'), words.t('column.house'), words.t('column.nakshatraPada'), words.t('column.dignity'), words.t('column.notes')],
    kundli.planets.map((planet) => [
      words.planet(planet.name),
      words.sign(planet.sign),
      planet.degreeText,
      String(planet.house),
      `${words.nakshatra(planet.nakshatra)} (${planet.pada})`,
      words.dignity(planet.dignity),
      notes(planet),
    ]),
  );
}

/** Houses a planet aspects (graha drishti): every planet the 7th; Mars also the 4th and 8th, Jupiter the 5th and 9th, Saturn the 3rd and 10th. */
function aspectedHouses(planet: { name: string; house: number }): number[] {
  const extra: Record<string, number[]> = { Mars: [4, 8], Jupiter: [5, 9], Saturn: [3, 10] };
  return [7, ...(extra[planet.name] ?? [])].map((count) => ((planet.house + count - 2) % 12) + 1);
}

function writeHouses(view: ViewBuilder, kundli: Kundli, words: DeliverableWords): void {
  const grahas = kundli.planets.filter((planet) => planet.name !== 'Rahu' && planet.name !== 'Ketu');
  const aspectsOn = (house: number) => grahas.filter((planet) => aspectedHouses(planet).includes(house)).map((planet) => planet.name);
  const none = words.say('birthChart.none');
  view.section(words.say('birthChart.houses')).table(
    [words.t('column.house'), words.t('column.sign'), words.say('birthChart.lordPlacedIn'), words.t('column.occupants'), words.t('column.aspectedBy')],
    kundli.houses.map((house) => {
      const lord = kundli.planets.find((planet) => planet.name === house.lord)!;
      return [
        words.say('birthChart.houseCell', { house: words.ordinal(house.number), name: houseName(words, house.number) }),
        words.sign(house.sign),
        `${words.planet(house.lord)} (${words.ordinal(lord.house)})`,
        house.planets.map((name) => words.planet(name)).join(', ') || none,
        aspectsOn(house.number).map((name) => words.planet(name)).join(', ') || none,
      ];
    }),
    words.say('birthChart.aspectsCaption'),
  );
  for (const house of kundli.houses) {
    const lord = kundli.planets.find((planet) => planet.name === house.lord)!;
    const text = houseText(words, house.number);
    const others = house.planets.filter((name) => name !== house.lord);
    const occupants = others.length > 0
      ? words.say(lord.house === house.number ? 'birthChart.occupantsAsWell' : 'birthChart.occupants', { planets: words.planets(others), count: others.length })
      : lord.house === house.number ? '' : words.say('birthChart.empty', { lord: words.planet(house.lord) });
    const aspects = aspectsOn(house.number);
    const lordLine = lord.house === house.number
      ? words.say('birthChart.lordAtHome', { lord: words.planet(house.lord) })
      : words.say('birthChart.lordIn', { lord: words.planet(house.lord), house: words.ordinal(lord.house), destination: houseText(words, lord.house).asDestination });
    const opening = words.say('birthChart.houseOpening', { house: words.ordinal(house.number), name: text.name, sign: words.sign(house.sign), governs: text.governs });
    const aspected = aspects.length > 0 ? ` ${words.say('birthChart.aspected', { planets: words.planets(aspects), count: aspects.length })}` : '';
    view.paragraph(`${opening} ${lordLine} ${occupants}${aspected}`.replace(/\s+/g, ' '));
  }
}

/** Divination birth chart: the reading (D1, Moon, D9, nakshatra, yogas, doshas, 5 years of dasha). */
export function writeVedicReading(view: ViewBuilder, birth: ResolvedBirth, asOf: Date): void {
  const { kundli } = birth;
  const navamsa = divisionalChart(kundli, 9);
  const words = deliverableWords('en');
  view.section('Your birth details').keyValues(birthRows(birth, words));
  view.section('Your charts').chart('Lagna chart (D1)', rasiChartSvg(kundli)).chart('Moon chart (Chandra lagna)', moonChartSvg(kundli)).chart('Navamsa (D9)', navamsa.svg)
    .paragraph(`The navamsa (D9) divides each sign into nine parts and shows the strength behind each placement, especially in marriage and dharma. Your navamsa lagna is ${SIGN_NAMES[navamsa.ascendantSign]}.`);
  const vargottama = navamsa.signs.filter((entry) => kundli.planets.find((planet) => planet.name === entry.planet)!.signIndex === entry.sign).map((entry) => entry.planet);
  view.paragraph(vargottama.length > 0
    ? `Vargottama (the same sign in D1 and D9): ${vargottama.join(', ')}. A vargottama planet is strengthened and gives its results reliably.`
    : 'No planet is vargottama (in the same sign in D1 and D9).');
  writePlanetTable(view, kundli, words);
  const moon = kundli.moon;
  view.section('Your janma nakshatra').paragraph(
    `You were born with the Moon in ${moon.nakshatra} nakshatra, pada ${moon.pada}, ruled by ${moon.nakshatraLord}. The Moon sign is ${moon.sign} (${moon.rashi}), ruled by ${moon.signLord}. ` +
    `Its deity is ${nakshatraText(ENGLISH, birthStar(kundli)).deity} and its symbol ${nakshatraText(ENGLISH, birthStar(kundli)).symbol}. ${nakshatraText(ENGLISH, birthStar(kundli)).birth} ` +
    `Your first Vimshottari dasha was therefore ${kundli.dasha.birthDashaLord}'s, with ${kundli.dasha.balanceAtBirth.years} years, ${kundli.dasha.balanceAtBirth.months} months and ${kundli.dasha.balanceAtBirth.days} days left at birth.`,
  ).keyValues([
    ['Gana', moon.gana], ['Nadi', moon.nadi], ['Yoni', moon.yoni], ['Varna', moon.varna], ['Vashya', moon.vashya],
    ['Tatva (element)', `${moon.tatva} (${moon.element})`], ['Paya', moon.paya], ['Name syllable', moon.nameAlphabet],
  ]);
  view.section('Ascendant and Moon').paragraph(ascendantReading(words, kundli.ascendant.signIndex, kundli.planets.find((planet) => planet.name === kundli.ascendant.signLord)!))
    .paragraph(planetReading(words, kundli.planets.find((planet) => planet.name === 'Moon')!));
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
  for (const lord of lords) view.paragraph(`${lord} periods. ${dashaLordReading(words, lord, kundli.planets, kundli.ascendant.signIndex)}`);
}

/** How an antardasha lord stands from its mahadasha lord in the natal chart (the classical 6-8 / 2-12 test). */
function lordsRelation(kundli: Kundli, mahadasha: Planet, antardasha: Planet): string {
  if (mahadasha === antardasha) return 'the lord\'s own sub-period: its results at their purest';
  const sign = (name: Planet) => kundli.planets.find((planet) => planet.name === name)!.signIndex;
  const house = ((sign(antardasha) - sign(mahadasha) + 12) % 12) + 1;
  const kind = [1, 4, 5, 7, 9, 10, 11].includes(house) ? 'harmonious' : [6, 8, 12].includes(house) ? 'strained' : 'mixed';
  return `${ENGLISH.ordinal(house)} from ${mahadasha}: ${kind}`;
}

/** The Moon's nakshatra number, 1 (Ashwini) to 27 (Revati). */
function birthStar(kundli: Kundli): number {
  return kundli.planets.find((planet) => planet.name === 'Moon')!.nakshatraNumber;
}
