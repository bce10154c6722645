import type { PlanetPosition } from '@astrosetu/contracts';
import { NATURAL_BENEFICS, type Planet } from '../../../astrology/core/vedic-data';
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
      `${planet.name} stands for ${text.signifies}. In ${planet.sign} it expresses itself ${SIGN_TEXTS[planet.signIndex].style}. ${DIGNITY_TEXTS[planet.dignity]} ${motionNote(planet)}`.trim(),
    );
    const ruled = housesRuled(kundli, planet.name);
    const aspected = housesAspectedBy(kundli, planet.name);
    const aspectedPlanets = kundli.planets.filter((other) => other.name !== planet.name && aspected.includes(other.house)).map((other) => other.name);
    const rules =
      ruled.length > 0
        ? `For your ${kundli.ascendant.sign} ascendant it rules the ${houseList(ruled)} (${ruled.map((house) => HOUSE_TEXTS[house - 1].topics).join('; ')}) and is ${NATURE_TEXT[functionalNature(kundli, planet.name)]}.`
        : `As a node it rules no sign; it gives the results of its sign lord ${planet.signLord} (in your ${ordinal(planetIn(kundli, planet.signLord as Planet).house)} house) and of the planets it joins.`;
    writer.paragraph(
      `${PLANET_IN_HOUSE[planet.name][planet.house - 1]} ${rules} From the ${ordinal(planet.house)} it aspects the ${houseList(aspected)}${aspectedPlanets.length > 0 ? `, touching ${joinNames(aspectedPlanets)} there` : ''}.`,
    );
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
        { title: 'House', width: 40 },
        { title: 'Sign', width: 80 },
        { title: 'Lord', width: 60 },
        { title: 'Lord in', width: 50 },
        { title: 'Occupants', width: 130 },
        { title: 'Aspected by', width: 135 },
      ],
      kundli.houses.map((house) => [
        String(house.number),
        house.sign,
        house.lord,
        ordinal(planetIn(kundli, house.lord as Planet).house),
        house.planets.join(', ') || '-',
        aspectsOnHouse(kundli, house.number).join(', ') || '-',
      ]),
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
        `${ordinal(house.number)} house, ${house.sign}: it governs ${text.governs}. Its lord ${lord.name} sits in the ${ordinal(lord.house)}, so its matters ${HOUSE_TEXTS[lord.house - 1].asDestination}. Overall: ${verdict}.`,
      );
      continue;
    }
    writer.section(`${ordinal(house.number)} house (${text.name}): ${house.sign}, lord ${house.lord}`);
    const occupants =
      house.planets.length === 0
        ? 'No planet occupies it, so its lord decides most of its results.'
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
