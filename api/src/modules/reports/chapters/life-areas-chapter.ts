import type { Kundli } from '@astrosetu/contracts';
import { NATURAL_BENEFICS, type Planet } from '../../../astrology/core/vedic-data';
import type { ReportContext, TierPlan } from '../report-request';
import type { ReportText } from '../report-text';
import { houseText } from '../texts/houses';
import { activeAreaText } from '../texts/active-areas';
import { signText } from '../texts/signs';
import { aspectsOnHouse, housesRuled, planetIn } from '../analysis/chart-analysis';
import { dashaWindow } from '../analysis/dasha-periods';

/** The areas of life a reader asks about, each read from its houses and significators (karakas); words in lifeAreas.area.<key>. */
interface LifeArea {
  key: 'career' | 'money' | 'marriage' | 'health' | 'education' | 'children' | 'home' | 'travel' | 'spiritual';
  houses: number[];
  karakas: (kundli: Kundli, gender: string) => Planet[];
}

const AREAS: readonly LifeArea[] = [
  { key: 'career', houses: [10, 6, 11], karakas: () => ['Sun', 'Saturn'] },
  { key: 'money', houses: [2, 11, 9], karakas: () => ['Jupiter', 'Venus'] },
  { key: 'marriage', houses: [7, 2, 12], karakas: (_kundli, gender) => [gender === 'female' ? 'Jupiter' : 'Venus'] },
  { key: 'health', houses: [1, 6, 8], karakas: () => ['Sun', 'Moon'] },
  { key: 'education', houses: [4, 5, 9], karakas: () => ['Mercury', 'Jupiter'] },
  { key: 'children', houses: [5, 9], karakas: () => ['Jupiter'] },
  { key: 'home', houses: [4, 11], karakas: () => ['Mars', 'Venus'] },
  { key: 'travel', houses: [12, 9, 3], karakas: () => ['Rahu'] },
  { key: 'spiritual', houses: [9, 12, 5], karakas: () => ['Jupiter', 'Ketu'] },
];

const STRENGTH: Record<string, number> = { exalted: 2, moolatrikona: 1.5, 'own sign': 1.5, friendly: 0.5, neutral: 0, enemy: -0.5, debilitated: -1.5 };

function houseReading(text: ReportText, kundli: Kundli, house: number): { text: string; brief: string; score: number } {
  const sign = kundli.houses[house - 1];
  const lord = planetIn(kundli, sign.lord as Planet);
  const aspects = aspectsOnHouse(kundli, house);
  const benefic = [...sign.planets, ...aspects].filter((name) => NATURAL_BENEFICS.includes(name)).length;
  const malefic = [...sign.planets, ...aspects].length - benefic;
  const score = (STRENGTH[lord.dignity] ?? 0) + ([6, 8, 12].includes(lord.house) && ![6, 8, 12].includes(house) ? -1 : 0) + benefic * 0.5 - malefic * 0.3;
  const params = { house: text.ordinal(house), sign: text.sign(sign.sign), lord: text.planet(lord.name), lordHouse: text.ordinal(lord.house) };
  const brief = sign.planets.length > 0 ? text.t('lifeAreas.briefHolding', { ...params, planets: text.planets(sign.planets) }) : text.t('lifeAreas.brief', params);
  const reading = [
    text.t('lifeAreas.house', { ...params, lordSign: text.sign(lord.sign), dignity: text.dignity(lord.dignity), topics: houseText(text, house).topics, matters: houseText(text, lord.house).asDestination }),
    sign.planets.length > 0 ? text.t('lifeAreas.holds', { planets: text.planets(sign.planets) }) : '',
    aspects.length > 0 ? text.t('lifeAreas.aspectedBy', { planets: text.planets(aspects) }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { text: reading, brief, score };
}

/** Comprehensive and Premium: each area of life read from its houses and karakas, with the periods that time it. */
export function writeLifeAreas(context: ReportContext, plan: TierPlan): void {
  const { writer, kundli, asOfMs, request, text } = context;
  writer.chapter(text.t('lifeAreas.title'), text.t('lifeAreas.lead', { years: plan.dashaYears }));
  const windows = dashaWindow(kundli.dasha.mahadashas, asOfMs, plan.dashaYears);
  const antardashas = windows.flatMap((window) => window.antardashas.map((antar) => ({ maha: window.mahadasha.lord as Planet, antar })));
  const readHouses = new Set<number>();
  for (const area of AREAS) {
    const title = text.t(`lifeAreas.area.${area.key}.title`);
    const inSentence = text.t(`lifeAreas.area.${area.key}.inSentence`);
    const covers = text.t(`lifeAreas.area.${area.key}.covers`);
    const karakas = area.karakas(kundli, request.person.gender);
    const [primary, ...others] = area.houses;
    const main = houseReading(text, kundli, primary);
    const supporting = others.map((house) => houseReading(text, kundli, house));
    const karakaScores = karakas.map((karaka) => STRENGTH[planetIn(kundli, karaka).dignity] ?? 0);
    const total = main.score * 2 + supporting.reduce((sum, reading) => sum + reading.score, 0) + karakaScores.reduce((sum, score) => sum + score, 0);
    const verdict = text.t(total >= 3 ? 'lifeAreas.verdict.strong' : total >= 1 ? 'lifeAreas.verdict.good' : total > -1.5 ? 'lifeAreas.verdict.mixed' : 'lifeAreas.verdict.care');
    writer.section(title);
    const mainText = readHouses.has(primary) ? text.t('lifeAreas.mainReadAbove', { brief: main.brief }) : main.text;
    readHouses.add(primary);
    writer.paragraph(
      [
        text.t('lifeAreas.reads', { covers }),
        mainText,
        ...karakas.map((karaka) => {
          const position = planetIn(kundli, karaka);
          return text.t('lifeAreas.karaka', { planet: text.planet(karaka), area: inSentence, sign: text.sign(position.sign), house: text.ordinal(position.house), dignity: text.dignity(position.dignity) });
        }),
        text.t('lifeAreas.overall', { area: inSentence, verdict }),
      ].join(' '),
    );
    if (plan.fullHouses) {
      const supportScore = supporting.reduce((sum, reading) => sum + reading.score, 0);
      writer.paragraph(
        text.t(supportScore >= 1 ? 'lifeAreas.supportStrong' : supportScore > -1 ? 'lifeAreas.supportSteady' : 'lifeAreas.supportStrain', { area: title, houses: text.list(supporting.map((reading) => reading.brief)) }),
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
        ? text.t('lifeAreas.timing', {
            area: inSentence,
            periods: relevant
              .slice(0, 5)
              .map(({ maha, antar }) => text.t('dasha.spanNamed', { name: `${text.planet(maha)}-${text.planet(antar.lord)}`, from: text.date(antar.start), to: text.date(antar.end) }))
              .join(', '),
            covers,
            effect: good ? activeAreaText(text, primary).good : activeAreaText(text, primary).hard,
          })
        : text.t('lifeAreas.noTiming', { area: inSentence, primary: text.ordinal(primary), second: text.ordinal(area.houses[1]) }),
    );
    if (area.key === 'health') {
      const sixth = kundli.houses[5];
      writer.paragraph(
        text.t('lifeAreas.body', { ascendant: text.sign(kundli.ascendant.sign), ascendantBody: signText(text, kundli.ascendant.signIndex).body, sixth: text.sign(sixth.sign), sixthBody: signText(text, sixth.signIndex).body }),
        { size: 10 },
      );
    }
  }
}
