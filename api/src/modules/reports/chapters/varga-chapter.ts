import { SIGN_NAMES, type Planet } from '../../../astrology/core/vedic-data';
import { dignityOf } from '../../../astrology/chart/birth-chart';
import { VARGA_DIVISIONS, shodashavarga, vargaChart, type VargaChart } from '../../../astrology';
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

  writer.section('The sixteen divisional charts (shodashavarga)');
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

