import type { Kundli } from '@astrosetu/contracts';
import { NATURAL_BENEFICS, type Planet } from '../../../astrology/core/vedic-data';
import type { ReportContext, TierPlan } from '../report-request';
import { HOUSE_TEXTS, ordinal } from '../texts/houses';
import { ACTIVE_AREAS } from '../texts/active-areas';
import { SIGN_TEXTS } from '../texts/signs';
import { aspectsOnHouse, housesRuled, joinNames, planetIn } from '../analysis/chart-analysis';
import { dashaWindow } from '../analysis/dasha-periods';
import { dateText } from './format';

/** The areas of life a reader asks about, each read from its houses and significators (karakas). */
interface LifeArea {
  title: string;
  houses: number[];
  karakas: (kundli: Kundli, gender: string) => Planet[];
  /** What the area covers, completes "This chapter reads ...". */
  covers: string;
}

const AREAS: readonly LifeArea[] = [
  { title: 'Career and status', houses: [10, 6, 11], karakas: () => ['Sun', 'Saturn'], covers: 'your work, position and public standing' },
  { title: 'Money and wealth', houses: [2, 11, 9], karakas: () => ['Jupiter', 'Venus'], covers: 'earnings, savings and fortune' },
  { title: 'Marriage and partnership', houses: [7, 2, 12], karakas: (_kundli, gender) => [gender === 'female' ? 'Jupiter' : 'Venus'], covers: 'the partner, marriage and its timing' },
  { title: 'Health and vitality', houses: [1, 6, 8], karakas: () => ['Sun', 'Moon'], covers: 'constitution, vulnerable areas and recovery' },
  { title: 'Education and intellect', houses: [4, 5, 9], karakas: () => ['Mercury', 'Jupiter'], covers: 'learning, exams and the quality of the mind' },
  { title: 'Children', houses: [5, 9], karakas: () => ['Jupiter'], covers: 'children and the joy they bring' },
  { title: 'Home, property and vehicles', houses: [4, 11], karakas: () => ['Mars', 'Venus'], covers: 'home, land, houses and vehicles' },
  { title: 'Travel and foreign lands', houses: [12, 9, 3], karakas: () => ['Rahu'], covers: 'journeys, relocation and life abroad' },
  { title: 'Spiritual life', houses: [9, 12, 5], karakas: () => ['Jupiter', 'Ketu'], covers: 'faith, practice and inner growth' },
];

const STRENGTH: Record<string, number> = { exalted: 2, moolatrikona: 1.5, 'own sign': 1.5, friendly: 0.5, neutral: 0, enemy: -0.5, debilitated: -1.5 };

function houseReading(kundli: Kundli, house: number): { text: string; brief: string; score: number } {
  const sign = kundli.houses[house - 1];
  const lord = planetIn(kundli, sign.lord as Planet);
  const aspects = aspectsOnHouse(kundli, house);
  const benefic = [...sign.planets, ...aspects].filter((name) => NATURAL_BENEFICS.includes(name)).length;
  const malefic = [...sign.planets, ...aspects].length - benefic;
  const score = (STRENGTH[lord.dignity] ?? 0) + ([6, 8, 12].includes(lord.house) && ![6, 8, 12].includes(house) ? -1 : 0) + benefic * 0.5 - malefic * 0.3;
  const people = sign.planets.length > 0 ? ` It holds ${joinNames(sign.planets)}.` : '';
  const brief = `the ${ordinal(house)} (${sign.sign}, its lord ${lord.name} in the ${ordinal(lord.house)}${sign.planets.length > 0 ? `, holding ${joinNames(sign.planets)}` : ''})`;
  const text = `The ${ordinal(house)} house is ${sign.sign}; its lord ${lord.name} is in the ${ordinal(lord.house)} in ${lord.sign} (${lord.dignity}), so ${HOUSE_TEXTS[house - 1].topics} ${HOUSE_TEXTS[lord.house - 1].asDestination}.${people}${aspects.length > 0 ? ` Aspected by ${joinNames(aspects)}.` : ''}`;
  return { text, brief, score };
}

/** Comprehensive and Premium: each area of life read from its houses and karakas, with the periods that time it. */
export function writeLifeAreas(context: ReportContext, plan: TierPlan): void {
  const { writer, kundli, asOfMs, request } = context;
  writer.chapter('Areas of life', `Each area is read from the houses that govern it and its natural significators (karakas), then timed by the periods of the ${plan.dashaYears} years this report covers.`);
  const windows = dashaWindow(kundli.dasha.mahadashas, asOfMs, plan.dashaYears);
  const antardashas = windows.flatMap((window) => window.antardashas.map((antar) => ({ maha: window.mahadasha.lord as Planet, antar })));
  const readHouses = new Set<number>();
  for (const area of AREAS) {
    const karakas = area.karakas(kundli, request.person.gender);
    const [primary, ...others] = area.houses;
    const main = houseReading(kundli, primary);
    const supporting = others.map((house) => houseReading(kundli, house));
    const karakaScores = karakas.map((karaka) => STRENGTH[planetIn(kundli, karaka).dignity] ?? 0);
    const total = main.score * 2 + supporting.reduce((sum, reading) => sum + reading.score, 0) + karakaScores.reduce((sum, score) => sum + score, 0);
    const verdict = total >= 3 ? 'a strong promise in your chart' : total >= 1 ? 'a good promise that grows with effort' : total > -1.5 ? 'a mixed promise: results come with planning and patience' : 'an area that asks for care, patience and the remedies given later';
    writer.section(area.title);
    const houseText = readHouses.has(primary) ? `Its main house is ${main.brief}, read above.` : main.text;
    readHouses.add(primary);
    writer.paragraph(
      `This reads ${area.covers}. ${houseText} ${karakas.map((karaka) => { const position = planetIn(kundli, karaka); return `${karaka}, a karaka of ${area.title.toLowerCase()}, is in ${position.sign} in your ${ordinal(position.house)} house (${position.dignity}).`; }).join(' ')} Overall, for ${area.title.toLowerCase()}: ${verdict}.`,
    );
    if (plan.fullHouses) {
      const supportScore = supporting.reduce((sum, reading) => sum + reading.score, 0);
      writer.paragraph(
        `${area.title} is supported by ${joinNames(supporting.map((reading) => reading.brief))}, which ${supportScore >= 1 ? 'add strength' : supportScore > -1 ? 'add a neutral, steady influence' : 'add some strain that effort overcomes'}.`,
        { size: 10 },
      );
    }
    const relevant = antardashas.filter(({ maha, antar }) => {
      const lord = antar.lord as Planet;
      const touches = (planet: Planet) => area.houses.slice(0, 2).some((house) => housesRuled(kundli, planet).includes(house) || planetIn(kundli, planet).house === house);
      return touches(lord) || karakas.includes(lord) || (touches(maha) && lord === maha);
    });
    const good = total >= 1;
    writer.paragraph(
      relevant.length > 0
        ? `Timing for ${area.title.toLowerCase()}: the periods that bring it forward are ${relevant.slice(0, 5).map(({ maha, antar }) => `${maha}-${antar.lord} (${dateText(antar.start)} to ${dateText(antar.end)})`).join(', ')}. In them, for ${area.covers}: ${good ? ACTIVE_AREAS[primary - 1].good : ACTIVE_AREAS[primary - 1].hard}.`
        : `Timing for ${area.title.toLowerCase()}: none of the sub-periods in the years covered is ruled by the lords of the ${ordinal(primary)} or ${ordinal(area.houses[1])} house or by the karaka; this area moves mainly with transits (Jupiter over the ${ordinal(primary)} from your Moon or ascendant).`,
    );
    if (area.title === 'Health and vitality') {
      const sixth = kundli.houses[5];
      writer.paragraph(`Parts of the body to look after: your ascendant ${kundli.ascendant.sign} rules ${SIGN_TEXTS[kundli.ascendant.signIndex].body}; the 6th house sign ${sixth.sign} adds ${SIGN_TEXTS[sixth.signIndex].body}.`, { size: 10 });
    }
  }
}
