import type { GunaMilanResponse, KootaResult, ZodiacSignId } from '@astrosetu/contracts';
import { zodiacSignIds } from '@astrosetu/contracts';
import { computeGunaMilan, zodiacCompatibility } from '../../../astrology';
import { NATURAL_BENEFICS, type Planet } from '../../../astrology/core/vedic-data';
import type { ViewBuilder } from '../view-builder';
import { birthRows, formatIstDate, type ResolvedBirth } from './birth';
import { divisionalChart, rasiChartSvg } from './charts';
import { antardashasBetween } from './dasha-periods';

/**
 * Match-making from both births: Ashtakoot guna milan (the engine's computeGunaMilan, first = groom's side,
 * second = bride's side), each koota explained from the pair's own values, Manglik status of both with the
 * documented cancellations, Nadi and Bhakoot doshas with their exceptions, and a verdict. Detailed adds both
 * charts; Premium adds both navamsas and five years of both dashas side by side.
 */

export type MatchLevel = 'basic' | 'detailed' | 'premium' | 'tool';

/** What each koota weighs, in the tradition's terms. */
const KOOTA_MEASURES: Record<KootaResult['name'], string> = {
  Varna: 'Varna compares the spiritual temperament of the two Moon signs (Brahmin, Kshatriya, Vaishya, Shudra); the point is given when the groom\'s varna is equal to or higher than the bride\'s.',
  Vashya: 'Vashya measures how far each Moon sign is drawn to and can influence the other (human, quadruped, water, wild, insect groups).',
  Tara: 'Tara counts the birth stars from each to the other in groups of nine; the 3rd, 5th and 7th taras (Vipat, Pratyak, Naidhana) are inauspicious.',
  Yoni: 'Yoni compares the animals of the two birth nakshatras: the same animal gives full points, natural enemies none; it describes physical and intimate harmony.',
  'Graha Maitri': 'Graha Maitri is the friendship between the lords of the two Moon signs: the mental wavelength and ease of understanding.',
  Gana: 'Gana compares temperaments: Deva (gentle), Manushya (human) and Rakshasa (fierce).',
  Bhakoot: 'Bhakoot looks at the distance between the two Moon signs; the 2-12, 6-8 and 5-9 relations are held to strain health, finances or progeny.',
  Nadi: 'Nadi compares the constitutions (Adi, Madhya, Antya) of the birth stars; the same nadi scores zero and is the most serious dosha, tied to health and children.',
};

/** What a weak and a full score of each koota mean for the couple in practice. */
const KOOTA_OUTCOME: Record<KootaResult['name'], { weak: string; full: string }> = {
  Varna: { weak: 'The couple may approach duty and ideals differently; it is the lightest koota and easily outweighed.', full: 'Your outlooks on duty and ideals sit comfortably together.' },
  Vashya: { weak: 'Neither easily yields to the other: decisions need explicit give and take.', full: 'There is a natural pull between you and influence flows both ways.' },
  Tara: { weak: 'The star count is unfavourable in at least one direction: timing of joint ventures needs care.', full: 'Each birth star is auspicious for the other: good fortune through each other.' },
  Yoni: { weak: 'Physical rhythms and instincts differ; affection needs patience and attention.', full: 'A strong physical and instinctive harmony.' },
  'Graha Maitri': { weak: 'The Moon-sign lords are not friends: you may think along different lines and need to explain yourselves.', full: 'The Moon-sign lords are friends (or the same): you understand each other readily.' },
  Gana: { weak: 'Temperaments differ sharply: one may find the other harsh or too soft; tolerance is the key.', full: 'Your temperaments are of the same kind.' },
  Bhakoot: { weak: 'The Moon signs stand in a difficult relation (Bhakoot dosha), traditionally affecting finances, health or children, unless an exception applies (see the doshas).', full: 'The Moon signs stand in a favourable relation for family welfare and prosperity.' },
  Nadi: { weak: 'Both have the same nadi (Nadi dosha), the most serious mismatch in the tradition, unless an exception applies (see the doshas).', full: 'Different nadis: the constitutions complement each other.' },
};

function kootaResult(koota: KootaResult): string {
  const share = koota.points / koota.maxPoints;
  const verdict = share >= 1 ? 'full agreement' : share >= 0.5 ? 'partial agreement' : koota.points > 0 ? 'a weak agreement' : 'no agreement';
  const outcome = share >= 1 ? KOOTA_OUTCOME[koota.name].full : share < 0.5 ? KOOTA_OUTCOME[koota.name].weak : '';
  return `${koota.name}: ${koota.points} of ${koota.maxPoints} (${verdict}). The groom's side is ${koota.boy} and the bride's side ${koota.girl}. ${KOOTA_MEASURES[koota.name]}${outcome ? ` For you: ${outcome.charAt(0).toLowerCase()}${outcome.slice(1)}` : ''}`;
}

export interface Couple {
  first: ResolvedBirth;
  second: ResolvedBirth;
}

export function gunaMilanOf(couple: Couple): GunaMilanResponse {
  return computeGunaMilan(couple.first.moment, couple.second.moment);
}

function verdict(result: GunaMilanResponse, level: MatchLevel): string {
  const open = result.doshas.filter((dosha) => dosha.present && !dosha.cancelled).map((dosha) => dosha.name);
  const cancelled = result.doshas.filter((dosha) => dosha.present && dosha.cancelled).map((dosha) => dosha.name);
  const parts = [`${result.total} of 36 gunas: ${result.band}.`];
  parts.push(result.total >= 18 ? 'The score meets the traditional minimum of 18 for marriage.' : 'The score is below the traditional minimum of 18, which calls for a careful look at the whole charts before deciding.');
  if (level !== 'basic') {
    if (open.length > 0) parts.push(`${open.join(' and ')} ${open.length > 1 ? 'are' : 'is'} present without a cancelling exception; traditionally this weighs more than the score.`);
    if (cancelled.length > 0) parts.push(`${cancelled.join(' and ')} ${cancelled.length > 1 ? 'are' : 'is'} formed but cancelled by a documented exception.`);
    parts.push(result.mangalDoshaMatch.description);
  }
  const recommended = result.total >= 18 && (level === 'basic' || (open.length === 0 && result.mangalDoshaMatch.compatible));
  parts.push(recommended
    ? 'Verdict: the match is favourable by the classical rules.'
    : 'Verdict: the match is not recommended by the classical rules as they stand; an astrologer can weigh the full charts and remedies.');
  return parts.join(' ');
}

function manglikText(name: string, birth: ResolvedBirth): string {
  const dosha = birth.kundli.doshas.find((entry) => entry.name === 'Mangal Dosha')!;
  const status = dosha.effective ? 'manglik' : dosha.cancelled ? 'manglik by position, but cancelled' : 'not manglik';
  return `${name}: ${status}. ${dosha.description}`;
}

export function writeMatch(view: ViewBuilder, couple: Couple, level: MatchLevel, asOf: Date): GunaMilanResponse {
  const result = gunaMilanOf(couple);
  const { first, second } = couple;
  view.section('The two births').keyValues(birthRows(first)).keyValues(birthRows(second));
  view.section('Guna milan at a glance').table(
    ['Koota', 'Groom\'s side', 'Bride\'s side', 'Points'],
    [...result.kootas.map((koota) => [koota.name, koota.boy, koota.girl, `${koota.points} / ${koota.maxPoints}`]), ['Total', '', '', `${result.total} / 36`]],
  ).paragraph(`${first.person.name}'s Moon is in ${result.boy.moonSign}, ${result.boy.nakshatra} pada ${result.boy.pada}; ${second.person.name}'s Moon is in ${result.girl.moonSign}, ${result.girl.nakshatra} pada ${result.girl.pada}.`);
  view.section('The eight kootas explained');
  for (const koota of result.kootas) view.paragraph(kootaResult(koota));
  if (level !== 'basic') {
    if (level !== 'tool') {
      view.section('Both birth charts').chart(`${first.person.name}: D1`, rasiChartSvg(first.kundli)).chart(`${second.person.name}: D1`, rasiChartSvg(second.kundli));
    }
    view.section('Manglik (Mangal dosha)').paragraph(manglikText(first.person.name, first)).paragraph(manglikText(second.person.name, second)).paragraph(result.mangalDoshaMatch.description);
    view.section('Nadi and Bhakoot doshas');
    for (const dosha of result.doshas) {
      view.paragraph(`${dosha.name}: ${dosha.present ? (dosha.cancelled ? 'formed, but cancelled' : 'present, not cancelled') : 'not formed'}.${dosha.reason ? ` ${dosha.reason.replace(/\.?$/, '.')}` : ''}`);
    }
  }
  if (level === 'tool') {
    const signId = (birth: ResolvedBirth) => zodiacSignIds[birth.kundli.planets.find((planet) => planet.name === 'Moon')!.signIndex] as ZodiacSignId;
    const pair = zodiacCompatibility(signId(first), signId(second));
    view.section('Moon signs together').paragraph(`${pair.sign1} and ${pair.sign2} (${pair.aspect}): ${pair.score} of 100, ${pair.overall}. ${pair.advice}`)
      .list([...pair.strengths.map((entry) => `Strength: ${entry}`), ...pair.challenges.map((entry) => `Challenge: ${entry}`)]);
  }
  if (level === 'premium') writePremium(view, couple, asOf);
  view.section('Verdict').paragraph(verdict(result, level));
  return result;
}

function writePremium(view: ViewBuilder, couple: Couple, today: Date): void {
  const { first, second } = couple;
  const d9 = (birth: ResolvedBirth) => divisionalChart(birth.kundli, 9);
  view.section('Navamsa (D9) charts').chart(`${first.person.name}: D9`, d9(first).svg).chart(`${second.person.name}: D9`, d9(second).svg)
    .paragraph('The navamsa is the chart of marriage: a strong 7th house and Venus (and Jupiter for the bride\'s side) in the navamsa support a lasting union.');
  for (const birth of [first, second]) {
    const chart = d9(birth);
    const venus = chart.signs.find((entry) => entry.planet === 'Venus')!;
    const jupiter = chart.signs.find((entry) => entry.planet === 'Jupiter')!;
    const seventh = (chart.ascendantSign + 6) % 12;
    const inSeventh = chart.signs.filter((entry) => entry.sign === seventh).map((entry) => entry.planet);
    view.paragraph(`${birth.person.name}: navamsa Venus in house ${((venus.sign - chart.ascendantSign + 12) % 12) + 1}, Jupiter in house ${((jupiter.sign - chart.ascendantSign + 12) % 12) + 1}; the navamsa 7th house holds ${inSeventh.length > 0 ? inSeventh.join(', ') : 'no planet'}.`);
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
  const rows = boundaries.map((ms, index) => {
    const x = at(a, ms);
    const y = at(b, ms);
    const to = boundaries[index + 1] ?? end.getTime();
    const both = benefic(x.lord) && benefic(y.lord);
    return [formatIstDate(new Date(ms)), formatIstDate(new Date(to)), `${x.mahadasha} / ${x.lord}`, `${y.mahadasha} / ${y.lord}`, both ? 'both benefic' : ''];
  });
  view.section('The next five years of both dashas').table(['From', 'To', first.person.name, second.person.name, 'Note'], rows)
    .paragraph(`Each cell is mahadasha / antardasha. Jupiter, Venus, Mercury and the Moon are natural benefics: stretches where both run benefic antardashas (${rows.filter((row) => row[4]).length} of ${rows.length} here) are traditionally chosen for the wedding and for major joint decisions.`);
}
