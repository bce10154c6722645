import { reportCatalogue } from '@astrosetu/contracts';
import { writeText } from '../report-fonts';
import { BRAND, MARGIN, MUTED, ON_BRAND_SOFT } from '../pdf/report-writer';
import { moonChartPng, rashiChartPng } from '../pdf/chart-images';
import type { ReportContext, TierPlan } from '../report-request';
import { SIGN_TEXTS } from '../texts/signs';
import { NAKSHATRA_TEXTS } from '../texts/nakshatras';
import { PLANET_TEXTS } from '../texts/planets';
import { ordinal } from '../texts/houses';
import { housesRuled, planetIn } from '../analysis/chart-analysis';
import { dateText, plural } from './format';

const plainDate = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
const istDate = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' });

/** The cover: who the report is for, the birth data and the chart's key facts. */
export function writeCover(context: ReportContext, plan: TierPlan): void {
  const { writer, request, kundli } = context;
  const { doc } = writer;
  const item = reportCatalogue[request.reportType];
  doc.rect(0, 0, doc.page.width, 170).fill(BRAND);
  writeText(doc, 'AstroSetu', { x: MARGIN, y: 42, size: 26, weight: 'bold', color: '#ffffff' });
  writeText(doc, `Vedic Astrology ${item.packageName}`, { x: MARGIN, y: 80, size: 15, color: ON_BRAND_SOFT });
  writeText(doc, `Prepared for ${request.person.name}`, { x: MARGIN, y: 108, size: 13, weight: 'bold', color: '#ffffff', width: writer.width });
  writeText(doc, `${istDate.format(request.generatedAt)} · reference ${request.reference}`, { x: MARGIN, y: 132, size: 9, color: ON_BRAND_SOFT, width: writer.width });
  doc.x = MARGIN;
  doc.y = 195;
  writer.markBare();

  writer.section('Birth details');
  writer.facts([
    ['Name', request.person.name],
    ['Date of birth', plainDate.format(new Date(`${request.person.birthDate}T00:00:00Z`))],
    ['Time of birth', `${request.person.birthTime.slice(0, 5)} (${kundli.input.timezone}, UTC${kundli.input.utcOffset})`],
    ['Place of birth', request.person.birthPlace],
    ['Coordinates', `${Math.abs(request.person.latitude).toFixed(4)}° ${request.person.latitude >= 0 ? 'N' : 'S'}, ${Math.abs(request.person.longitude).toFixed(4)}° ${request.person.longitude >= 0 ? 'E' : 'W'}`],
    ['Zodiac and houses', `Sidereal, ${kundli.ayanamsa.name} ayanamsa ${kundli.ayanamsa.text}; whole-sign houses; mean nodes`],
  ]);

  writer.section('Your chart at a glance');
  const lagnaLord = planetIn(context.kundli, context.kundli.houses[0].lord as never);
  writer.facts([
    ['Ascendant (Lagna)', `${kundli.ascendant.sign} (${kundli.ascendant.rashi}) ${kundli.ascendant.degreeText}, in ${kundli.ascendant.nakshatra} pada ${kundli.ascendant.pada}`],
    ['Lagna lord', `${lagnaLord.name} in ${lagnaLord.sign}, ${ordinal(lagnaLord.house)} house (${lagnaLord.dignity})`],
    ['Moon sign (Rashi)', `${kundli.moon.sign} (${kundli.moon.rashi}), lord ${kundli.moon.signLord}`],
    ['Birth star (Nakshatra)', `${kundli.moon.nakshatra}, pada ${kundli.moon.pada}, lord ${kundli.moon.nakshatraLord}`],
    ['Sun sign (sidereal)', kundli.sunSign],
    ['Gana / Nadi / Yoni', `${kundli.moon.gana} / ${kundli.moon.nadi} / ${kundli.moon.yoni}`],
    ['Varna / Vashya / Paya', `${kundli.moon.varna} / ${kundli.moon.vashya} / ${kundli.moon.paya}`],
    ['Name syllable', kundli.moon.nameAlphabet],
    ['Running period', `${kundli.dasha.currentMahadasha.lord} mahadasha, ${kundli.dasha.currentAntardasha.lord} antardasha until ${dateText(kundli.dasha.currentAntardasha.end)}`],
  ]);

  writer.section('Panchang of the birth moment');
  const { panchang } = kundli;
  writer.facts([
    ['Weekday (Vara)', `${panchang.vara.name} (${panchang.vara.english}), ruled by ${panchang.vara.lord}`],
    ['Tithi', `${panchang.tithi.paksha} ${panchang.tithi.name} (lord ${panchang.tithi.lord})`],
    ['Yoga / Karana', `${panchang.yoga.name} / ${panchang.karana.name}`],
  ]);
  writer.paragraph(
    `This report covers ${plan.dashaYears} years of Vimshottari periods from ${istDate.format(request.generatedAt)}${plan.vargas ? ', the divisional charts D9 and D10 with the table of all sixteen vargas' : ''}${plan.yearByYear > 0 ? `, and a year-by-year outlook for ${plan.yearByYear} years` : ''}.`,
    { color: MUTED, size: 9.5 },
  );
}

/** The birth chart and the Moon chart, with the table of positions. */
export function writeCharts(context: ReportContext): void {
  const { writer, kundli } = context;
  writer.chapter(
    'Your birth charts',
    `Left, the rashi chart (D1) with ${kundli.ascendant.sign} rising; right, the Moon chart (Chandra lagna) with ${kundli.moon.sign}, the Moon’s sign, as the 1st house. Both are North Indian: house 1 is the top diamond and the houses run anticlockwise; the number in each house is its sign (1 Aries ... 12 Pisces). (R) marks a retrograde planet.`,
  );
  const size = 235;
  writer.imagePair(
    { png: rashiChartPng(kundli, size), caption: `Rashi chart (D1): ${kundli.ascendant.sign} ascendant` },
    { png: moonChartPng(kundli, size), caption: `Moon chart: ${kundli.moon.sign} as the 1st house` },
    size,
  );
  writer.section('Planetary positions');
  writer.table(
    [
      { title: 'Graha', width: 62 },
      { title: 'Sign', width: 72 },
      { title: 'Degree', width: 58 },
      { title: 'Nakshatra (pada)', width: 112 },
      { title: 'Lord', width: 52 },
      { title: 'House', width: 36 },
      { title: 'Dignity', width: 70 },
      { title: 'Notes', width: 33 },
    ],
    [
      ['Ascendant', kundli.ascendant.sign, kundli.ascendant.degreeText, `${kundli.ascendant.nakshatra} (${kundli.ascendant.pada})`, kundli.ascendant.nakshatraLord, '1', '', ''],
      ...kundli.planets.map((planet) => [
        planet.name,
        planet.sign,
        planet.degreeText,
        `${planet.nakshatra} (${planet.pada})`,
        planet.nakshatraLord,
        String(planet.house),
        planet.dignity,
        [planet.retrograde && planet.name !== 'Rahu' && planet.name !== 'Ketu' ? 'R' : '', planet.combust ? 'C' : ''].filter(Boolean).join(' '),
      ]),
    ],
  );
  const retrograde = kundli.planets.filter((planet) => planet.retrograde && planet.name !== 'Rahu' && planet.name !== 'Ketu').map((planet) => planet.name);
  const combust = kundli.planets.filter((planet) => planet.combust).map((planet) => planet.name);
  writer.paragraph(
    `Lord = lord of the nakshatra. R = retrograde (${retrograde.length > 0 ? retrograde.join(', ') : 'none in this chart'}); C = combust, within the Sun’s glare (${combust.length > 0 ? combust.join(', ') : 'none in this chart'}). Rahu and Ketu always move backwards and are not marked.`,
    { color: MUTED, size: 9 },
  );
}

/** The ascendant, the Moon sign and the birth star: the three pillars of the chart. */
export function writePersonality(context: ReportContext, plan: TierPlan): void {
  const { writer, kundli } = context;
  const ascendant = kundli.ascendant;
  const lagnaLord = planetIn(kundli, kundli.houses[0].lord as never);
  writer.chapter('You: ascendant, Moon and birth star', 'Vedic astrology reads a person from three points: the rising sign (the body and the path), the Moon (the mind) and the Moon’s nakshatra (the finer nature and the dasha sequence).');
  writer.section(`${ascendant.sign} (${ascendant.rashi}) ascendant, ${ascendant.degreeText}`);
  writer.paragraph(SIGN_TEXTS[ascendant.signIndex].ascendant);
  const occupants = kundli.houses[0].planets;
  writer.paragraph(
    `Your lagna lord ${lagnaLord.name} sits in ${lagnaLord.sign} in the ${ordinal(lagnaLord.house)} house${lagnaLord.house === 1 ? ', in the ascendant itself, which makes your personality and your will the prime movers of your life' : `, so the matters of that house (${ordinal(lagnaLord.house)}) are where you spend yourself most`}. ${occupants.length > 0 ? `${occupants.join(' and ')} in the ascendant colour${occupants.length === 1 ? 's' : ''} the personality strongly.` : 'No planet occupies the ascendant, so its lord and the planets aspecting it shape the personality.'} The ascendant degree falls in ${ascendant.nakshatra} (lord ${ascendant.nakshatraLord}), which adds ${NAKSHATRA_TEXTS[ascendant.nakshatraNumber - 1].quality} to your manner. Health: ${ascendant.sign} governs ${SIGN_TEXTS[ascendant.signIndex].body}.`,
  );
  const moon = planetIn(kundli, 'Moon');
  writer.section(`Moon in ${moon.sign} (${moon.rashi}), ${ordinal(moon.house)} house`);
  writer.paragraph(SIGN_TEXTS[moon.signIndex].moon);
  writer.paragraph(
    `The Moon is ${moon.dignity} here${moon.combust ? ' and close to the Sun (a dark Moon), so confidence in feelings grows with age' : ''}. Its sign lord ${kundli.moon.signLord} ${kundli.moon.signLord === 'Moon' ? 'is the Moon itself' : `is placed in the ${ordinal(planetIn(kundli, kundli.moon.signLord as never).house)} house`}, which tells where your mind finds its support. Element ${kundli.moon.element} (${kundli.moon.tatva}), ${kundli.moon.gana} gana and ${kundli.moon.nadi} nadi: these are also the points used in match-making.`,
  );
  const star = NAKSHATRA_TEXTS[moon.nakshatraNumber - 1];
  writer.section(`Birth star: ${moon.nakshatra}, pada ${moon.pada}`);
  writer.paragraph(`${moon.nakshatra} is ruled by ${moon.nakshatraLord}; its deity is ${star.deity} and its symbol ${star.symbol}. ${star.birth}`);
  writer.paragraph(
    `Being born in the ${ordinal(moon.pada)} pada, your name syllable is “${kundli.moon.nameAlphabet}”, and your life began in the mahadasha of ${kundli.dasha.birthDashaLord} with ${plural(kundli.dasha.balanceAtBirth.years, 'year')}, ${plural(kundli.dasha.balanceAtBirth.months, 'month')} and ${plural(kundli.dasha.balanceAtBirth.days, 'day')} of it remaining. ${moon.nakshatraLord}, the star lord, stands for ${PLANET_TEXTS[moon.nakshatraLord as keyof typeof PLANET_TEXTS].signifies}; in your chart it rules the ${housesRuled(kundli, moon.nakshatraLord as never).map(ordinal).join(' and ') || 'no sign (a node acts for its sign lord)'} and sits in the ${ordinal(planetIn(kundli, moon.nakshatraLord as never).house)} house.`,
  );
  if (plan.fullHouses) {
    const sun = planetIn(kundli, 'Sun');
    writer.section(`Sun in ${sun.sign}, ${ordinal(sun.house)} house: the soul’s direction`);
    writer.paragraph(
      `The Sun shows what you must become rather than what you are by habit. In ${sun.sign} it expresses itself ${SIGN_TEXTS[sun.signIndex].style}. As the ${ordinal(sun.house)} house placement, it puts your self-respect into ${['your own person', 'family and wealth', 'courage and communication', 'home and roots', 'creativity and children', 'work and service', 'partnership', 'research and transformation', 'dharma and learning', 'career and authority', 'gains and networks', 'retreat and distant lands'][sun.house - 1]}. It rules your ${ordinal(housesRuled(kundli, 'Sun')[0])} house, whose matters gain the Sun’s authority.`,
    );
  }
}
