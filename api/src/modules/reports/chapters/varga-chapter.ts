import { SIGN_LORDS, SIGN_NAMES, type Planet } from '../../../astrology/core/vedic-data';
import { dignityOf } from '../../../astrology/chart/birth-chart';
import { VARGA_DIVISIONS, shodashavarga, vargaChart, type VargaChart, type VargaDivision } from '../../../astrology';
import { MUTED } from '../pdf/report-writer';
import { vargaChartPng } from '../pdf/chart-images';
import type { ReportContext } from '../report-request';
import { HOUSE_TEXTS, KENDRAS, ordinal } from '../texts/houses';
import { joinNames, planetIn } from '../analysis/chart-analysis';

function dignityIn(chart: VargaChart, name: Planet): string {
  const placement = chart.placements.find((entry) => entry.name === name)!;
  return dignityOf(name, placement.signIndex, 15);
}

function strongAndWeak(chart: VargaChart): { strong: Planet[]; weak: Planet[] } {
  const strong: Planet[] = [];
  const weak: Planet[] = [];
  for (const placement of chart.placements) {
    if (placement.name === 'Ascendant' || placement.name === 'Rahu' || placement.name === 'Ketu') continue;
    const dignity = dignityIn(chart, placement.name);
    if (['exalted', 'own sign', 'moolatrikona'].includes(dignity) || placement.vargottama) strong.push(placement.name);
    if (dignity === 'debilitated') weak.push(placement.name);
  }
  return { strong, weak };
}

/** Premium: the navamsa (D9) and dashamsa (D10) drawn and read, and the sixteen vargas in one table. */
export function writeVargas(context: ReportContext): void {
  const { writer, kundli } = context;
  const d9 = vargaChart(kundli, 9);
  const d10 = vargaChart(kundli, 10);
  writer.chapter(
    'Divisional charts: navamsa (D9) and dashamsa (D10)',
    'Each sign is divided into parts (nine for the navamsa, ten for the dashamsa) and the parts are mapped to signs by Parashara’s rules. The navamsa shows marriage and the inner strength of every planet; the dashamsa shows career.',
  );
  const size = 235;
  writer.imagePair(
    { png: vargaChartPng(kundli, 9, size), caption: `Navamsa (D9): ${SIGN_NAMES[d9.ascendantSign]} ascendant` },
    { png: vargaChartPng(kundli, 10, size), caption: `Dashamsa (D10): ${SIGN_NAMES[d10.ascendantSign]} ascendant` },
    size,
  );

  const { strong, weak } = strongAndWeak(d9);
  const vargottama = d9.placements.filter((placement) => placement.vargottama).map((placement) => placement.name);
  const d9Seventh = (d9.ascendantSign + 6) % 12;
  const d9SeventhLord = kundli.houses.find((house) => house.signIndex === d9Seventh)!.lord as Planet;
  const spouseKaraka: Planet = context.request.person.gender === 'female' ? 'Jupiter' : 'Venus';
  const karaka = d9.placements.find((placement) => placement.name === spouseKaraka)!;
  writer.section(`Navamsa: ${SIGN_NAMES[d9.ascendantSign]} rising`);
  writer.paragraph(
    `The navamsa ascendant ${SIGN_NAMES[d9.ascendantSign]} describes the self that matures through marriage and the second half of life. ${vargottama.length > 0 ? `${joinNames(vargottama)} ${vargottama.length === 1 ? 'is' : 'are'} vargottama (in the same sign in D1 and D9): ${vargottama.length === 1 ? 'it gives' : 'they give'} steady, reliable results.` : 'No planet is vargottama.'} ${strong.length > 0 ? `Strong in the navamsa: ${joinNames(strong)}.` : ''} ${weak.length > 0 ? `Weak (debilitated) in the navamsa: ${joinNames(weak)}; ${weak.length === 1 ? 'its' : 'their'} promise in the birth chart is delivered with more effort.` : 'No planet is debilitated in the navamsa.'}`,
  );
  writer.paragraph(
    `Marriage: the 7th of the navamsa is ${SIGN_NAMES[d9Seventh]}, ruled by ${d9SeventhLord}, which in your birth chart sits in the ${ordinal(planetIn(kundli, d9SeventhLord).house)} house. ${spouseKaraka}, the significator of the spouse in your chart, falls in ${karaka.sign}, the ${ordinal(karaka.house)} house of the navamsa${[1, 4, 5, 7, 9, 10].includes(karaka.house) ? ', a supportive position for married life' : [6, 8, 12].includes(karaka.house) ? ', a position that asks for patience and understanding in marriage' : ''}; it is ${dignityIn(d9, spouseKaraka)} there.`,
  );

  const tenthD10 = (d10.ascendantSign + 9) % 12;
  const tenthD10Lord = kundli.houses.find((house) => house.signIndex === tenthD10)!.lord as Planet;
  const tenthD1Lord = kundli.houses[9].lord as Planet;
  const tenthLordInD10 = d10.placements.find((placement) => placement.name === tenthD1Lord)!;
  const inKendras = d10.placements.filter((placement) => placement.name !== 'Ascendant' && KENDRAS.includes(placement.house)).map((placement) => placement.name);
  const d10Strength = strongAndWeak(d10);
  writer.section(`Dashamsa: ${SIGN_NAMES[d10.ascendantSign]} rising`);
  writer.paragraph(
    `Career is read from the dashamsa’s 10th house, ${SIGN_NAMES[tenthD10]}, ruled by ${tenthD10Lord}: work connected with ${HOUSE_TEXTS[planetIn(kundli, tenthD10Lord).house - 1].topics} (where ${tenthD10Lord} sits in your birth chart) suits you. The lord of your birth chart’s 10th, ${tenthD1Lord}, falls in the ${ordinal(tenthLordInD10.house)} house of the dashamsa in ${tenthLordInD10.sign}${[1, 4, 7, 10].includes(tenthLordInD10.house) ? ', an angle: a strong, visible career' : [5, 9].includes(tenthLordInD10.house) ? ', a trine: work that follows your talents brings fortune' : [6, 8, 12].includes(tenthLordInD10.house) ? ', a hidden house: success through service, research or work behind the scenes' : ''}. Planets in the dashamsa’s angles, the most active in your career: ${inKendras.length > 0 ? joinNames(inKendras) : 'none, so the lords of the angles decide'}. ${d10Strength.strong.length > 0 ? `Strong in D10: ${joinNames(d10Strength.strong)}.` : ''}`,
  );

  writer.section('The sixteen divisional charts (shodashavarga)', writer.tableHeight(10, 7.5));
  const charts = shodashavarga(kundli);
  writer.table(
    [{ title: '', width: 52 }, ...VARGA_DIVISIONS.map((division) => ({ title: `D${division}`, width: 27, align: 'center' as const }))],
    charts[0].placements.map((placement, row) => [placement.name === 'Ascendant' ? 'Asc' : placement.name, ...charts.map((chart) => SIGN_NAMES[chart.placements[row].signIndex].slice(0, 3))]),
    { size: 7.5 },
  );
  writer.paragraph(
    `Signs of the ascendant and each planet in D1 (rashi), D2 (hora), D3 (drekkana), D4, D7 (saptamsa), D9 (navamsa), D10 (dashamsa), D12, D16, D20, D24, D27, D30 (trimshamsa), D40, D45 and D60 (shashtiamsa). Vargas beyond D12 change every few minutes of birth time; read them only when the birth time is exact.`,
    { color: MUTED, size: 9 },
  );
}


/** Jaimini's seven chara karakas: the planets ranked by degrees within their signs (Jaimini Sutras 1.1.10-18). */
const KARAKA_ROLES = [
  { name: 'Atmakaraka', role: 'the soul’s significator: the king of the chart, whose lessons define your life' },
  { name: 'Amatyakaraka', role: 'the minister: career, counsel and the means by which you serve the soul’s aims' },
  { name: 'Bhratrikaraka', role: 'siblings, courage and the guru who guides you' },
  { name: 'Matrikaraka', role: 'the mother, home and emotional nourishment' },
  { name: 'Putrakaraka', role: 'children, creativity and disciples' },
  { name: 'Gnatikaraka', role: 'rivals, obstacles and illness: where struggle teaches you' },
  { name: 'Darakaraka', role: 'the spouse and partners: the qualities you meet in marriage' },
];

const ATMAKARAKA_LESSON: Record<string, string> = {
  Sun: 'to master ego and pride and to lead with integrity',
  Moon: 'to care without clinging and to steady a sensitive mind',
  Mars: 'to use strength and anger rightly, for protection rather than conflict',
  Mercury: 'to speak truthfully and use intelligence without cunning',
  Jupiter: 'to honour teachers and dharma and to teach in turn',
  Venus: 'to love without indulgence and to refine desire into devotion',
  Saturn: 'to accept duty and hardship with patience and to serve the humble',
};

/** Premium: the chara karakas and each planet's navamsa placement. */
export function writeKarakasAndNavamsa(context: ReportContext): void {
  const { writer, kundli } = context;
  const ranked = kundli.planets.filter((planet) => !['Rahu', 'Ketu'].includes(planet.name)).sort((a, b) => b.degree - a.degree);
  writer.section('Chara karakas (Jaimini)', writer.tableHeight(7));
  writer.table(
    [
      { title: 'Karaka', width: 110 },
      { title: 'Planet', width: 80 },
      { title: 'Degree in sign', width: 90 },
      { title: 'Signifies', width: 215 },
    ],
    ranked.map((planet, index) => [KARAKA_ROLES[index].name, planet.name, planet.degreeText, KARAKA_ROLES[index].role.split(':')[0]]),
  );
  const atma = ranked[0];
  const dara = ranked[6];
  const d9 = vargaChart(kundli, 9);
  const karakamsha = d9.placements.find((placement) => placement.name === atma.name)!;
  writer.paragraph(
    `${atma.name}, at ${atma.degreeText} the furthest advanced in its sign, is your Atmakaraka: ${KARAKA_ROLES[0].role}. Its lesson is ${ATMAKARAKA_LESSON[atma.name]}. It falls in ${karakamsha.sign} in the navamsa (the karakamsha), and ${kundli.planets.filter((planet) => d9.placements.find((placement) => placement.name === planet.name)!.signIndex === karakamsha.signIndex && planet.name !== atma.name).map((planet) => planet.name).join(' and ') || 'no other planet'} ${kundli.planets.filter((planet) => d9.placements.find((placement) => placement.name === planet.name)!.signIndex === karakamsha.signIndex && planet.name !== atma.name).length > 0 ? 'join it there, colouring your life’s purpose with their significations' : 'joins it there'}. Your Darakaraka is ${dara.name} (${dara.degreeText}): the spouse tends to carry ${dara.name}’s qualities.`,
  );
  writer.section('Each planet in the navamsa');
  for (const planet of kundli.planets) {
    const placement = d9.placements.find((entry) => entry.name === planet.name)!;
    const dignity = planet.name === 'Rahu' || planet.name === 'Ketu' ? 'neutral' : dignityOf(planet.name, placement.signIndex, 15);
    const change = dignity === planet.dignity ? 'keeps the same dignity it has in the birth chart' : `is ${dignity} here against ${planet.dignity} in the birth chart`;
    writer.paragraph(
      `${planet.name}: ${planet.sign} in D1, ${placement.sign} in D9 (the ${ordinal(placement.house)} from the navamsa ascendant); it ${change}.${placement.vargottama ? ' Vargottama: its results are dependable.' : ''} ${['exalted', 'own sign', 'moolatrikona'].includes(dignity) ? `Its birth-chart promise for ${HOUSE_TEXTS[planet.house - 1].topics} ripens well, especially after marriage and in the second half of life.` : dignity === 'debilitated' ? `Its promise for ${HOUSE_TEXTS[planet.house - 1].topics} needs effort to ripen; its remedies help.` : `${planet.name}’s results for ${HOUSE_TEXTS[planet.house - 1].topics} follow its birth-chart strength.`}`,
      { size: 10 },
    );
  }
}

/** Premium: each planet in the dashamsa, read for career. */
export function writeDashamsaPlanets(context: ReportContext): void {
  const { writer, kundli } = context;
  const d10 = vargaChart(kundli, 10);
  writer.section('Each planet in the dashamsa');
  for (const planet of kundli.planets) {
    const placement = d10.placements.find((entry) => entry.name === planet.name)!;
    const dignity = planet.name === 'Rahu' || planet.name === 'Ketu' ? 'neutral' : dignityOf(planet.name, placement.signIndex, 15);
    const houseRole = [1, 4, 7, 10].includes(placement.house) ? 'an angle, where it shapes your career directly' : [5, 9].includes(placement.house) ? 'a trine, bringing fortune through work' : [6, 8, 12].includes(placement.house) ? 'a hidden house, working behind the scenes' : [2, 11].includes(placement.house) ? 'a house of earnings from work' : 'a house of effort and skill';
    writer.paragraph(
      `${planet.name} in ${placement.sign}, the ${ordinal(placement.house)} of the dashamsa (${houseRole}); ${dignity} there. At work it contributes ${planet.name === 'Rahu' || planet.name === 'Ketu' ? planet.name === 'Rahu' ? 'ambition, technology and foreign connections' : 'research, precision and detachment' : PLANET_TEXTS_SHORT[planet.name]}${['exalted', 'own sign', 'moolatrikona'].includes(dignity) ? ', strongly' : dignity === 'debilitated' ? ', but only with extra effort' : ''}.`,
      { size: 10 },
    );
  }
}

const PLANET_TEXTS_SHORT: Record<string, string> = {
  Sun: 'leadership, government links and authority',
  Moon: 'public dealings, care and adaptability',
  Mars: 'technical skill, drive and management of people or property',
  Mercury: 'analysis, communication, trade and accounts',
  Jupiter: 'advice, teaching, finance and ethics',
  Venus: 'design, diplomacy, arts and client relations',
  Saturn: 'persistence, organisation and responsibility for systems',
};

/** What each further varga is read for, by its lagna and the karaka of its subject (BPHS ch. 6-7). */
const VARGA_READINGS: ReadonlyArray<{ division: VargaDivision; subject: string; karaka: Planet }> = [
  { division: 2, subject: 'wealth', karaka: 'Jupiter' },
  { division: 3, subject: 'siblings and courage', karaka: 'Mars' },
  { division: 4, subject: 'property and fortune', karaka: 'Mars' },
  { division: 7, subject: 'children', karaka: 'Jupiter' },
  { division: 12, subject: 'parents', karaka: 'Sun' },
  { division: 16, subject: 'vehicles and comforts', karaka: 'Venus' },
  { division: 20, subject: 'spiritual practice', karaka: 'Jupiter' },
  { division: 24, subject: 'learning', karaka: 'Mercury' },
  { division: 30, subject: 'misfortunes and their sources', karaka: 'Saturn' },
  { division: 60, subject: 'the overall fruit of past deeds', karaka: 'Jupiter' },
];

/** Premium: the other vargas of the shodashavarga, each read from its lagna lord and its karaka. */
export function writeOtherVargas(context: ReportContext): void {
  const { writer, kundli } = context;
  writer.section('The other divisional charts, briefly');
  for (const reading of VARGA_READINGS) {
    const chart = vargaChart(kundli, reading.division);
    const lagnaLord = SIGN_LORDS[chart.ascendantSign] as Planet;
    const lordPlacement = chart.placements.find((entry) => entry.name === lagnaLord)!;
    const karaka = chart.placements.find((entry) => entry.name === reading.karaka)!;
    const karakaDignity = dignityOf(reading.karaka, karaka.signIndex, 15);
    const lordGood = [1, 4, 5, 7, 9, 10, 11].includes(lordPlacement.house);
    const karakaGood = ['exalted', 'own sign', 'moolatrikona', 'friendly'].includes(karakaDignity);
    writer.paragraph(
      `D${reading.division} ${chart.name} (${reading.subject}): ${SIGN_NAMES[chart.ascendantSign]} rises, and its lord ${lagnaLord} is in the ${ordinal(lordPlacement.house)} (${lordGood ? 'well placed' : 'in a harder house'}); the karaka ${reading.karaka} is ${karakaDignity} in ${karaka.sign}. ${lordGood && karakaGood ? `A good promise for ${reading.subject}.` : lordGood || karakaGood ? `A moderate promise for ${reading.subject}, better with effort.` : `${reading.subject.charAt(0).toUpperCase()}${reading.subject.slice(1)} need care; the remedies of ${reading.karaka} help.`}`,
      { size: 10 },
    );
  }
}
