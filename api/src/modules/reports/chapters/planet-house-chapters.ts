import type { PlanetPosition } from '@astrosetu/contracts';
import { NATURAL_BENEFICS, naturalRelation, type Planet } from '../../../astrology/core/vedic-data';
import { vargaChart } from '../../../astrology';
import type { ReportContext, TierPlan } from '../report-request';
import type { ReportText } from '../report-text';
import { dignityText, firstSignification, planetText } from '../texts/planets';
import { planetInHouseText } from '../texts/planet-in-house';
import { signText } from '../texts/signs';
import { nakshatraText } from '../texts/nakshatras';
import { houseText } from '../texts/houses';
import { aspectsOnHouse, functionalNature, housesAspectedBy, housesRuled, natureText, planetIn } from '../analysis/chart-analysis';

function motionNote(text: ReportText, planet: PlanetPosition): string {
  const notes: string[] = [];
  if (planet.retrograde && planet.name !== 'Rahu' && planet.name !== 'Ketu') notes.push(text.t('planets.retrograde', { planet: text.planet(planet.name) }));
  if (planet.combust) notes.push(text.t('planets.combust'));
  return notes.join(' ');
}

/** Each graha: sign, dignity, house, lordship, aspects and (from Comprehensive) nakshatra and navamsa. */
export function writePlanets(context: ReportContext, plan: TierPlan): void {
  const { writer, kundli, text } = context;
  writer.chapter(text.t('planets.title'), text.t(plan.nakshatraPerPlanet ? 'planets.leadWithNakshatra' : 'planets.lead', { ascendant: text.sign(kundli.ascendant.sign) }));
  const navamsa = plan.vargas ? vargaChart(kundli, 9) : undefined;
  for (const planet of kundli.planets) {
    const name = text.planet(planet.name);
    const sign = text.sign(planet.sign);
    writer.section(text.t('planets.heading', { planet: name, sign, house: text.ordinal(planet.house), degree: planet.degreeText }));
    writer.paragraph(
      [
        text.t('planets.signifies', { planet: name, signifies: planetText(text, planet.name).signifies }),
        text.t('planets.style', { planet: name, sign, style: signText(text, planet.signIndex).style }),
        dignityText(text, planet),
        motionNote(text, planet),
      ]
        .filter(Boolean)
        .join(' '),
    );
    const ruled = housesRuled(kundli, planet.name);
    const aspected = housesAspectedBy(kundli, planet.name);
    const aspectedPlanets = kundli.planets.filter((other) => other.name !== planet.name && aspected.includes(other.house)).map((other) => other.name);
    const rules =
      ruled.length > 0
        ? text.t('planets.rules', {
            ascendant: text.sign(kundli.ascendant.sign),
            houses: text.houseList(ruled),
            topics: ruled.map((house) => houseText(text, house).topics).join('; '),
            nature: natureText(text, functionalNature(kundli, planet.name)),
          })
        : text.t('planets.node', { lord: text.planet(planet.signLord), house: text.ordinal(planetIn(kundli, planet.signLord as Planet).house) });
    const aspects =
      aspectedPlanets.length > 0
        ? text.t('planets.aspectsTouching', { planet: name, from: text.ordinal(planet.house), houses: text.houseList(aspected), planets: text.planets(aspectedPlanets) })
        : text.t('planets.aspects', { planet: name, from: text.ordinal(planet.house), houses: text.houseList(aspected) });
    writer.paragraph(`${planetInHouseText(text, planet.name, planet.house)} ${rules} ${aspects}`);
    const companions = kundli.planets.filter((other) => other.name !== planet.name && other.signIndex === planet.signIndex);
    if (plan.nakshatraPerPlanet && companions.length > 0) {
      const close = companions.filter((other) => Math.abs(other.longitude - planet.longitude) <= 10).map((other) => other.name);
      const others = text.planets(companions.map((other) => other.name));
      writer.paragraph(
        [
          text.t('planets.shares', {
            planet: name,
            sign,
            others,
            signifies: firstSignification(text, planet.name),
            othersSignify: text.list(companions.map((other) => firstSignification(text, other.name))),
          }),
          close.length > 0 ? text.t('planets.conjunctionClose', { planets: text.planets(close) }) : text.t('planets.conjunctionWide', { planet: name, others }),
        ].join(' '),
      );
    }
    if (plan.nakshatraPerPlanet) {
      const star = nakshatraText(text, planet.nakshatraNumber);
      const starLord = planetIn(kundli, planet.nakshatraLord as Planet);
      const inNavamsa = navamsa?.placements.find((placement) => placement.name === planet.name);
      writer.paragraph(
        [
          text.t('planets.nakshatra', { nakshatra: text.nakshatra(planet.nakshatra), pada: planet.pada, deity: star.deity, planet: name, quality: star.quality }),
          planet.nakshatraLord === planet.name
            ? text.t('planets.starLordSelf', { planet: name })
            : text.t('planets.starLordOther', { lord: text.planet(planet.nakshatraLord), house: text.ordinal(starLord.house), sign: text.sign(starLord.sign), planet: name }),
          inNavamsa ? text.t(inNavamsa.vargottama ? 'planets.navamsaVargottama' : 'planets.navamsa', { sign: text.sign(inNavamsa.sign) }) : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
    }
  }
}

/** Each of the twelve houses: sign, lord and where it sits, occupants, aspects and a verdict. */
export function writeHouses(context: ReportContext, plan: TierPlan): void {
  const { writer, kundli, text } = context;
  writer.chapter(text.t('houses.title'), text.t('houses.lead', { ascendant: text.sign(kundli.ascendant.sign) }));
  if (!plan.fullHouses) {
    writer.table(
      [
        { title: text.t('column.house'), width: 38 },
        { title: text.t('column.sign'), width: 62 },
        { title: text.t('column.lord'), width: 52 },
        { title: text.t('column.lordIn'), width: 56 },
        { title: text.t('column.occupants'), width: 118 },
        { title: text.t('column.aspectedBy'), width: 169 },
      ],
      kundli.houses.map((house) => [
        String(house.number),
        text.sign(house.sign),
        text.planet(house.lord),
        text.ordinal(planetIn(kundli, house.lord as Planet).house),
        house.planets.map(text.planet).join(', ') || '-',
        aspectsOnHouse(kundli, house.number).map(text.planet).join(', ') || '-',
      ]),
      { size: 8.5 },
    );
  }
  for (const house of kundli.houses) {
    const about = houseText(text, house.number);
    const lord = planetIn(kundli, house.lord as Planet);
    const aspecting = aspectsOnHouse(kundli, house.number);
    const benefics = [...house.planets, ...aspecting].filter((name) => NATURAL_BENEFICS.includes(name));
    const malefics = [...house.planets, ...aspecting].filter((name) => !NATURAL_BENEFICS.includes(name));
    const lordStrong = ['exalted', 'moolatrikona', 'own sign', 'friendly'].includes(lord.dignity);
    const lordInDusthana = [6, 8, 12].includes(lord.house) && ![6, 8, 12].includes(house.number);
    const score = (lordStrong ? 2 : lord.dignity === 'debilitated' ? -2 : 0) + (lordInDusthana ? -1 : 0) + Math.min(benefics.length, 3) - Math.min(malefics.length, 3) * 0.5;
    const verdict = text.t(score >= 2 ? 'houses.verdict.supported' : score >= 0.5 ? 'houses.verdict.steady' : score > -1 ? 'houses.verdict.mixed' : 'houses.verdict.care');
    const number = text.ordinal(house.number);
    const matters = houseText(text, lord.house).asDestination;
    if (!plan.fullHouses) {
      writer.paragraph(text.t('houses.brief', { house: number, sign: text.sign(house.sign), governs: about.governs, lord: text.planet(lord.name), lordHouse: text.ordinal(lord.house), topics: about.topics, matters, verdict }));
      continue;
    }
    writer.section(text.t('houses.heading', { house: number, name: about.name, sign: text.sign(house.sign), lord: text.planet(house.lord) }));
    const occupants =
      house.planets.length === 0
        ? text.t('houses.empty', { house: number, lord: text.planet(house.lord) })
        : text.t('houses.occupied', { count: house.planets.length, planets: text.planets(house.planets), adds: house.planets.map((name) => firstSignification(text, name)).join(', ') });
    const aspects =
      aspecting.length === 0
        ? text.t('houses.noAspect')
        : text.t(benefics.length > 0 && malefics.length > 0 ? 'houses.aspectMixed' : benefics.length > 0 ? 'houses.aspectBenefic' : 'houses.aspectMalefic', { planets: text.planets(aspecting) });
    writer.paragraph(
      [
        text.t('houses.full', { house: number, governs: about.governs, sign: text.signFull(house.sign), lord: text.planet(lord.name), lordHouse: text.ordinal(lord.house), lordSign: text.sign(lord.sign), dignity: text.dignity(lord.dignity), matters }),
        occupants,
        aspects,
        text.t('houses.overall', { verdict }),
      ].join(' '),
    );
  }
}

const RELATIONS = ['adhiShatru', 'shatru', 'sama', 'mitra', 'adhiMitra'] as const;
const SEVEN_PLANETS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;

/**
 * Panchadha maitri (BPHS ch. 3): the natural relation combined with the temporary one (planets 2, 3, 4, 10, 11
 * or 12 signs apart are temporary friends) gives the five-fold relation a planet has with another in this chart.
 */
export function writeFriendships(context: ReportContext): void {
  const { writer, kundli, text } = context;
  const natural = (a: Planet, b: Planet) => { const relation = naturalRelation(a as never, b as never); return relation === 'friend' ? 1 : relation === 'enemy' ? -1 : 0; };
  const temporary = (a: Planet, b: Planet) => ([2, 3, 4, 10, 11, 12].includes(((planetIn(kundli, b).signIndex - planetIn(kundli, a).signIndex + 12) % 12) + 1) ? 1 : -1);
  const compound = (a: Planet, b: Planet) => RELATIONS[natural(a, b) + temporary(a, b) + 2];
  writer.section(text.t('friendships.title'), writer.tableHeight(7, 8));
  writer.table(
    [{ title: text.t('column.planet'), width: 64 }, ...SEVEN_PLANETS.map((name) => ({ title: text.planet(name), width: 61 }))],
    SEVEN_PLANETS.map((a) => [text.planet(a), ...SEVEN_PLANETS.map((b) => (a === b ? '-' : text.t(`friendships.relation.${compound(a, b)}`)))]),
    { size: 8 },
  );
  const lagnaLord = kundli.houses[0].lord as Planet;
  const allies = SEVEN_PLANETS.filter((other) => other !== lagnaLord && (compound(lagnaLord, other) === 'mitra' || compound(lagnaLord, other) === 'adhiMitra'));
  const rivals = SEVEN_PLANETS.filter((other) => other !== lagnaLord && (compound(lagnaLord, other) === 'shatru' || compound(lagnaLord, other) === 'adhiShatru'));
  writer.paragraph(
    text.t(rivals.length > 0 ? 'friendships.readingWithRivals' : 'friendships.reading', {
      lord: text.planet(lagnaLord),
      allies: allies.length > 0 ? text.t('friendships.allies', { count: allies.length, planets: text.planets(allies) }) : text.t('friendships.noAllies'),
      rivals: text.t('friendships.rivals', { count: rivals.length, planets: text.planets(rivals) }),
    }),
    { size: 10 },
  );
}

/** The houses counted from the Moon (Chandra lagna): the chart of the mind, read beside the ascendant's. */
export function writeMoonHouses(context: ReportContext): void {
  const { writer, kundli, text } = context;
  const moonSign = planetIn(kundli, 'Moon').signIndex;
  writer.section(text.t('moonHouses.title', { sign: text.sign(kundli.moon.sign) }), writer.tableHeight(12));
  const rows = kundli.houses.map((_, index) => {
    const signIndex = (moonSign + index) % 12;
    const house = kundli.houses.find((candidate) => candidate.signIndex === signIndex)!;
    return { number: index + 1, house };
  });
  writer.table(
    [
      { title: text.t('column.fromMoon'), width: 60 },
      { title: text.t('column.sign'), width: 80 },
      { title: text.t('column.houseFromAscendant'), width: 150 },
      { title: text.t('column.planets'), width: 205 },
    ],
    rows.map(({ number, house }) => [text.ordinal(number), text.sign(house.sign), text.ordinal(house.number), house.planets.map(text.planet).join(', ') || '-']),
  );
  const kendras = rows.filter(({ number }) => [1, 4, 7, 10].includes(number)).flatMap(({ house }) => house.planets.filter((name) => name !== 'Moon'));
  const tenth = rows[9].house;
  writer.paragraph(
    text.t('moonHouses.reading', {
      kendras: kendras.length > 0 ? text.planets(kendras) : text.t('moonHouses.noKendras'),
      sign: text.sign(tenth.sign),
      lord: text.planet(tenth.lord),
      house: text.ordinal(planetIn(kundli, tenth.lord as Planet).house),
    }),
    { size: 10 },
  );
}

const DIGNITY_POINTS: Record<string, number> = { exalted: 5, moolatrikona: 4, 'own sign': 4, friendly: 3, neutral: 2, enemy: 1, debilitated: 0 };

/** A simple strength ranking of the seven planets (dignity, house, combustion, aspects of benefics), to show at a glance which planets carry the chart. */
export function writeStrengths(context: ReportContext): void {
  const { writer, kundli, text } = context;
  const rows = kundli.planets
    .filter((planet) => planet.name !== 'Rahu' && planet.name !== 'Ketu')
    .map((planet) => {
      const house = [1, 4, 7, 10].includes(planet.house) ? 2 : [5, 9].includes(planet.house) ? 2 : [6, 8, 12].includes(planet.house) ? -1 : 1;
      const beneficAspects = kundli.planets.filter((other) => other.name !== planet.name && NATURAL_BENEFICS.includes(other.name) && housesAspectedBy(kundli, other.name).includes(planet.house)).length;
      const score = (DIGNITY_POINTS[planet.dignity] ?? 2) + house + beneficAspects - (planet.combust ? 2 : 0);
      return { planet, score, beneficAspects };
    })
    .sort((a, b) => b.score - a.score);
  writer.section(text.t('strengths.title'), writer.tableHeight(7));
  writer.table(
    [
      { title: text.t('column.planet'), width: 80 },
      { title: text.t('column.dignity'), width: 90 },
      { title: text.t('column.house'), width: 60 },
      { title: text.t('column.beneficAspects'), width: 90 },
      { title: text.t('column.combust'), width: 60 },
      { title: text.t('column.score'), width: 50 },
    ],
    rows.map(({ planet, score, beneficAspects }) => [text.planet(planet.name), text.dignity(planet.dignity), text.ordinal(planet.house), String(beneficAspects), planet.combust ? text.t('common.yes') : '', String(score)]),
  );
  const strongest = rows[0].planet;
  const weakest = rows[rows.length - 1].planet;
  const strongestRules = housesRuled(kundli, strongest.name);
  const weakestRules = housesRuled(kundli, weakest.name);
  writer.paragraph(
    text.t('strengths.reading', {
      strongest: text.planet(strongest.name),
      strongestRules: strongestRules.length > 0 ? text.houseList(strongestRules) : text.t('strengths.none'),
      strongestHouse: text.ordinal(strongest.house),
      weakest: text.planet(weakest.name),
      weakestRules: weakestRules.length > 0 ? text.houseList(weakestRules) : text.t('strengths.mattersItSignifies'),
    }),
    { size: 10 },
  );
}
