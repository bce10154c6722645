import { writeText } from '../report-fonts';
import { BRAND, MARGIN, MUTED, ON_BRAND_SOFT } from '../pdf/report-writer';
import { moonChartPng, rashiChartPng, reportChartLook } from '../pdf/chart-images';
import type { ReportContext, TierPlan } from '../report-request';
import { signText } from '../texts/signs';
import { nakshatraText } from '../texts/nakshatras';
import { planetText } from '../texts/planets';
import { housesRuled, planetIn } from '../analysis/chart-analysis';
import { duration } from './format';

/** The cover: who the report is for, the birth data and the chart's key facts. */
export function writeCover(context: ReportContext, plan: TierPlan): void {
  const { writer, request, kundli, text } = context;
  const { doc } = writer;
  const packageName = text.t(`report.package.${request.reportType}`);
  doc.rect(0, 0, doc.page.width, 170).fill(BRAND);
  writeText(doc, 'AstroSetu', { x: MARGIN, y: 42, size: 26, weight: 'bold', color: '#ffffff' });
  writeText(doc, text.t('cover.kicker', { packageName }), { x: MARGIN, y: 80, size: 15, color: ON_BRAND_SOFT });
  writeText(doc, text.t('cover.preparedFor', { name: request.person.name }), { x: MARGIN, y: 108, size: 13, weight: 'bold', color: '#ffffff', width: writer.width });
  writeText(doc, text.t('cover.dateReference', { date: text.longDate(request.generatedAt), reference: request.reference }), { x: MARGIN, y: 132, size: 9, color: ON_BRAND_SOFT, width: writer.width });
  doc.x = MARGIN;
  doc.y = 195;
  writer.markBare();

  const { latitude, longitude } = request.person;
  writer.section(text.t('cover.birthDetails'));
  writer.facts([
    [text.t('cover.name'), request.person.name],
    // The birth date is a calendar date, not an instant: formatted in UTC so no time zone moves it.
    [text.t('cover.dateOfBirth'), text.calendarDate(request.person.birthDate)],
    [text.t('cover.timeOfBirth'), `${request.person.birthTime.slice(0, 5)} (${kundli.input.timezone}, UTC${kundli.input.utcOffset})`],
    [text.t('cover.placeOfBirth'), request.person.birthPlace],
    [
      text.t('cover.coordinates'),
      `${text.t(latitude >= 0 ? 'cover.north' : 'cover.south', { value: Math.abs(latitude).toFixed(4) })}, ${text.t(longitude >= 0 ? 'cover.east' : 'cover.west', { value: Math.abs(longitude).toFixed(4) })}`,
    ],
    [text.t('cover.zodiacAndHouses'), text.t('cover.zodiacValue', { ayanamsa: text.name('ayanamsa', kundli.ayanamsa.name), value: kundli.ayanamsa.text })],
  ]);

  writer.section(text.t('cover.glance'));
  const lagnaLord = planetIn(context.kundli, context.kundli.houses[0].lord as never);
  writer.facts([
    [
      text.t('cover.ascendant'),
      text.t('cover.ascendantValue', { sign: text.signFull(kundli.ascendant.sign), degree: kundli.ascendant.degreeText, nakshatra: text.nakshatra(kundli.ascendant.nakshatra), pada: kundli.ascendant.pada }),
    ],
    [text.t('cover.lagnaLord'), text.t('cover.lagnaLordValue', { planet: text.planet(lagnaLord.name), sign: text.sign(lagnaLord.sign), house: text.ordinal(lagnaLord.house), dignity: text.dignity(lagnaLord.dignity) })],
    [text.t('cover.moonSign'), text.t('cover.moonSignValue', { sign: text.signFull(kundli.moon.sign), lord: text.planet(kundli.moon.signLord) })],
    [text.t('cover.birthStar'), text.t('cover.birthStarValue', { nakshatra: text.nakshatra(kundli.moon.nakshatra), pada: kundli.moon.pada, lord: text.planet(kundli.moon.nakshatraLord) })],
    [text.t('cover.sunSign'), text.sign(kundli.sunSign)],
    [text.t('cover.ganaNadiYoni'), `${text.name('gana', kundli.moon.gana)} / ${text.name('nadi', kundli.moon.nadi)} / ${text.name('yoni', kundli.moon.yoni)}`],
    [text.t('cover.varnaVashyaPaya'), `${text.name('varna', kundli.moon.varna)} / ${text.name('vashya', kundli.moon.vashya)} / ${text.name('paya', kundli.moon.paya)}`],
    [text.t('cover.nameSyllable'), text.syllable(planetIn(kundli, 'Moon').nakshatraNumber, kundli.moon.pada)],
    [
      text.t('cover.runningPeriod'),
      text.t('cover.runningPeriodValue', { maha: text.planet(kundli.dasha.currentMahadasha.lord), antar: text.planet(kundli.dasha.currentAntardasha.lord), date: text.date(kundli.dasha.currentAntardasha.end) }),
    ],
  ]);

  writer.section(text.t('cover.panchang'));
  const { panchang } = kundli;
  writer.facts([
    [text.t('cover.weekday'), text.t('cover.weekdayValue', { vara: text.name('varaFull', panchang.vara.name), lord: text.planet(panchang.vara.lord) })],
    [text.t('cover.tithi'), text.t('cover.tithiValue', { paksha: text.name('paksha', panchang.tithi.paksha), tithi: text.name('tithi', panchang.tithi.name), lord: text.planet(panchang.tithi.lord) })],
    [text.t('cover.yogaKarana'), `${text.name('yoga', panchang.yoga.name)} / ${text.name('karana', panchang.karana.name)}`],
  ]);
  // Basic and Comprehensive cover the periods only; Premium adds the vargas and the year-by-year outlook.
  const coverage = plan.vargas && plan.yearByYear > 0 ? 'cover.coverageFull' : 'cover.coverage';
  writer.paragraph(text.t(coverage, { years: plan.dashaYears, date: text.longDate(request.generatedAt), outlookYears: plan.yearByYear }), { color: MUTED, size: 9.5 });
}

/** The birth chart and the Moon chart, with the table of positions. */
export function writeCharts(context: ReportContext): void {
  const { writer, kundli, text } = context;
  const look = reportChartLook(context.request);
  // The lead explains how to read the charts below, so it follows their style.
  writer.chapter(text.t('charts.title'), text.t(look.style === 'south' ? 'charts.leadSouth' : 'charts.lead', { ascendant: text.sign(kundli.ascendant.sign), moon: text.sign(kundli.moon.sign) }));
  const size = 235;
  writer.imagePair(
    { png: rashiChartPng(kundli, size, look), caption: text.t('charts.rashiCaption', { ascendant: text.sign(kundli.ascendant.sign) }) },
    { png: moonChartPng(kundli, size, look), caption: text.t('charts.moonCaption', { moon: text.sign(kundli.moon.sign) }) },
    size,
  );
  writer.section(text.t('charts.positions'));
  const retrogradeMark = text.t('charts.retrogradeMark');
  const combustMark = text.t('charts.combustMark');
  writer.table(
    [
      { title: text.t('column.graha'), width: 62 },
      { title: text.t('column.sign'), width: 72 },
      { title: text.t('column.degree'), width: 58 },
      { title: text.t('column.nakshatraPada'), width: 102 },
      { title: text.t('column.lord'), width: 52 },
      { title: text.t('column.house'), width: 42 },
      { title: text.t('column.dignity'), width: 70 },
      { title: text.t('column.notes'), width: 37 },
    ],
    [
      [text.planet('Ascendant'), text.sign(kundli.ascendant.sign), kundli.ascendant.degreeText, `${text.nakshatra(kundli.ascendant.nakshatra)} (${kundli.ascendant.pada})`, text.planet(kundli.ascendant.nakshatraLord), '1', '', ''],
      ...kundli.planets.map((planet) => [
        text.planet(planet.name),
        text.sign(planet.sign),
        planet.degreeText,
        `${text.nakshatra(planet.nakshatra)} (${planet.pada})`,
        text.planet(planet.nakshatraLord),
        String(planet.house),
        text.dignity(planet.dignity),
        [planet.retrograde && planet.name !== 'Rahu' && planet.name !== 'Ketu' ? retrogradeMark : '', planet.combust ? combustMark : ''].filter(Boolean).join(' '),
      ]),
    ],
  );
  const retrograde = kundli.planets.filter((planet) => planet.retrograde && planet.name !== 'Rahu' && planet.name !== 'Ketu').map((planet) => text.planet(planet.name));
  const combust = kundli.planets.filter((planet) => planet.combust).map((planet) => text.planet(planet.name));
  const none = text.t('charts.noneInChart');
  writer.paragraph(text.t('charts.legend', { retrograde: retrograde.length > 0 ? retrograde.join(', ') : none, combust: combust.length > 0 ? combust.join(', ') : none }), { color: MUTED, size: 9 });
}

/** The ascendant, the Moon sign and the birth star: the three pillars of the chart. */
export function writePersonality(context: ReportContext, plan: TierPlan): void {
  const { writer, kundli, text } = context;
  const ascendant = kundli.ascendant;
  const lagnaLord = planetIn(kundli, kundli.houses[0].lord as never);
  writer.chapter(text.t('personality.title'), text.t('personality.lead'));
  writer.section(text.t('personality.ascendantHeading', { sign: text.signFull(ascendant.sign), degree: ascendant.degreeText }));
  writer.paragraph(signText(text, ascendant.signIndex).ascendant);
  const occupants = kundli.houses[0].planets;
  writer.paragraph(
    [
      lagnaLord.house === 1
        ? text.t('personality.lagnaLordInAscendant', { planet: text.planet(lagnaLord.name), sign: text.sign(lagnaLord.sign), house: text.ordinal(lagnaLord.house) })
        : text.t('personality.lagnaLordElsewhere', { planet: text.planet(lagnaLord.name), sign: text.sign(lagnaLord.sign), house: text.ordinal(lagnaLord.house) }),
      occupants.length > 0 ? text.t('personality.occupants', { count: occupants.length, planets: text.planets(occupants) }) : text.t('personality.noOccupants'),
      text.t('personality.ascendantStar', { nakshatra: text.nakshatra(ascendant.nakshatra), lord: text.planet(ascendant.nakshatraLord), quality: nakshatraText(text, ascendant.nakshatraNumber).quality }),
      text.t('personality.health', { sign: text.sign(ascendant.sign), body: signText(text, ascendant.signIndex).body }),
    ].join(' '),
  );
  const moon = planetIn(kundli, 'Moon');
  writer.section(text.t('personality.moonHeading', { sign: text.signFull(moon.sign), house: text.ordinal(moon.house) }));
  writer.paragraph(signText(text, moon.signIndex).moon);
  const signLord = kundli.moon.signLord;
  writer.paragraph(
    [
      text.t(moon.combust ? 'personality.moonDignityCombust' : 'personality.moonDignity', { dignity: text.dignity(moon.dignity) }),
      signLord === 'Moon'
        ? text.t('personality.moonSignLordSelf')
        : text.t('personality.moonSignLordHouse', { lord: text.planet(signLord), house: text.ordinal(planetIn(kundli, signLord as never).house) }),
      text.t('personality.moonElements', { element: text.name('elementFull', kundli.moon.element), gana: text.name('gana', kundli.moon.gana), nadi: text.name('nadi', kundli.moon.nadi) }),
    ].join(' '),
  );
  const star = nakshatraText(text, moon.nakshatraNumber);
  writer.section(text.t('personality.starHeading', { nakshatra: text.nakshatra(moon.nakshatra), pada: moon.pada }));
  writer.paragraph(`${text.t('personality.starIntro', { nakshatra: text.nakshatra(moon.nakshatra), lord: text.planet(moon.nakshatraLord), deity: star.deity, symbol: star.symbol })} ${star.birth}`);
  const balance = kundli.dasha.balanceAtBirth;
  const starLord = moon.nakshatraLord as never;
  const ruled = housesRuled(kundli, starLord);
  writer.paragraph(
    [
      text.t('personality.starPada', {
        pada: text.ordinal(moon.pada),
        syllable: text.syllable(planetIn(kundli, 'Moon').nakshatraNumber, kundli.moon.pada),
        lord: text.planet(kundli.dasha.birthDashaLord),
        balance: duration(text, balance.years, balance.months, balance.days),
      }),
      ruled.length > 0
        ? text.t('personality.starLordRules', { planet: text.planet(starLord), signifies: planetText(text, starLord).signifies, houses: text.houseList(ruled), house: text.ordinal(planetIn(kundli, starLord).house) })
        : text.t('personality.starLordNode', { planet: text.planet(starLord), signifies: planetText(text, starLord).signifies, house: text.ordinal(planetIn(kundli, starLord).house) }),
    ].join(' '),
  );
  if (plan.fullHouses) {
    const sun = planetIn(kundli, 'Sun');
    writer.section(text.t('personality.sunHeading', { sign: text.sign(sun.sign), house: text.ordinal(sun.house) }));
    writer.paragraph(
      text.t('personality.sunText', {
        sign: text.sign(sun.sign),
        style: signText(text, sun.signIndex).style,
        house: text.ordinal(sun.house),
        focus: text.t(`personality.sunFocus.${sun.house}`),
        ruled: text.ordinal(housesRuled(kundli, 'Sun')[0]),
      }),
    );
  }
}
