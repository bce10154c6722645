import type { GunaMilanResponse, KootaResult, ZodiacSignId } from '@astrosetu/contracts';
import { zodiacSignIds } from '@astrosetu/contracts';
import { computeGunaMilan, zodiacCompatibility } from '../../../astrology';
import { NATURAL_BENEFICS, type Planet } from '../../../astrology/core/vedic-data';
import { houseFrom } from '../../../astrology/chart/zodiac-point';
import type { ViewBuilder } from '../view-builder';
import { birthRows, type ResolvedBirth } from './birth';
import { deliverableWords, type DeliverableWords } from '../deliverable-words';
import { divisionalChart, rasiChartSvg } from './charts';
import { antardashasBetween } from './dasha-periods';
import { writeMatchRemedies } from './match-remedies';
import { writeWeddingMuhurta } from './wedding-muhurta';

/**
 * Match-making from both births: Ashtakoot guna milan (the engine's computeGunaMilan, read from the groom's side
 * to the bride's, as the order's form names them), each koota explained from the pair's own values, Manglik
 * status of both with the documented cancellations, and a verdict. Detailed (and the Compatibility Report) add
 * Nadi and Bhakoot doshas with their exceptions and classical remedies for each dosha found (match-remedies.ts);
 * Detailed adds both charts; Premium adds both navamsas and five years of both dashas side by side.
 */

export type MatchLevel = 'basic' | 'detailed' | 'premium' | 'tool';

/** How a koota's share of points reads: full, partial, weak or none. */
function kootaResult(words: DeliverableWords, koota: KootaResult): string {
  const share = koota.points / koota.maxPoints;
  const verdict = share >= 1 ? 'full' : share >= 0.5 ? 'partial' : koota.points > 0 ? 'weak' : 'none';
  const outcome = share >= 1 ? 'full' : share < 0.5 ? 'weak' : undefined;
  const kootaKey = KOOTA_KEYS[koota.name];
  return words.say(outcome ? 'match.kootaWithOutcome' : 'match.koota', {
    koota: koota.label ?? koota.name,
    points: koota.points,
    max: koota.maxPoints,
    verdict: words.say(`match.agreement.${verdict}`),
    boy: koota.boy,
    girl: koota.girl,
    measures: words.say(`match.measures.${kootaKey}`),
    outcome: outcome ? words.say(`match.outcome.${kootaKey}.${outcome}`) : '',
  });
}

/** Catalogue keys of the kootas (the engine's names, one without its space). */
const KOOTA_KEYS: Record<KootaResult['name'], string> = {
  Varna: 'Varna', Vashya: 'Vashya', Tara: 'Tara', Yoni: 'Yoni', 'Graha Maitri': 'GrahaMaitri', Gana: 'Gana', Bhakoot: 'Bhakoot', Nadi: 'Nadi',
};

export interface Couple {
  groom: ResolvedBirth;
  bride: ResolvedBirth;
}

export function gunaMilanOf(couple: Couple, words: DeliverableWords = deliverableWords()): GunaMilanResponse {
  return computeGunaMilan(couple.groom.moment, couple.bride.moment, words.language);
}

function verdict(words: DeliverableWords, result: GunaMilanResponse, level: MatchLevel): string {
  const open = result.doshas.filter((dosha) => dosha.present && !dosha.cancelled).map((dosha) => dosha.name);
  const cancelled = result.doshas.filter((dosha) => dosha.present && dosha.cancelled).map((dosha) => dosha.name);
  const parts = [words.say('match.verdict.score', { total: result.total, band: result.bandName ?? result.band })];
  parts.push(words.say(result.total >= 18 ? 'match.verdict.meetsMinimum' : 'match.verdict.belowMinimum'));
  if (level !== 'basic') {
    if (open.length > 0) parts.push(words.say('match.verdict.open', { doshas: words.list(open), count: open.length }));
    if (cancelled.length > 0) parts.push(words.say('match.verdict.cancelled', { doshas: words.list(cancelled), count: cancelled.length }));
  }
  parts.push(result.mangalDoshaMatch.description);
  const recommended = result.total >= 18 && result.mangalDoshaMatch.compatible && (level === 'basic' || open.length === 0);
  parts.push(words.say(recommended ? 'match.verdict.favourable' : 'match.verdict.notRecommended'));
  return parts.join(' ');
}

/** The engine's cancellation reasons of a Mangal dosha (yogas/doshas.ts), as sentences of the catalogue. */
function manglikReason(words: DeliverableWords, reason: string): string {
  const ownSign = /^Mars is in its own sign (\w+)$/.exec(reason);
  if (ownSign) return words.say('match.manglik.reason.ownSign', { sign: words.sign(ownSign[1]) });
  if (reason === 'Mars is exalted in Capricorn') return words.say('match.manglik.reason.exalted', { sign: words.sign('Capricorn') });
  const houseSign = /^Mars in the (\d+)\w\w house in (\w+)$/.exec(reason);
  if (houseSign) return words.say('match.manglik.reason.houseSign', { house: words.ordinal(Number(houseSign[1])), sign: words.sign(houseSign[2]) });
  if (reason === 'Mars is conjunct Jupiter') return words.say('match.manglik.reason.withJupiter');
  if (reason === 'Mars is conjunct the Moon') return words.say('match.manglik.reason.withMoon');
  return reason;
}

/** The houses of a Mangal dosha (yogas/doshas.ts), counted from the ascendant and, for the milder influence, from the Moon. */
const MANGAL_HOUSES = [1, 2, 4, 7, 8, 12];

function manglikText(words: DeliverableWords, name: string, birth: ResolvedBirth): string {
  const dosha = birth.kundli.doshas.find((entry) => entry.name === 'Mangal Dosha')!;
  const mars = birth.kundli.planets.find((planet) => planet.name === 'Mars')!;
  const moon = birth.kundli.planets.find((planet) => planet.name === 'Moon')!;
  const status = words.say(dosha.effective ? 'match.manglik.status.manglik' : dosha.cancelled ? 'match.manglik.status.cancelled' : 'match.manglik.status.not');
  const where = { house: words.ordinal(mars.house), sign: words.sign(mars.sign) };
  const description = dosha.present
    ? dosha.cancelled
      ? words.say('match.manglik.cancelled', { ...where, reasons: dosha.reasons.map((reason) => manglikReason(words, reason)).join('; ') })
      : words.say('match.manglik.present', where)
    : words.say(MANGAL_HOUSES.includes(houseFrom(moon.signIndex, mars.signIndex)) ? 'match.manglik.absentFromMoon' : 'match.manglik.absent', where);
  return words.say('match.manglik.line', { name, status, description });
}

export function writeMatch(view: ViewBuilder, couple: Couple, level: MatchLevel, asOf: Date, words: DeliverableWords = deliverableWords()): GunaMilanResponse {
  const result = gunaMilanOf(couple, words);
  const { groom, bride } = couple;
  // Each birth under its role, as the order's form asked for them ('Groom' / 'Bride' in place of 'Name').
  const withRole = (birth: ResolvedBirth, role: 'groom' | 'bride') => birthRows(birth, words).map(([label, value], index): [string, string] => (index === 0 ? [words.say(`match.role.${role}`), value] : [label, value]));
  view.section(words.say('match.births')).keyValues(withRole(groom, 'groom')).keyValues(withRole(bride, 'bride'));
  view.section(words.say('match.glance')).table(
    [words.say('match.column.koota'), words.say('match.column.groom'), words.say('match.column.bride'), words.say('match.column.points')],
    [
      ...result.kootas.map((koota) => [koota.label ?? koota.name, koota.boy, koota.girl, `${koota.points} / ${koota.maxPoints}`]),
      [words.say('match.column.total'), '', '', `${result.total} / 36`],
    ],
  ).paragraph(words.say('match.moons', {
    groom: groom.person.name, groomSign: result.boy.moonSign, groomNakshatra: result.boy.nakshatra, groomPada: result.boy.pada,
    bride: bride.person.name, brideSign: result.girl.moonSign, brideNakshatra: result.girl.nakshatra, bridePada: result.girl.pada,
  }));
  view.section(words.say('match.kootasExplained'));
  for (const koota of result.kootas) view.paragraph(kootaResult(words, koota));
  if (level !== 'basic' && level !== 'tool') {
    view.section(words.say('match.bothCharts'))
      .chart(words.say('match.chartOf', { name: groom.person.name, chart: 'D1' }), rasiChartSvg(groom.kundli, words.language))
      .chart(words.say('match.chartOf', { name: bride.person.name, chart: 'D1' }), rasiChartSvg(bride.kundli, words.language));
  }
  // Every level checks Mangal dosha for both (the Basic card promises it).
  view.section(words.say('match.manglik.heading')).paragraph(manglikText(words, groom.person.name, groom)).paragraph(manglikText(words, bride.person.name, bride)).paragraph(result.mangalDoshaMatch.description);
  if (level !== 'basic') {
    view.section(words.say('match.doshas'));
    for (const dosha of result.doshas) {
      const state = words.say(dosha.present ? (dosha.cancelled ? 'match.dosha.cancelled' : 'match.dosha.present') : 'match.dosha.absent');
      view.paragraph(words.say(dosha.reason ? 'match.dosha.lineWithReason' : 'match.dosha.line', { dosha: dosha.name, state, reason: dosha.reason?.replace(/[.।]?$/, '') ?? '' }));
    }
  }
  if (level === 'tool') {
    const signId = (birth: ResolvedBirth) => zodiacSignIds[birth.kundli.planets.find((planet) => planet.name === 'Moon')!.signIndex] as ZodiacSignId;
    const pair = zodiacCompatibility(signId(groom), signId(bride), words.language);
    view.section(words.say('match.moonSigns')).paragraph(words.say('match.moonSignsLine', { first: pair.sign1, second: pair.sign2, aspect: pair.aspect, score: pair.score, overall: pair.overallName ?? pair.overall, advice: pair.advice }))
      .list([...pair.strengths.map((entry) => words.say('match.strength', { text: entry })), ...pair.challenges.map((entry) => words.say('match.challenge', { text: entry }))]);
  }
  if (level !== 'basic') writeMatchRemedies(view, words, result, couple);
  if (level === 'premium') writePremium(view, words, couple, asOf);
  // The Premium card's wedding-muhurat selection: 12 months of Vivah muhurtas at the bride's birth place.
  if (level === 'premium') writeWeddingMuhurta(view, words, couple, asOf);
  view.section(words.say('match.verdictHeading')).paragraph(verdict(words, result, level));
  return result;
}

function writePremium(view: ViewBuilder, words: DeliverableWords, couple: Couple, today: Date): void {
  const { groom: first, bride: second } = couple;
  const d9 = (birth: ResolvedBirth) => divisionalChart(birth.kundli, 9, words.language);
  view.section(words.say('match.premium.navamsa'))
    .chart(words.say('match.chartOf', { name: first.person.name, chart: 'D9' }), d9(first).svg)
    .chart(words.say('match.chartOf', { name: second.person.name, chart: 'D9' }), d9(second).svg)
    .paragraph(words.say('match.premium.navamsaLead'));
  for (const birth of [first, second]) {
    const chart = d9(birth);
    const venus = chart.signs.find((entry) => entry.planet === 'Venus')!;
    const jupiter = chart.signs.find((entry) => entry.planet === 'Jupiter')!;
    const seventh = (chart.ascendantSign + 6) % 12;
    const inSeventh = chart.signs.filter((entry) => entry.sign === seventh).map((entry) => words.planet(entry.planet));
    view.paragraph(words.say('match.premium.navamsaLine', {
      name: birth.person.name,
      venus: ((venus.sign - chart.ascendantSign + 12) % 12) + 1,
      jupiter: ((jupiter.sign - chart.ascendantSign + 12) % 12) + 1,
      seventh: inSeventh.length > 0 ? inSeventh.join(', ') : words.say('match.premium.noPlanet'),
    }));
  }
  // From today, or from the later birth if one is later today.
  const asOf = new Date(Math.max(today.getTime(), first.moment.utcMs, second.moment.utcMs));
  const end = new Date(asOf.getTime() + 5 * 365.25 * 86_400_000);
  const a = antardashasBetween(first.kundli.dasha.mahadashas, asOf, end);
  const b = antardashasBetween(second.kundli.dasha.mahadashas, asOf, end);
  const boundaries = [...new Set([asOf.getTime(), ...a.map((p) => Date.parse(p.start)), ...b.map((p) => Date.parse(p.start))])]
    .filter((ms) => ms >= asOf.getTime() && ms < end.getTime())
    .sort((x, y) => x - y);
  const at = (periods: typeof a, ms: number) => periods.find((period) => Date.parse(period.start) <= ms && ms < Date.parse(period.end))!;
  const benefic = (lord: string) => NATURAL_BENEFICS.includes(lord as Planet);
  const bothBenefic = words.say('match.premium.bothBenefic');
  const rows = boundaries.map((ms, index) => {
    const x = at(a, ms);
    const y = at(b, ms);
    const to = boundaries[index + 1] ?? end.getTime();
    const both = benefic(x.lord) && benefic(y.lord);
    return [words.date(new Date(ms)), words.date(new Date(to)), `${words.planet(x.mahadasha)} / ${words.planet(x.lord)}`, `${words.planet(y.mahadasha)} / ${words.planet(y.lord)}`, both ? bothBenefic : ''];
  });
  view.section(words.say('match.premium.dashas')).table([words.t('column.from'), words.t('column.to'), first.person.name, second.person.name, words.say('match.premium.note')], rows)
    .paragraph(words.say('match.premium.dashasLead', { count: rows.filter((row) => row[4]).length, total: rows.length }));
}
