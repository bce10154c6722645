import type { PlanetPosition } from '@astrosetu/contracts';
import { NATURAL_BENEFICS, naturalRelation, type Planet } from '../../../astrology/core/vedic-data';
import { vargaChart } from '../../../astrology';
import type { ReportContext, TierPlan } from '../report-request';
import { DIGNITY_TEXTS, PLANET_TEXTS } from '../texts/planets';
import { PLANET_IN_HOUSE } from '../texts/planet-in-house';
import { SIGN_TEXTS } from '../texts/signs';
import { NAKSHATRA_TEXTS } from '../texts/nakshatras';
import { HOUSE_TEXTS, ordinal } from '../texts/houses';
import { NATURE_TEXT, aspectsOnHouse, functionalNature, houseList, housesAspectedBy, housesRuled, joinNames, planetIn } from '../analysis/chart-analysis';

function motionNote(planet: PlanetPosition): string {
  const notes: string[] = [];
  if (planet.retrograde && planet.name !== 'Rahu' && planet.name !== 'Ketu') {
    notes.push(`${planet.name} was retrograde at your birth: its results turn inward and often come on a second attempt or after reconsideration.`);
  }
  if (planet.combust) notes.push(`It is combust (within the Sun’s orb), so its significations serve the Sun’s purposes and need conscious care to shine on their own.`);
  return notes.join(' ');
}

/** Each graha: sign, dignity, house, lordship, aspects and (from Comprehensive) nakshatra and navamsa. */
export function writePlanets(context: ReportContext, plan: TierPlan): void {
  const { writer, kundli } = context;
  writer.chapter(
    'The nine grahas in your chart',
    `Each planet is read by its sign (how it acts), its house (where it acts), the houses it rules for a ${kundli.ascendant.sign} ascendant (for what it acts)${plan.nakshatraPerPlanet ? ' and its nakshatra (its finer motive)' : ''}.`,
  );
  const navamsa = plan.vargas ? vargaChart(kundli, 9) : undefined;
  for (const planet of kundli.planets) {
    const text = PLANET_TEXTS[planet.name];
    writer.section(`${planet.name} in ${planet.sign}, ${ordinal(planet.house)} house · ${planet.degreeText}`);
    writer.paragraph(
      `${planet.name} stands for ${text.signifies}. In ${planet.sign}, ${planet.name} expresses itself ${SIGN_TEXTS[planet.signIndex].style}. ${DIGNITY_TEXTS[planet.dignity].replace('{p}', planet.name).replace('{s}', planet.sign).replace('{l}', planet.signLord)} ${motionNote(planet)}`.trim(),
    );
    const ruled = housesRuled(kundli, planet.name);
    const aspected = housesAspectedBy(kundli, planet.name);
    const aspectedPlanets = kundli.planets.filter((other) => other.name !== planet.name && aspected.includes(other.house)).map((other) => other.name);
    const rules =
      ruled.length > 0
        ? `For your ${kundli.ascendant.sign} ascendant it rules the ${houseList(ruled)} (${ruled.map((house) => HOUSE_TEXTS[house - 1].topics).join('; ')}) and is ${NATURE_TEXT[functionalNature(kundli, planet.name)]}.`
        : `As a node it rules no sign; it gives the results of its sign lord ${planet.signLord} (in your ${ordinal(planetIn(kundli, planet.signLord as Planet).house)} house) and of the planets it joins.`;
    writer.paragraph(
      `${PLANET_IN_HOUSE[planet.name][planet.house - 1]} ${rules} From the ${ordinal(planet.house)}, ${planet.name} aspects the ${houseList(aspected)}${aspectedPlanets.length > 0 ? `, touching ${joinNames(aspectedPlanets)} there` : ''}.`,
    );
    const companions = kundli.planets.filter((other) => other.name !== planet.name && other.signIndex === planet.signIndex);
    if (plan.nakshatraPerPlanet && companions.length > 0) {
      const close = companions.filter((other) => Math.abs(other.longitude - planet.longitude) <= 10).map((other) => other.name);
      writer.paragraph(
        `${planet.name} shares ${planet.sign} with ${joinNames(companions.map((other) => other.name))}: ${PLANET_TEXTS[planet.name].signifies.split(',')[0]} blends with ${companions.map((other) => PLANET_TEXTS[other.name].signifies.split(',')[0]).join(' and ')}.${close.length > 0 ? ` The conjunction with ${joinNames(close)} is within 10°, close enough to act strongly.` : ` ${planet.name} and ${joinNames(companions.map((other) => other.name))} are more than 10° apart, so the blend is mild.`}`,
      );
    }
    if (plan.nakshatraPerPlanet) {
      const star = NAKSHATRA_TEXTS[planet.nakshatraNumber - 1];
      const starLord = planetIn(kundli, planet.nakshatraLord as Planet);
      const inNavamsa = navamsa?.placements.find((placement) => placement.name === planet.name);
      writer.paragraph(
        `In ${planet.nakshatra} pada ${planet.pada} (deity ${star.deity}), ${planet.name} takes on ${star.quality}. The star lord ${planet.nakshatraLord === planet.name ? `is ${planet.name} itself, which concentrates its results` : `${planet.nakshatraLord} sits in your ${ordinal(starLord.house)} house in ${starLord.sign}, so ${planet.name}’s results are delivered through the matters of that house`}.${inNavamsa ? ` In the navamsa (D9) it falls in ${inNavamsa.sign}${inNavamsa.vargottama ? ', the same sign as in the birth chart: vargottama, a mark of strength and consistency' : ''}.` : ''}`,
      );
    }
  }
}

/** Each of the twelve houses: sign, lord and where it sits, occupants, aspects and a verdict. */
export function writeHouses(context: ReportContext, plan: TierPlan): void {
  const { writer, kundli } = context;
  writer.chapter('The twelve houses', `Houses are whole signs counted from your ${kundli.ascendant.sign} ascendant. A house is read from its lord (where its matters are carried), its occupants and the planets aspecting it.`);
  if (!plan.fullHouses) {
    writer.table(
      [
        { title: 'House', width: 38 },
        { title: 'Sign', width: 66 },
        { title: 'Lord', width: 52 },
        { title: 'Lord in', width: 40 },
        { title: 'Occupants', width: 124 },
        { title: 'Aspected by', width: 175 },
      ],
      kundli.houses.map((house) => [
        String(house.number),
        house.sign,
        house.lord,
        ordinal(planetIn(kundli, house.lord as Planet).house),
        house.planets.join(', ') || '-',
        aspectsOnHouse(kundli, house.number).join(', ') || '-',
      ]),
      { size: 8.5 },
    );
  }
  for (const house of kundli.houses) {
    const text = HOUSE_TEXTS[house.number - 1];
    const lord = planetIn(kundli, house.lord as Planet);
    const aspecting = aspectsOnHouse(kundli, house.number);
    const benefics = [...house.planets, ...aspecting].filter((name) => NATURAL_BENEFICS.includes(name));
    const malefics = [...house.planets, ...aspecting].filter((name) => !NATURAL_BENEFICS.includes(name));
    const lordStrong = ['exalted', 'moolatrikona', 'own sign', 'friendly'].includes(lord.dignity);
    const lordInDusthana = [6, 8, 12].includes(lord.house) && ![6, 8, 12].includes(house.number);
    const score = (lordStrong ? 2 : lord.dignity === 'debilitated' ? -2 : 0) + (lordInDusthana ? -1 : 0) + Math.min(benefics.length, 3) - Math.min(malefics.length, 3) * 0.5;
    const verdict = score >= 2 ? 'well supported' : score >= 0.5 ? 'steady' : score > -1 ? 'mixed: it rewards effort' : 'in need of care and remedies';
    if (!plan.fullHouses) {
      writer.paragraph(
        `${ordinal(house.number)} house, ${house.sign}: it governs ${text.governs}. The lord of the ${ordinal(house.number)}, ${lord.name}, sits in the ${ordinal(lord.house)}, so ${text.topics} ${HOUSE_TEXTS[lord.house - 1].asDestination}. Overall the ${ordinal(house.number)} is ${verdict}.`,
      );
      continue;
    }
    writer.section(`${ordinal(house.number)} house (${text.name}): ${house.sign}, lord ${house.lord}`);
    const occupants =
      house.planets.length === 0
        ? `With no planet in the ${ordinal(house.number)}, its lord ${house.lord} decides most of its results.`
        : `${joinNames(house.planets)} ${house.planets.length === 1 ? 'occupies' : 'occupy'} it, adding ${house.planets.map((name) => PLANET_TEXTS[name].signifies.split(',')[0]).join(', ')} to its themes.`;
    const aspects =
      aspecting.length === 0
        ? 'No planet aspects it.'
        : `It receives the aspect of ${joinNames(aspecting)}${benefics.length > 0 && malefics.length > 0 ? ': benefic protection and malefic pressure together' : benefics.length > 0 ? ', which protects and expands it' : ', which tests it but also gives drive'}.`;
    writer.paragraph(
      `The ${ordinal(house.number)} house governs ${text.governs}. In your chart its sign is ${house.sign} (${house.rashi}) and its lord ${lord.name} sits in the ${ordinal(lord.house)} house in ${lord.sign} (${lord.dignity}), so its matters ${HOUSE_TEXTS[lord.house - 1].asDestination}. ${occupants} ${aspects} Overall this house is ${verdict}.`,
    );
  }
}

const RELATION_NAMES = ['Adhi-shatru', 'Shatru', 'Sama', 'Mitra', 'Adhi-mitra'] as const;
const SEVEN_PLANETS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;

/**
 * Panchadha maitri (BPHS ch. 3): the natural relation combined with the temporary one (planets 2, 3, 4, 10, 11
 * or 12 signs apart are temporary friends) gives the five-fold relation a planet has with another in this chart.
 */
export function writeFriendships(context: ReportContext): void {
  const { writer, kundli } = context;
  const natural = (a: Planet, b: Planet) => { const relation = naturalRelation(a as never, b as never); return relation === 'friend' ? 1 : relation === 'enemy' ? -1 : 0; };
  const temporary = (a: Planet, b: Planet) => ([2, 3, 4, 10, 11, 12].includes(((planetIn(kundli, b).signIndex - planetIn(kundli, a).signIndex + 12) % 12) + 1) ? 1 : -1);
  const compound = (a: Planet, b: Planet) => RELATION_NAMES[natural(a, b) + temporary(a, b) + 2];
  writer.section('How your planets regard each other (panchadha maitri)', writer.tableHeight(7, 8));
  writer.table(
    [{ title: 'Planet', width: 64 }, ...SEVEN_PLANETS.map((name) => ({ title: name, width: 61 }))],
    SEVEN_PLANETS.map((a) => [a, ...SEVEN_PLANETS.map((b) => (a === b ? '-' : compound(a, b)))]),
    { size: 8 },
  );
  const lagnaLord = kundli.houses[0].lord as Planet;
  const allies = SEVEN_PLANETS.filter((other) => other !== lagnaLord && compound(lagnaLord, other).includes('mitra'));
  const rivals = SEVEN_PLANETS.filter((other) => other !== lagnaLord && compound(lagnaLord, other).includes('shatru'));
  writer.paragraph(
    `Read across a row: how that planet treats the others in your chart. Your lagna lord ${lagnaLord} counts ${allies.length > 0 ? joinNames([...allies]) : 'no planet'} as ${allies.length === 1 ? 'a friend' : 'friends'}${rivals.length > 0 ? ` and ${joinNames([...rivals])} as ${rivals.length === 1 ? 'an enemy' : 'enemies'}` : ''}: periods of its friends run more smoothly for you, and the houses its enemies rule need more diplomacy.`,
    { size: 10 },
  );
}

/** The houses counted from the Moon (Chandra lagna): the chart of the mind, read beside the ascendant's. */
export function writeMoonHouses(context: ReportContext): void {
  const { writer, kundli } = context;
  const moonSign = planetIn(kundli, 'Moon').signIndex;
  writer.section(`Houses from the Moon (${kundli.moon.sign} as the 1st)`, writer.tableHeight(12));
  const rows = kundli.houses.map((_, index) => {
    const signIndex = (moonSign + index) % 12;
    const house = kundli.houses.find((candidate) => candidate.signIndex === signIndex)!;
    return { number: index + 1, house };
  });
  writer.table(
    [
      { title: 'From Moon', width: 60 },
      { title: 'Sign', width: 80 },
      { title: 'Its house from the ascendant', width: 150 },
      { title: 'Planets', width: 205 },
    ],
    rows.map(({ number, house }) => [ordinal(number), house.sign, ordinal(house.number), house.planets.join(', ') || '-']),
  );
  const kendras = rows.filter(({ number }) => [1, 4, 7, 10].includes(number)).flatMap(({ house }) => house.planets.filter((name) => name !== 'Moon'));
  const tenth = rows[9].house;
  writer.paragraph(
    `Planets in angles from the Moon steady the mind and give visible results: ${kendras.length > 0 ? joinNames(kendras) : 'none in your chart, so the Moon relies on its sign lord and aspects'}. Counted from the Moon, your 10th (career as the mind experiences it) is ${tenth.sign}, ruled by ${tenth.lord} in your ${ordinal(planetIn(kundli, tenth.lord as Planet).house)} house; transits are counted from this chart.`,
    { size: 10 },
  );
}

const DIGNITY_POINTS: Record<string, number> = { exalted: 5, moolatrikona: 4, 'own sign': 4, friendly: 3, neutral: 2, enemy: 1, debilitated: 0 };

/** A simple strength ranking of the seven planets (dignity, house, combustion, aspects of benefics), to show at a glance which planets carry the chart. */
export function writeStrengths(context: ReportContext): void {
  const { writer, kundli } = context;
  const rows = kundli.planets
    .filter((planet) => planet.name !== 'Rahu' && planet.name !== 'Ketu')
    .map((planet) => {
      const house = [1, 4, 7, 10].includes(planet.house) ? 2 : [5, 9].includes(planet.house) ? 2 : [6, 8, 12].includes(planet.house) ? -1 : 1;
      const beneficAspects = kundli.planets.filter((other) => other.name !== planet.name && NATURAL_BENEFICS.includes(other.name) && housesAspectedBy(kundli, other.name).includes(planet.house)).length;
      const score = (DIGNITY_POINTS[planet.dignity] ?? 2) + house + beneficAspects - (planet.combust ? 2 : 0);
      return { planet, score, beneficAspects };
    })
    .sort((a, b) => b.score - a.score);
  writer.section('Which planets carry your chart', writer.tableHeight(7));
  writer.table(
    [
      { title: 'Planet', width: 80 },
      { title: 'Dignity', width: 90 },
      { title: 'House', width: 60 },
      { title: 'Benefic aspects', width: 90 },
      { title: 'Combust', width: 60 },
      { title: 'Score', width: 50 },
    ],
    rows.map(({ planet, score, beneficAspects }) => [planet.name, planet.dignity, ordinal(planet.house), String(beneficAspects), planet.combust ? 'yes' : '', String(score)]),
  );
  const strongest = rows[0].planet;
  const weakest = rows[rows.length - 1].planet;
  writer.paragraph(
    `${strongest.name} is the strongest planet of your chart by these measures: the houses it rules (${houseList(housesRuled(kundli, strongest.name)) || 'none'}) and the ${ordinal(strongest.house)} where it sits are where life flows most easily, and its periods are among your best. ${weakest.name} is the weakest: the ${houseList(housesRuled(kundli, weakest.name)) || 'matters it signifies'} need conscious support, and its remedies are the most useful. (Score: dignity 0-5, plus 2 for an angle or trine, 1 for other houses, minus 1 for the 6th, 8th or 12th, plus 1 per benefic aspect, minus 2 if combust.)`,
    { size: 10 },
  );
}
