import type { Kundli } from '@astrosetu/contracts';
import { SIGN_NAMES, type Planet } from '../../../astrology/core/vedic-data';
import type { ViewBuilder } from '../view-builder';
import { birthRows, type ResolvedBirth } from './birth';
import { divisionalChart, moonChartSvg, rasiChartSvg } from './charts';
import { antardashasBetween, runningPeriods } from './dasha-periods';
import { houseText } from '../../reports/texts/houses';
import { nakshatraText } from '../../reports/texts/nakshatras';
import { doshaRemedies, remedyCaveat, yogaMeaning } from '../../reports/texts/yoga-remedies';
import { doshaDescription, doshaName, doshaType, yogaDescription, yogaName, yogaRule, yogaStrength } from '../../reports/analysis/engine-texts';
import { DEFAULT_UI_LANGUAGE, defaultChartStyleFor } from '@astrosetu/contracts';
import { ascendantReading, dashaLordReading, houseName, planetReading } from './interpretation';
import { deliverableWords, type DeliverableWords } from '../deliverable-words';

/**
 * Tool birth chart: D1, Moon and navamsa (D9) charts, every planet read in sign, house and nakshatra, the 12
 * houses, and the Vimshottari timeline (every mahadasha of the life, the antardashas of the coming 5 years).
 */
export function writeBirthChart(view: ViewBuilder, birth: ResolvedBirth, asOf: Date, words: DeliverableWords = deliverableWords()): void {
  const { kundli } = birth;
  const navamsa = divisionalChart(kundli, 9, words.language);
  view.section(words.say('birthChart.details')).keyValues(birthRows(birth, words));
  view.section(words.say('birthChart.charts')).chart(words.say('birthChart.lagnaChart'), rasiChartSvg(kundli, words.language)).chart(words.say('birthChart.moonChart'), moonChartSvg(kundli, words.language))
    .chart(words.say('vedic.navamsaChart'), navamsa.svg)
    .paragraph(chartStyleNote(kundli, words))
    .paragraph(words.say('vedic.navamsa', { sign: words.sign(SIGN_NAMES[navamsa.ascendantSign]) }));
  writePlanetTable(view, kundli, words);
  view.section(words.say('birthChart.ascendant')).paragraph(ascendantReading(words, kundli.ascendant.signIndex, kundli.planets.find((planet) => planet.name === kundli.ascendant.signLord)!));
  view.section(words.say('birthChart.planets'));
  for (const planet of kundli.planets) {
    view.paragraph(`${words.say('birthChart.planetHeading', { planet: words.planet(planet.name), sign: words.sign(planet.sign), house: words.ordinal(planet.house) })} ${planetReading(words, planet)}`);
  }
  writeHouses(view, kundli, words);
  writeDashaTimeline(view, birth, asOf, words);
  const panchang = kundli.panchang;
  view.section(words.say('birthChart.panchang')).keyValues([
    [words.say('birthChart.vara'), words.say('birthChart.varaValue', { vara: words.name('varaFull', panchang.vara.name), lord: words.planet(panchang.vara.lord) })],
    [words.say('birthChart.tithi'), words.t('cover.tithiValue', { paksha: words.name('paksha', panchang.tithi.paksha), tithi: words.name('tithi', panchang.tithi.name), lord: words.planet(panchang.tithi.lord) })],
    [words.say('birthChart.nakshatra'), words.say('birthChart.nakshatraValue', { nakshatra: words.nakshatra(panchang.nakshatra.name), pada: panchang.nakshatra.pada })],
    [words.say('birthChart.yoga'), words.name('yoga', panchang.yoga.name)],
    [words.say('birthChart.karana'), words.name('karana', panchang.karana.name)],
  ]);
}

/** The Vimshottari timeline: the mahadashas from birth (the running one marked), then the antardashas of the next 5 years. */
function writeDashaTimeline(view: ViewBuilder, birth: ResolvedBirth, asOf: Date, words: DeliverableWords): void {
  const { kundli } = birth;
  // From today, or from birth for a chart cast for a birth later today.
  const from = new Date(Math.max(asOf.getTime(), birth.moment.utcMs));
  const end = new Date(from.getTime() + 5 * 365.25 * 86_400_000);
  const running = runningPeriods(kundli.dasha.mahadashas, from);
  const balance = kundli.dasha.balanceAtBirth;
  view.section(words.say('adv.mahadashas')).table(
    [words.t('column.mahadasha'), words.t('column.from'), words.t('column.to'), words.say('adv.column.years')],
    kundli.dasha.mahadashas.map((period) => [
      period.start === running.mahadasha.start ? words.say('adv.running', { lord: words.planet(period.lord) }) : words.planet(period.lord),
      words.date(period.start),
      words.date(period.end),
      period.years.toFixed(2),
    ]),
    words.say('adv.balance', { lord: words.planet(balance.lord), years: balance.years, months: balance.months, days: balance.days }),
  );
  view.section(words.say('vedic.dashas', { from: words.date(from), to: words.date(end) })).table(
    [words.t('column.mahadasha'), words.t('column.antardasha'), words.t('column.from'), words.t('column.to')],
    antardashasBetween(kundli.dasha.mahadashas, from, end).map((period) => [words.planet(period.mahadasha), words.planet(period.lord), words.date(period.start), words.date(period.end)]),
  );
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

/** How to read the charts above, in the style they are drawn in (charts.ts: South Indian for the South Indian languages). */
function chartStyleNote(kundli: Kundli, words: DeliverableWords): string {
  const key = defaultChartStyleFor(words.language) === 'south' ? 'birthChart.chartStyleSouth' : 'birthChart.chartStyle';
  return words.say(key, { lagna: words.sign(kundli.ascendant.sign), moon: words.sign(kundli.moon.sign) });
}

/** Divination birth chart: the reading (D1, Moon, D9, nakshatra, yogas, doshas, 5 years of dasha). */
export function writeVedicReading(view: ViewBuilder, birth: ResolvedBirth, asOf: Date, words: DeliverableWords = deliverableWords()): void {
  const { kundli } = birth;
  const english = words.language === DEFAULT_UI_LANGUAGE;
  const navamsa = divisionalChart(kundli, 9, words.language);
  view.section(words.say('birthChart.details')).keyValues(birthRows(birth, words));
  view.section(words.say('birthChart.charts'))
    .chart(words.say('birthChart.lagnaChart'), rasiChartSvg(kundli, words.language))
    .chart(words.say('birthChart.moonChart'), moonChartSvg(kundli, words.language))
    .chart(words.say('vedic.navamsaChart'), navamsa.svg)
    .paragraph(chartStyleNote(kundli, words))
    .paragraph(words.say('vedic.navamsa', { sign: words.sign(SIGN_NAMES[navamsa.ascendantSign]) }));
  const vargottama = navamsa.signs.filter((entry) => kundli.planets.find((planet) => planet.name === entry.planet)!.signIndex === entry.sign).map((entry) => words.planet(entry.planet));
  view.paragraph(vargottama.length > 0 ? words.say('vedic.vargottama', { planets: vargottama.join(', ') }) : words.say('vedic.noVargottama'));
  writePlanetTable(view, kundli, words);
  const moon = kundli.moon;
  const star = nakshatraText(words, birthStar(kundli));
  const balance = kundli.dasha.balanceAtBirth;
  view.section(words.say('vedic.janmaNakshatra')).paragraph(words.say('vedic.janmaNakshatraText', {
    nakshatra: words.nakshatra(moon.nakshatra), pada: moon.pada, lord: words.planet(moon.nakshatraLord),
    sign: words.signFull(moon.sign), signLord: words.planet(moon.signLord),
    deity: star.deity, symbol: star.symbol, birth: star.birth,
    dashaLord: words.planet(kundli.dasha.birthDashaLord), years: balance.years, months: balance.months, days: balance.days,
  })).keyValues([
    [words.say('vedic.gana'), words.name('gana', moon.gana)],
    [words.say('vedic.nadi'), words.name('nadi', moon.nadi)],
    [words.say('vedic.yoni'), words.name('yoni', moon.yoni)],
    [words.say('vedic.varna'), words.name('varna', moon.varna)],
    [words.say('vedic.vashya'), words.name('vashya', moon.vashya)],
    // English names the tatva with its element ('Agni (Fire)'); Hindi and Tamil have one word for both.
    [words.say('vedic.tatva'), english ? `${moon.tatva} (${moon.element})` : words.name('elementFull', moon.element)],
    [words.say('vedic.paya'), words.name('paya', moon.paya)],
    [words.say('vedic.nameSyllable'), english ? moon.nameAlphabet : words.syllable(birthStar(kundli), moon.pada)],
  ]);
  view.section(words.say('vedic.ascendantAndMoon')).paragraph(ascendantReading(words, kundli.ascendant.signIndex, kundli.planets.find((planet) => planet.name === kundli.ascendant.signLord)!))
    .paragraph(planetReading(words, kundli.planets.find((planet) => planet.name === 'Moon')!));
  view.section(words.say('vedic.yogas'));
  const formed = kundli.yogas.filter((yoga) => yoga.present);
  for (const yoga of formed) {
    const params = { name: yogaName(words, yoga), description: yogaDescription(words, yoga), strength: yoga.strength ? yogaStrength(words, yoga.strength) : '' };
    view.paragraph(`${words.say(yoga.strength ? 'vedic.yogaFormedStrength' : 'vedic.yogaFormed', params)} ${yogaMeaning(words, yoga.name) ?? ''}`.trim());
  }
  if (formed.length === 0) view.paragraph(words.say('vedic.noYoga'));
  const absent = kundli.yogas.filter((yoga) => !yoga.present);
  // English prints the engine's reason a yoga is not formed; the other languages print the rule it needs.
  if (absent.length > 0) {
    view.table(
      [words.say('vedic.notFormed'), words.say(english ? 'vedic.why' : 'vedic.rule')],
      absent.map((yoga) => [yogaName(words, yoga), english ? yoga.description : yogaRule(words, yoga)]),
      words.say('vedic.notFormedCaption'),
    );
  }
  view.section(words.say('vedic.doshas'));
  for (const dosha of kundli.doshas) {
    const name = doshaName(words, dosha);
    const state = words.say(dosha.present ? (dosha.cancelled ? 'vedic.dosha.cancelled' : 'vedic.dosha.present') : 'vedic.dosha.absent');
    // In English the engine's description and its cancellations, listed; in Hindi and Tamil one paragraph holds both.
    const description = english ? dosha.description : doshaDescription(words, dosha, kundli);
    view.paragraph(words.say(dosha.type ? 'vedic.dosha.lineWithType' : 'vedic.dosha.line', { name, type: dosha.type ? doshaType(words, dosha.type) : '', state, description }));
    if (english && dosha.reasons.length > 0) view.list(dosha.reasons.map((reason) => words.say('vedic.dosha.cancellation', { reason })));
  }
  const effective = kundli.doshas.filter((dosha) => dosha.effective && doshaRemedies(words, dosha.name).length > 0);
  for (const dosha of effective) view.paragraph(words.say('vedic.remediesFor', { dosha: doshaName(words, dosha) })).list(doshaRemedies(words, dosha.name));
  if (effective.length > 0) view.paragraph(remedyCaveat(words));
  // From today, or from birth for a chart cast for a birth later today.
  const from = new Date(Math.max(asOf.getTime(), birth.moment.utcMs));
  const end = new Date(from.getTime() + 5 * 365.25 * 86_400_000);
  const periods = antardashasBetween(kundli.dasha.mahadashas, from, end);
  view.section(words.say('vedic.dashas', { from: words.date(from), to: words.date(end) })).table(
    [words.t('column.mahadasha'), words.t('column.antardasha'), words.t('column.from'), words.t('column.to'), words.say('vedic.twoLords')],
    periods.map((period) => [words.planet(period.mahadasha), words.planet(period.lord), words.date(period.start), words.date(period.end), lordsRelation(words, kundli, period.mahadasha as Planet, period.lord as Planet)]),
    words.say('vedic.twoLordsCaption'),
  );
  const lords = [...new Set(periods.flatMap((period) => [period.mahadasha, period.lord]))] as Planet[];
  for (const lord of lords) view.paragraph(`${words.say('vedic.lordPeriods', { lord: words.planet(lord) })} ${dashaLordReading(words, lord, kundli.planets, kundli.ascendant.signIndex)}`);
}

/** How an antardasha lord stands from its mahadasha lord in the natal chart (the classical 6-8 / 2-12 test). */
function lordsRelation(words: DeliverableWords, kundli: Kundli, mahadasha: Planet, antardasha: Planet): string {
  if (mahadasha === antardasha) return words.say('vedic.ownSubPeriod');
  const sign = (name: Planet) => kundli.planets.find((planet) => planet.name === name)!.signIndex;
  const house = ((sign(antardasha) - sign(mahadasha) + 12) % 12) + 1;
  const kind = [1, 4, 5, 7, 9, 10, 11].includes(house) ? 'harmonious' : [6, 8, 12].includes(house) ? 'strained' : 'mixed';
  return words.say('vedic.relation', { house: words.ordinal(house), maha: words.planet(mahadasha), kind: words.say(`vedic.relationKind.${kind}`) });
}

/** The Moon's nakshatra number, 1 (Ashwini) to 27 (Revati). */
function birthStar(kundli: Kundli): number {
  return kundli.planets.find((planet) => planet.name === 'Moon')!.nakshatraNumber;
}
