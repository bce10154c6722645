import { DEFAULT_UI_LANGUAGE, type KpCalculationResponse } from '@astrosetu/contracts';
import { computeKpAnalysis } from '../../../astrology';
import { formatDms } from '../../../astrology/core/angles';
import { SIGN_NAMES, type Planet } from '../../../astrology/core/vedic-data';
import { computeKpChart, kpLords, signifiedHouses } from '../../../astrology/kp/kp';
import type { ViewBuilder } from '../view-builder';
import { birthRows, type ResolvedBirth } from './birth';
import { divisionalChart } from './charts';
import { shodashavarga } from '../../../astrology/varga/vargas';
import { runningPeriods, subPeriods } from './dasha-periods';
import { dashaLordReading } from './interpretation';
import { deliverableWords, type DeliverableWords } from '../deliverable-words';

/** Houses of wealth and of expense in KP (astrology/kp/kp.ts), named in the cuspal-wealth factors. */
const WEALTH_HOUSES = [2, 6, 10, 11];
const LOSS_HOUSES = [5, 8, 12];

type KpAnalysis = KpCalculationResponse['advancedAnalysis'];

/**
 * The KP engine words its cuspal wealth and panchanga group in English; English prints them as they are, the
 * other languages compose the same facts (level, the 2nd cusp's sub lord and the houses it signifies, the
 * panchanga lords and their scores) from the catalogue.
 */
function cuspalWealth(words: DeliverableWords, analysis: KpAnalysis, secondCusp: number): { line: string; factors: string[] } {
  const wealth = analysis.cuspalWealth;
  if (words.language === DEFAULT_UI_LANGUAGE) return { line: `Cuspal wealth: ${wealth.level}. ${wealth.description}`, factors: wealth.factors };
  const houses = wealth.signifiedHouses;
  const gains = houses.filter((house) => WEALTH_HOUSES.includes(house));
  const losses = houses.filter((house) => LOSS_HOUSES.includes(house));
  const subLord = words.planet(wealth.secondCuspSubLord);
  return {
    line: words.say('adv.wealth.line', { level: words.say(`adv.wealth.level.${wealth.level}`), description: words.say(`adv.wealth.description.${wealth.level}`) }),
    factors: [
      words.say('adv.wealth.cusp', { degree: formatDms(secondCusp % 30), sign: words.sign(SIGN_NAMES[Math.floor(secondCusp / 30) % 12]), lord: subLord }),
      words.say('adv.wealth.signifies', { lord: subLord, houses: houses.join(', ') }),
      ...(gains.length > 0 ? [words.say('adv.wealth.gains', { houses: gains.join(', ') })] : []),
      ...(losses.length > 0 ? [words.say('adv.wealth.losses', { houses: losses.join(', ') })] : []),
    ],
  };
}

function panchangaGroup(words: DeliverableWords, analysis: KpAnalysis): string {
  const group = analysis.panchangaGroup;
  if (words.language === DEFAULT_UI_LANGUAGE) return `Panchanga group: ${group.groupStrength} of 100. ${group.description}`;
  // Each limb is 'Vara (Sunday)', 'Tithi (Panchami)' or 'Nakshatra (Rohini)'.
  const limbName = (limb: string): string => {
    const [, kind, value] = /^(\w+) \((.+)\)$/.exec(limb) ?? [];
    if (kind === 'Vara') return words.say('adv.panchanga.vara', { value: words.say(`weekday.${value}`) });
    if (kind === 'Tithi') return words.say('adv.panchanga.tithi', { value: words.name('tithi', value) });
    if (kind === 'Nakshatra') return words.say('adv.panchanga.nakshatra', { value: words.nakshatra(value) });
    return limb;
  };
  const lords = group.lords.map((lord) => words.say('adv.panchanga.lord', { limb: limbName(lord.limb), planet: words.planet(lord.planet), score: `${lord.score >= 0 ? '+' : ''}${lord.score}` }));
  return [
    words.say('adv.panchanga.line', { strength: group.groupStrength, label: words.say(`adv.panchanga.label.${group.label}`), lords: lords.join(', ') }),
    group.cooperatingPlanets.length > 0 ? words.say('adv.panchanga.support', { planets: words.planets(group.cooperatingPlanets) }) : words.say('adv.panchanga.noSupport'),
  ].join(' ');
}

/** Advanced calculations: D9 and D10, KP cusps and significators, Vimshottari at three levels. */
export function writeAdvancedCalculations(view: ViewBuilder, birth: ResolvedBirth, asOf: Date, words: DeliverableWords = deliverableWords()): void {
  const { kundli, moment } = birth;
  const english = words.language === DEFAULT_UI_LANGUAGE;
  view.section(words.say('adv.details')).keyValues(birthRows(birth, words));

  const d9 = divisionalChart(kundli, 9, words.language);
  const d10 = divisionalChart(kundli, 10, words.language);
  const signOf = (index: number) => words.sign(SIGN_NAMES[index]);
  view.section(words.say('adv.divisional')).chart(words.say('vedic.navamsaChart'), d9.svg).chart(words.say('adv.dashamsaChart'), d10.svg).table(
    [words.t('column.graha'), words.say('adv.column.d1'), words.say('adv.column.d9'), words.say('adv.column.d10')],
    [
      [words.planet('Ascendant'), words.sign(kundli.ascendant.sign), signOf(d9.ascendantSign), signOf(d10.ascendantSign)],
      ...kundli.planets.map((planet) => {
        const navamsa = d9.signs.find((entry) => entry.planet === planet.name)!.sign;
        return [
          words.planet(planet.name),
          words.sign(planet.sign),
          navamsa === planet.signIndex ? words.say('adv.vargottamaSign', { sign: signOf(navamsa) }) : signOf(navamsa),
          signOf(d10.signs.find((entry) => entry.planet === planet.name)!.sign),
        ];
      }),
    ],
  );
  const vargas = shodashavarga(kundli);
  // English abbreviates the grahas and signs to fit sixteen rows by eleven columns; Hindi and Tamil names are short.
  view.table(
    [words.say('adv.column.varga'), words.say('adv.column.ascendant'), ...kundli.planets.map((planet) => (english ? planet.name.slice(0, 2) : words.planet(planet.name)))],
    vargas.map((chart) => [
      words.say('adv.vargaRow', { division: chart.division, name: words.say(`adv.vargaName.${chart.division}`) }),
      ...chart.placements.map((placement) => (english ? placement.sign.slice(0, 3) : words.sign(placement.sign))),
    ]),
    words.say('adv.shodashavargaCaption'),
  );
  const vargottamaCount = kundli.planets.map((planet) => ({ planet: planet.name, count: vargas.filter((chart) => chart.division !== 1 && chart.placements.find((placement) => placement.name === planet.name)!.vargottama).length }))
    .sort((a, b) => b.count - a.count);
  const least = vargottamaCount[vargottamaCount.length - 1];
  view.paragraph(words.say('adv.vargottamaCount', {
    most: vargottamaCount.slice(0, 3).map((entry) => words.say('adv.vargottamaOf', { planet: words.planet(entry.planet), count: entry.count })).join(', '),
    least: words.planet(least.planet),
    count: least.count,
  }));
  const tenthD10 = (d10.ascendantSign + 9) % 12;
  const inTenth = d10.signs.filter((entry) => entry.sign === tenthD10).map((entry) => words.planet(entry.planet));
  view.paragraph(words.say('adv.d10', { lagna: signOf(d10.ascendantSign), tenth: signOf(tenthD10), planets: inTenth.length > 0 ? inTenth.join(', ') : words.say('adv.d10Empty') }));

  const kp = computeKpChart(moment);
  view.section(words.say('adv.kpCusps')).table(
    [words.say('adv.column.cusp'), words.t('column.sign'), words.t('column.degree'), words.say('adv.column.signLord'), words.say('adv.column.starLord'), words.say('adv.column.subLord')],
    kp.cusps.map((cusp, index) => {
      const lords = kpLords(cusp);
      return [String(index + 1), signOf(Math.floor(cusp / 30) % 12), formatDms(cusp % 30), words.planet(lords.signLord), words.planet(lords.starLord), words.planet(lords.subLord)];
    }),
  );
  view.section(words.say('adv.kpPlanets')).table(
    [words.t('column.planet'), words.t('column.sign'), words.t('column.degree'), words.say('adv.column.starLord'), words.say('adv.column.subLord'), words.say('adv.column.signifies')],
    kp.planets.map((planet) => {
      const lords = kpLords(planet.longitude);
      return [words.planet(planet.name), words.sign(planet.sign), planet.degreeText, words.planet(lords.starLord), words.planet(lords.subLord), signifiedHouses(planet.name as Planet, kp).join(', ')];
    }),
    words.say('adv.kpCaption'),
  );
  const analysis = computeKpAnalysis(moment).advancedAnalysis;
  const wealth = cuspalWealth(words, analysis, kp.cusps[1]);
  view.paragraph(wealth.line).list(wealth.factors).paragraph(panchangaGroup(words, analysis));

  const running = runningPeriods(kundli.dasha.mahadashas, asOf);
  const lordCell = (lord: string, isRunning: boolean) => (isRunning ? words.say('adv.running', { lord: words.planet(lord) }) : words.planet(lord));
  const balance = kundli.dasha.balanceAtBirth;
  view.section(words.say('adv.mahadashas')).table(
    [words.t('column.mahadasha'), words.t('column.from'), words.t('column.to'), words.say('adv.column.years')],
    kundli.dasha.mahadashas.map((period) => [lordCell(period.lord, period.lord === running.mahadasha.lord && period.start === running.mahadasha.start), words.date(period.start), words.date(period.end), period.years.toFixed(2)]),
    words.say('adv.balance', { lord: words.planet(balance.lord), years: balance.years, months: balance.months, days: balance.days }),
  );
  view.section(words.say('adv.antardashas', { maha: words.planet(running.mahadasha.lord) })).table(
    [words.t('column.antardasha'), words.t('column.from'), words.t('column.to')],
    subPeriods(running.mahadasha).map((period) => [lordCell(period.lord, period.start === running.antardasha.start), words.date(period.start), words.date(period.end)]),
  ).paragraph(dashaLordReading(words, running.mahadasha.lord as Planet, kundli.planets, kundli.ascendant.signIndex));
  view.section(words.say('adv.pratyantardashas', { maha: words.planet(running.mahadasha.lord), antar: words.planet(running.antardasha.lord) })).table(
    [words.say('adv.column.pratyantardasha'), words.t('column.from'), words.t('column.to')],
    subPeriods(running.antardasha).map((period) => [lordCell(period.lord, period.start === running.pratyantardasha.start), words.date(period.start), words.date(period.end)]),
  ).paragraph(`${words.say('adv.nowRunning', { date: words.date(asOf), maha: words.planet(running.mahadasha.lord), antar: words.planet(running.antardasha.lord), pratyantar: words.planet(running.pratyantardasha.lord) })} ${running.antardasha.lord !== running.mahadasha.lord ? dashaLordReading(words, running.antardasha.lord as Planet, kundli.planets, kundli.ascendant.signIndex) : ''}`.trim());
}
