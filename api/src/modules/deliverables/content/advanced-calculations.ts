import { computeKpAnalysis } from '../../../astrology';
import { formatDms } from '../../../astrology/core/angles';
import { SIGN_NAMES, type Planet } from '../../../astrology/core/vedic-data';
import { computeKpChart, kpLords, signifiedHouses } from '../../../astrology/kp/kp';
import type { ViewBuilder } from '../view-builder';
import { birthRows, formatIstDate, type ResolvedBirth } from './birth';
import { divisionalChart } from './charts';
import { shodashavarga } from '../../../astrology/varga/vargas';
import { runningPeriods, subPeriods } from './dasha-periods';
import { dashaLordReading } from './interpretation';
import { deliverableWords } from '../deliverable-words';

/** Still written in English: its KP and varga texts come from the engine in English. */
const ENGLISH = deliverableWords('en');

/** Advanced calculations: D9 and D10, KP cusps and significators, Vimshottari at three levels. */
export function writeAdvancedCalculations(view: ViewBuilder, birth: ResolvedBirth, asOf: Date): void {
  const { kundli, moment } = birth;
  view.section('Birth details').keyValues(birthRows(birth));

  const d9 = divisionalChart(kundli, 9);
  const d10 = divisionalChart(kundli, 10);
  view.section('Divisional charts').chart('Navamsa (D9)', d9.svg).chart('Dashamsa (D10)', d10.svg).table(
    ['Graha', 'D1 sign', 'D9 sign', 'D10 sign'],
    [
      ['Ascendant', kundli.ascendant.sign, SIGN_NAMES[d9.ascendantSign], SIGN_NAMES[d10.ascendantSign]],
      ...kundli.planets.map((planet) => [
        planet.name,
        planet.sign,
        SIGN_NAMES[d9.signs.find((entry) => entry.planet === planet.name)!.sign] + (d9.signs.find((entry) => entry.planet === planet.name)!.sign === planet.signIndex ? ' (vargottama)' : ''),
        SIGN_NAMES[d10.signs.find((entry) => entry.planet === planet.name)!.sign],
      ]),
    ],
  );
  const vargas = shodashavarga(kundli);
  view.table(
    ['Varga', 'Asc', ...kundli.planets.map((planet) => planet.name.slice(0, 2))],
    vargas.map((chart) => [`D${chart.division} ${chart.name}`, ...chart.placements.map((placement) => placement.sign.slice(0, 3))]),
    'The sixteen divisional charts (shodashavarga): the sign of the ascendant and of each graha in each',
  );
  const vargottamaCount = kundli.planets.map((planet) => ({ planet: planet.name, count: vargas.filter((chart) => chart.division !== 1 && chart.placements.find((placement) => placement.name === planet.name)!.vargottama).length }))
    .sort((a, b) => b.count - a.count);
  view.paragraph(`A planet in the same sign in several vargas as in the rashi chart is steadier in its results. Most often: ${vargottamaCount.slice(0, 3).map((entry) => `${entry.planet} (${entry.count} of 15)`).join(', ')}; least: ${vargottamaCount[vargottamaCount.length - 1].planet} (${vargottamaCount[vargottamaCount.length - 1].count}).`);
  const tenthD10 = (d10.ascendantSign + 9) % 12;
  const inTenth = d10.signs.filter((entry) => entry.sign === tenthD10).map((entry) => entry.planet);
  view.paragraph(`D9 (navamsa) shows the inner strength of each planet and marriage; D10 (dashamsa) shows career. Your D10 lagna is ${SIGN_NAMES[d10.ascendantSign]} and its 10th house (${SIGN_NAMES[tenthD10]}) holds ${inTenth.length > 0 ? inTenth.join(', ') : 'no planet, so its lord carries your career themes'}.`);

  const kp = computeKpChart(moment);
  view.section('KP cusps (Placidus, Krishnamurti ayanamsa)').table(
    ['Cusp', 'Sign', 'Degree', 'Sign lord', 'Star lord', 'Sub lord'],
    kp.cusps.map((cusp, index) => {
      const lords = kpLords(cusp);
      return [String(index + 1), SIGN_NAMES[Math.floor(cusp / 30) % 12], formatDms(cusp % 30), lords.signLord, lords.starLord, lords.subLord];
    }),
  );
  view.section('KP planets and significators').table(
    ['Planet', 'Sign', 'Degree', 'Star lord', 'Sub lord', 'Signifies houses'],
    kp.planets.map((planet) => {
      const lords = kpLords(planet.longitude);
      return [planet.name, planet.sign, planet.degreeText, lords.starLord, lords.subLord, signifiedHouses(planet.name as Planet, kp).join(', ')];
    }),
    'Significators in the four KP levels: the house of its star lord, its own house, houses owned by its star lord, houses it owns.',
  );
  const analysis = computeKpAnalysis(moment).advancedAnalysis;
  view.paragraph(`Cuspal wealth: ${analysis.cuspalWealth.level}. ${analysis.cuspalWealth.description}`).list(analysis.cuspalWealth.factors)
    .paragraph(`Panchanga group: ${analysis.panchangaGroup.groupStrength} of 100. ${analysis.panchangaGroup.description}`);

  const running = runningPeriods(kundli.dasha.mahadashas, asOf);
  view.section('Vimshottari dasha: mahadashas').table(
    ['Mahadasha', 'From', 'To', 'Years'],
    kundli.dasha.mahadashas.map((period) => [period.lord + (period.lord === running.mahadasha.lord && period.start === running.mahadasha.start ? ' (running)' : ''), formatIstDate(period.start), formatIstDate(period.end), period.years.toFixed(2)]),
    `Balance at birth: ${kundli.dasha.balanceAtBirth.lord} ${kundli.dasha.balanceAtBirth.years} y ${kundli.dasha.balanceAtBirth.months} m ${kundli.dasha.balanceAtBirth.days} d.`,
  );
  view.section(`Antardashas of ${running.mahadasha.lord} mahadasha`).table(
    ['Antardasha', 'From', 'To'],
    subPeriods(running.mahadasha).map((period) => [period.lord + (period.start === running.antardasha.start ? ' (running)' : ''), formatIstDate(period.start), formatIstDate(period.end)]),
  ).paragraph(dashaLordReading(ENGLISH, running.mahadasha.lord as Planet, kundli.planets, kundli.ascendant.signIndex));
  view.section(`Pratyantardashas of ${running.mahadasha.lord}-${running.antardasha.lord}`).table(
    ['Pratyantardasha', 'From', 'To'],
    subPeriods(running.antardasha).map((period) => [period.lord + (period.start === running.pratyantardasha.start ? ' (running)' : ''), formatIstDate(period.start), formatIstDate(period.end)]),
  ).paragraph(`Now running (${formatIstDate(asOf)}): ${running.mahadasha.lord} mahadasha, ${running.antardasha.lord} antardasha, ${running.pratyantardasha.lord} pratyantardasha. ${running.antardasha.lord !== running.mahadasha.lord ? dashaLordReading(ENGLISH, running.antardasha.lord as Planet, kundli.planets, kundli.ascendant.signIndex) : ''}`.trim());
}
