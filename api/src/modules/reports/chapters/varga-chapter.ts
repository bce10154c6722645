import { SIGN_LORDS, SIGN_NAMES, type Planet } from '../../../astrology/core/vedic-data';
import { dignityOf } from '../../../astrology/chart/birth-chart';
import { VARGA_DIVISIONS, shodashavarga, vargaChart, type VargaChart, type VargaDivision } from '../../../astrology';
import { MUTED } from '../pdf/report-writer';
import { reportChartLook, vargaChartPng } from '../pdf/chart-images';
import type { ReportContext } from '../report-request';
import { KENDRAS, houseText } from '../texts/houses';
import { planetIn } from '../analysis/chart-analysis';

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
  const { writer, kundli, text } = context;
  const sign = (index: number) => text.sign(SIGN_NAMES[index]);
  const d9 = vargaChart(kundli, 9);
  const d10 = vargaChart(kundli, 10);
  writer.chapter(text.t('vargas.title'), text.t('vargas.lead'));
  const size = 235;
  const look = reportChartLook(context.request);
  writer.imagePair(
    { png: vargaChartPng(kundli, 9, size, look), caption: text.t('vargas.navamsaCaption', { sign: sign(d9.ascendantSign) }) },
    { png: vargaChartPng(kundli, 10, size, look), caption: text.t('vargas.dashamsaCaption', { sign: sign(d10.ascendantSign) }) },
    size,
  );

  const { strong, weak } = strongAndWeak(d9);
  const vargottama = d9.placements.filter((placement) => placement.vargottama).map((placement) => placement.name);
  const d9Seventh = (d9.ascendantSign + 6) % 12;
  const d9SeventhLord = kundli.houses.find((house) => house.signIndex === d9Seventh)!.lord as Planet;
  const spouseKaraka: Planet = context.request.person.gender === 'female' ? 'Jupiter' : 'Venus';
  const karaka = d9.placements.find((placement) => placement.name === spouseKaraka)!;
  writer.section(text.t('vargas.navamsaHeading', { sign: sign(d9.ascendantSign) }));
  writer.paragraph(
    [
      text.t('vargas.navamsaAscendant', { sign: sign(d9.ascendantSign) }),
      vargottama.length > 0 ? text.t('vargas.vargottama', { count: vargottama.length, planets: text.planets(vargottama) }) : text.t('vargas.noVargottama'),
      strong.length > 0 ? text.t('vargas.strongInD9', { planets: text.planets(strong) }) : '',
      weak.length > 0 ? text.t('vargas.weakInD9', { count: weak.length, planets: text.planets(weak) }) : text.t('vargas.noneWeakInD9'),
    ]
      .filter(Boolean)
      .join(' '),
  );
  const karakaNote = [1, 4, 5, 7, 9, 10].includes(karaka.house) ? 'vargas.spouseSupportive' : [6, 8, 12].includes(karaka.house) ? 'vargas.spousePatience' : 'vargas.spouse';
  writer.paragraph(
    `${text.t('vargas.marriage', { sign: sign(d9Seventh), lord: text.planet(d9SeventhLord), house: text.ordinal(planetIn(kundli, d9SeventhLord).house) })} ${text.t(karakaNote, {
      karaka: text.planet(spouseKaraka),
      sign: text.sign(karaka.sign),
      house: text.ordinal(karaka.house),
      dignity: text.dignity(dignityIn(d9, spouseKaraka)),
    })}`,
  );

  const tenthD10 = (d10.ascendantSign + 9) % 12;
  const tenthD10Lord = kundli.houses.find((house) => house.signIndex === tenthD10)!.lord as Planet;
  const tenthD1Lord = kundli.houses[9].lord as Planet;
  const tenthLordInD10 = d10.placements.find((placement) => placement.name === tenthD1Lord)!;
  const inKendras = d10.placements.filter((placement) => placement.name !== 'Ascendant' && KENDRAS.includes(placement.house)).map((placement) => placement.name);
  const d10Strength = strongAndWeak(d10);
  const place = [1, 4, 7, 10].includes(tenthLordInD10.house) ? 'angle' : [5, 9].includes(tenthLordInD10.house) ? 'trine' : [6, 8, 12].includes(tenthLordInD10.house) ? 'hidden' : 'other';
  writer.section(text.t('vargas.dashamsaHeading', { sign: sign(d10.ascendantSign) }));
  writer.paragraph(
    [
      text.t('vargas.career', { sign: sign(tenthD10), lord: text.planet(tenthD10Lord), topics: houseText(text, planetIn(kundli, tenthD10Lord).house).topics }),
      text.t(`vargas.tenthLord.${place}`, { lord: text.planet(tenthD1Lord), house: text.ordinal(tenthLordInD10.house), sign: text.sign(tenthLordInD10.sign) }),
      text.t('vargas.d10Angles', { planets: inKendras.length > 0 ? text.planets(inKendras) : text.t('vargas.d10NoAngles') }),
      d10Strength.strong.length > 0 ? text.t('vargas.strongInD10', { planets: text.planets(d10Strength.strong) }) : '',
    ]
      .filter(Boolean)
      .join(' '),
  );

  writer.section(text.t('vargas.tableTitle'), writer.tableHeight(10, 7.5));
  const charts = shodashavarga(kundli);
  writer.table(
    [{ title: '', width: 52 }, ...VARGA_DIVISIONS.map((division) => ({ title: `D${division}`, width: 27, align: 'center' as const }))],
    charts[0].placements.map((placement, row) => [
      placement.name === 'Ascendant' ? text.t('vargas.ascendantShort') : text.planet(placement.name),
      ...charts.map((chart) => text.t(`name.signShort.${SIGN_NAMES[chart.placements[row].signIndex]}`)),
    ]),
    { size: 7.5 },
  );
  writer.paragraph(text.t('vargas.tableNote'), { color: MUTED, size: 9 });
}

/** Jaimini's seven chara karakas: the planets ranked by degrees within their signs (Jaimini Sutras 1.1.10-18); words in karakas.role.<key>. */
const KARAKA_ROLES = ['atmakaraka', 'amatyakaraka', 'bhratrikaraka', 'matrikaraka', 'putrakaraka', 'gnatikaraka', 'darakaraka'] as const;

/** Premium: the chara karakas and each planet's navamsa placement. */
export function writeKarakasAndNavamsa(context: ReportContext): void {
  const { writer, kundli, text } = context;
  const ranked = kundli.planets.filter((planet) => !['Rahu', 'Ketu'].includes(planet.name)).sort((a, b) => b.degree - a.degree);
  writer.section(text.t('karakas.title'), writer.tableHeight(7));
  writer.table(
    [
      { title: text.t('column.karaka'), width: 110 },
      { title: text.t('column.planet'), width: 80 },
      { title: text.t('column.degreeInSign'), width: 90 },
      { title: text.t('column.signifies'), width: 215 },
    ],
    ranked.map((planet, index) => [text.t(`karakas.role.${KARAKA_ROLES[index]}.name`), text.planet(planet.name), planet.degreeText, text.t(`karakas.role.${KARAKA_ROLES[index]}.short`)]),
  );
  const atma = ranked[0];
  const dara = ranked[6];
  const d9 = vargaChart(kundli, 9);
  const karakamsha = d9.placements.find((placement) => placement.name === atma.name)!;
  const companions = kundli.planets.filter((planet) => d9.placements.find((placement) => placement.name === planet.name)!.signIndex === karakamsha.signIndex && planet.name !== atma.name).map((planet) => planet.name);
  writer.paragraph(
    [
      text.t('karakas.atmakaraka', { planet: text.planet(atma.name), degree: atma.degreeText, role: text.t('karakas.role.atmakaraka.role'), lesson: text.t(`karakas.lesson.${atma.name}`) }),
      companions.length > 0 ? text.t('karakas.karakamshaWith', { sign: text.sign(karakamsha.sign), planets: text.planets(companions) }) : text.t('karakas.karakamshaAlone', { sign: text.sign(karakamsha.sign) }),
      text.t('karakas.darakaraka', { planet: text.planet(dara.name), degree: dara.degreeText }),
    ].join(' '),
  );
  writer.section(text.t('karakas.navamsaTitle'));
  for (const planet of kundli.planets) {
    const placement = d9.placements.find((entry) => entry.name === planet.name)!;
    const dignity = planet.name === 'Rahu' || planet.name === 'Ketu' ? 'neutral' : dignityOf(planet.name, placement.signIndex, 15);
    const topics = houseText(text, planet.house).topics;
    const params = { planet: text.planet(planet.name), d1: text.sign(planet.sign), d9: text.sign(placement.sign), house: text.ordinal(placement.house), dignity: text.dignity(dignity), natal: text.dignity(planet.dignity), topics };
    writer.paragraph(
      [
        text.t(dignity === planet.dignity ? 'karakas.navamsaSame' : 'karakas.navamsaChanged', params),
        placement.vargottama ? text.t('karakas.vargottama') : '',
        text.t(['exalted', 'own sign', 'moolatrikona'].includes(dignity) ? 'karakas.ripens' : dignity === 'debilitated' ? 'karakas.needsEffort' : 'karakas.follows', params),
      ]
        .filter(Boolean)
        .join(' '),
      { size: 10 },
    );
  }
}

/** Premium: each planet in the dashamsa, read for career. */
export function writeDashamsaPlanets(context: ReportContext): void {
  const { writer, kundli, text } = context;
  const d10 = vargaChart(kundli, 10);
  writer.section(text.t('dashamsa.title'));
  for (const planet of kundli.planets) {
    const placement = d10.placements.find((entry) => entry.name === planet.name)!;
    const dignity = planet.name === 'Rahu' || planet.name === 'Ketu' ? 'neutral' : dignityOf(planet.name, placement.signIndex, 15);
    const role = [1, 4, 7, 10].includes(placement.house) ? 'angle' : [5, 9].includes(placement.house) ? 'trine' : [6, 8, 12].includes(placement.house) ? 'hidden' : [2, 11].includes(placement.house) ? 'earnings' : 'effort';
    const strength = ['exalted', 'own sign', 'moolatrikona'].includes(dignity) ? 'dashamsa.strongly' : dignity === 'debilitated' ? 'dashamsa.withEffort' : 'dashamsa.plain';
    writer.paragraph(
      text.t(strength, {
        planet: text.planet(planet.name),
        sign: text.sign(placement.sign),
        house: text.ordinal(placement.house),
        role: text.t(`dashamsa.role.${role}`),
        dignity: text.dignity(dignity),
        contributes: text.t(`dashamsa.contributes.${planet.name}`),
      }),
      { size: 10 },
    );
  }
}

/** What each further varga is read for, by its lagna and the karaka of its subject (BPHS ch. 6-7); subjects in otherVargas.subject.<division>. */
const VARGA_READINGS: ReadonlyArray<{ division: VargaDivision; karaka: Planet }> = [
  { division: 2, karaka: 'Jupiter' },
  { division: 3, karaka: 'Mars' },
  { division: 4, karaka: 'Mars' },
  { division: 7, karaka: 'Jupiter' },
  { division: 12, karaka: 'Sun' },
  { division: 16, karaka: 'Venus' },
  { division: 20, karaka: 'Jupiter' },
  { division: 24, karaka: 'Mercury' },
  { division: 30, karaka: 'Saturn' },
  { division: 60, karaka: 'Jupiter' },
];

/** Premium: the other vargas of the shodashavarga, each read from its lagna lord and its karaka. */
export function writeOtherVargas(context: ReportContext): void {
  const { writer, kundli, text } = context;
  writer.section(text.t('otherVargas.title'));
  for (const reading of VARGA_READINGS) {
    const chart = vargaChart(kundli, reading.division);
    const lagnaLord = SIGN_LORDS[chart.ascendantSign] as Planet;
    const lordPlacement = chart.placements.find((entry) => entry.name === lagnaLord)!;
    const karaka = chart.placements.find((entry) => entry.name === reading.karaka)!;
    const karakaDignity = dignityOf(reading.karaka, karaka.signIndex, 15);
    const lordGood = [1, 4, 5, 7, 9, 10, 11].includes(lordPlacement.house);
    const karakaGood = ['exalted', 'own sign', 'moolatrikona', 'friendly'].includes(karakaDignity);
    const subject = text.t(`otherVargas.subject.${reading.division}`);
    const params = { karaka: text.planet(reading.karaka), subject, subjectCapital: text.t(`otherVargas.subjectCapital.${reading.division}`) };
    writer.paragraph(
      `${text.t(lordGood ? 'otherVargas.readingWell' : 'otherVargas.readingHard', {
        division: reading.division,
        name: text.t(`otherVargas.name.${reading.division}`),
        subject,
        sign: text.sign(SIGN_NAMES[chart.ascendantSign]),
        lord: text.planet(lagnaLord),
        house: text.ordinal(lordPlacement.house),
        karaka: text.planet(reading.karaka),
        dignity: text.dignity(karakaDignity),
        karakaSign: text.sign(karaka.sign),
      })} ${text.t(lordGood && karakaGood ? 'otherVargas.good' : lordGood || karakaGood ? 'otherVargas.moderate' : 'otherVargas.care', params)}`,
      { size: 10 },
    );
  }
}
