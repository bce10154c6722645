import type { Planet } from '../../../astrology/core/vedic-data';
import { SIGN_NAMES } from '../../../astrology/core/vedic-data';
import { MUTED } from '../pdf/report-writer';
import type { ReportContext, TierPlan } from '../report-request';
import { JUPITER_FROM_MOON, RAHU_FROM_MOON, SADE_SATI_PHASES, SATURN_FROM_MOON } from '../texts/transits';
import { HOUSE_TEXTS, ordinal } from '../texts/houses';
import { joinNames, planetIn } from '../analysis/chart-analysis';
import { computeSky } from '../../../astrology/ephemeris/sky';
import { dashaWindow } from '../analysis/dasha-periods';
import { houseFromSign, sadeSatiSpans, signAt, signStays, type SlowPlanet } from '../../../astrology/transits/transit-timeline';
import { dateText, monthText } from './format';

const YEAR_MS = 365.25 * 86_400_000;
const FROM_MOON: Record<'Saturn' | 'Jupiter' | 'Rahu', readonly string[]> = { Saturn: SATURN_FROM_MOON, Jupiter: JUPITER_FROM_MOON, Rahu: RAHU_FROM_MOON };

/** The coming year's transits of Saturn, Jupiter and the nodes over the natal Moon and ascendant, and Sade Sati. */
export function writeTransits(context: ReportContext, plan: TierPlan): void {
  const { writer, kundli, asOfMs } = context;
  const moonSign = planetIn(kundli, 'Moon').signIndex;
  const lagnaSign = kundli.ascendant.signIndex;
  const yearEnd = asOfMs + YEAR_MS;
  writer.chapter(
    `The coming year: transits from ${monthText(asOfMs)} to ${monthText(yearEnd)}`,
    `Transits (gochara) are read from your natal Moon in ${kundli.moon.sign} (how events feel) and from your ${kundli.ascendant.sign} ascendant (where they happen). The slow planets set the tone of the year.`,
  );
  if (plan.monthlyTransits) {
    const rows: string[][] = [];
    for (let month = 0; month < 12; month += 1) {
      const at = asOfMs + month * (YEAR_MS / 12);
      const cell = (planet: SlowPlanet) => {
        const sign = signAt(planet, at);
        return `${SIGN_NAMES[sign].slice(0, 3)} ${houseFromSign(moonSign, sign)}/${houseFromSign(lagnaSign, sign)}`;
      };
      rows.push([monthText(at), cell('Saturn'), cell('Jupiter'), cell('Rahu'), cell('Ketu')]);
    }
    writer.table(
      [
        { title: 'Month', width: 80 },
        { title: 'Saturn', width: 100 },
        { title: 'Jupiter', width: 100 },
        { title: 'Rahu', width: 100 },
        { title: 'Ketu', width: 100 },
      ],
      rows,
    );
    writer.paragraph('Each cell: the sign, then the house counted from your Moon / from your ascendant.', { color: MUTED, size: 9 });
    writeMonths(context, plan.vargas ? 24 : 12);
  }
  for (const planet of ['Saturn', 'Jupiter', 'Rahu'] as const) {
    const stays = signStays(planet, asOfMs, yearEnd);
    writer.section(`${planet} this year`);
    const described = new Set<number>();
    for (const stay of plan.monthlyTransits ? stays : stays.slice(0, 1)) {
      const fromMoon = houseFromSign(moonSign, stay.sign);
      const fromLagna = houseFromSign(lagnaSign, stay.sign);
      const natal = kundli.planets.filter((position) => position.signIndex === stay.sign && position.name !== planet).map((position) => position.name);
      if (described.has(stay.sign)) {
        writer.paragraph(`${dateText(stay.startMs)} to ${dateText(stay.endMs)}: ${planet} returns to ${SIGN_NAMES[stay.sign]} by retrograde motion, and the effects described above for that sign resume.`);
        continue;
      }
      described.add(stay.sign);
      writer.paragraph(
        `${dateText(stay.startMs)} to ${dateText(stay.endMs)}: ${planet} in ${SIGN_NAMES[stay.sign]}, the ${ordinal(fromMoon)} from your Moon and the ${ordinal(fromLagna)} from your ascendant. ${FROM_MOON[planet][fromMoon - 1]} From your ascendant, ${planet} in ${SIGN_NAMES[stay.sign]} works on ${HOUSE_TEXTS[fromLagna - 1].topics}.${natal.length > 0 ? ` It passes over your natal ${natal.join(' and ')}, bringing ${planet === 'Jupiter' ? 'growth and protection' : planet === 'Saturn' ? 'tests and maturity' : 'intensity and sudden turns'} to ${natal.length === 1 ? 'that planet’s' : 'their'} matters.` : ''}${planet === 'Rahu' ? ` Ketu is opposite, in ${SIGN_NAMES[(stay.sign + 6) % 12]} (the ${ordinal(houseFromSign(moonSign, (stay.sign + 6) % 12))} from your Moon), loosening attachment there.` : ''}`,
      );
    }
  }
  writer.section('Sade Sati');
  const birthMs = Date.parse(kundli.input.utc);
  const spans = sadeSatiSpans(moonSign, plan.lifetimeSadeSati ? birthMs : asOfMs - 8 * YEAR_MS, plan.lifetimeSadeSati ? birthMs + 90 * YEAR_MS : asOfMs + 12 * YEAR_MS);
  const running = spans.find((span) => span.startMs <= asOfMs && asOfMs < span.endMs);
  const next = spans.find((span) => span.startMs > asOfMs);
  writer.paragraph(
    running
      ? `You are in Sade Sati now (${dateText(running.startMs)} to ${dateText(running.endMs)}). Current phase: ${SADE_SATI_PHASES[running.phases.find((phase) => phase.startMs <= asOfMs && asOfMs < phase.endMs)?.phase ?? 'peak']}. Sade Sati is a time of maturing, not of misfortune: what is built during it with patience lasts.`
      : `You are not in Sade Sati now. ${next ? `The next one begins on ${dateText(next.startMs)}, when Saturn enters ${SIGN_NAMES[(moonSign + 11) % 12]}, the 12th from your Moon, and ends on ${dateText(next.endMs)}.` : 'None begins in the period this report covers.'}`,
  );
  if (plan.lifetimeSadeSati) {
    writer.table(
      [
        { title: 'Sade Sati', width: 70 },
        { title: 'Rising (12th)', width: 140 },
        { title: 'Peak (over the Moon)', width: 140 },
        { title: 'Setting (2nd)', width: 140 },
      ],
      spans.map((span, index) => {
        const phase = (name: 'rising' | 'peak' | 'setting') => {
          const parts = span.phases.filter((entry) => entry.phase === name);
          return parts.length > 0 ? `${monthText(parts[0].startMs)} - ${monthText(parts[parts.length - 1].endMs)}` : '-';
        };
        return [`${index + 1}${span.startMs <= birthMs + 86_400_000 ? ' (at birth)' : ''}`, phase('rising'), phase('peak'), phase('setting')];
      }),
    );
    writer.paragraph(`Saturn re-enters a sign during retrograde motion, so a phase can open, pause and resume; the dates above run from the first entry to the last exit. Your Moon is in ${kundli.moon.sign}, so Sade Sati covers Saturn’s passage through ${SIGN_NAMES[(moonSign + 11) % 12]}, ${kundli.moon.sign} and ${SIGN_NAMES[(moonSign + 1) % 12]}.`, { color: MUTED, size: 9.5 });
  }
}

/** Favourable houses from the Moon for the fast planets' transits (Phaladeepika ch. 26). */
const FAST_GOOD: Record<'Sun' | 'Mars' | 'Venus' | 'Mercury', { good: number[]; gives: string; takes: string }> = {
  Sun: { good: [3, 6, 10, 11], gives: 'the Sun supports authority and health', takes: 'the Sun asks you to mind ego and energy' },
  Mars: { good: [3, 6, 11], gives: 'Mars gives drive and wins contests', takes: 'Mars warns against haste, quarrels and accidents' },
  Venus: { good: [1, 2, 3, 4, 5, 8, 9, 11, 12], gives: 'Venus brings pleasure, comforts and affection', takes: 'Venus cools relationships and spending needs restraint' },
  Mercury: { good: [2, 4, 6, 8, 10, 11], gives: 'Mercury favours deals, study and messages', takes: 'Mercury brings misunderstandings; check details' },
};

/** Month by month: the fast planets' transits from the natal Moon at each month's middle. */
function writeMonths(context: ReportContext, months: number): void {
  const { writer, kundli, asOfMs } = context;
  const moonSign = planetIn(kundli, 'Moon').signIndex;
  writer.section(`Month by month${months > 12 ? ` for ${months / 12} years` : ''}`);
  for (let month = 0; month < months; month += 1) {
    const at = asOfMs + (month + 0.5) * (YEAR_MS / 12);
    const sky = computeSky(at);
    const notes = (['Sun', 'Mars', 'Venus', 'Mercury'] as const).map((planet) => {
      const sign = Math.floor(sky.bodies[planet].siderealLongitude / 30) % 12;
      const house = houseFromSign(moonSign, sign);
      const rule = FAST_GOOD[planet];
      return { planet, sign, house, good: rule.good.includes(house), text: rule.good.includes(house) ? rule.gives : rule.takes };
    });
    const score = notes.filter((note) => note.good).length;
    const retrograde = (['Mercury', 'Venus', 'Mars'] as const).filter((planet) => sky.bodies[planet].speed < 0);
    writer.paragraph(
      `${monthText(at)} (${score >= 3 ? 'favourable' : score === 2 ? 'mixed' : 'go carefully'}): ${notes.map((note) => `${note.planet} in ${SIGN_NAMES[note.sign]} (${ordinal(note.house)} from your Moon)`).join(', ')}. ${notes.filter((note) => note.planet === 'Sun' || note.planet === 'Mars' || note.good).map((note) => note.text).join('; ')}.${retrograde.length > 0 ? ` ${joinNames(retrograde)} ${retrograde.length === 1 ? 'is' : 'are'} retrograde: revisit rather than begin.` : ''}`,
      { size: 10 },
    );
  }
}

/** Premium: a year-by-year outlook combining the running dasha periods with Jupiter's and Saturn's transits. */
export function writeYearByYear(context: ReportContext, plan: TierPlan): void {
  const { writer, kundli, asOfMs } = context;
  const moonSign = planetIn(kundli, 'Moon').signIndex;
  const lagnaSign = kundli.ascendant.signIndex;
  const startYear = new Date(asOfMs).getUTCFullYear();
  writer.chapter(
    `Year by year, ${startYear} to ${startYear + plan.yearByYear - 1}`,
    'Each year is read from the periods running in it and from the signs Jupiter and Saturn occupy at its middle, counted from your Moon and your ascendant. Favourable transits from the Moon are Jupiter in the 2nd, 5th, 7th, 9th and 11th, and Saturn in the 3rd, 6th and 11th.',
  );
  const windows = dashaWindow(kundli.dasha.mahadashas, Date.UTC(startYear, 0, 1), plan.yearByYear + 1);
  const antardashas = windows.flatMap((window) => window.antardashas.map((antar) => ({ maha: window.mahadasha.lord, antar })));
  for (let offset = 0; offset < plan.yearByYear; offset += 1) {
    const year = startYear + offset;
    const from = Date.UTC(year, 0, 1);
    const to = Date.UTC(year + 1, 0, 1);
    const middle = Date.UTC(year, 6, 1);
    const running = antardashas.filter(({ antar }) => Date.parse(antar.end) > from && Date.parse(antar.start) < to);
    const jupiter = signAt('Jupiter', middle);
    const saturn = signAt('Saturn', middle);
    const jupiterFromMoon = houseFromSign(moonSign, jupiter);
    const saturnFromMoon = houseFromSign(moonSign, saturn);
    const good = [2, 5, 7, 9, 11].includes(jupiterFromMoon) ? 1 : 0;
    const saturnGood = [3, 6, 11].includes(saturnFromMoon) ? 1 : [1, 2, 12, 8, 4].includes(saturnFromMoon) ? -1 : 0;
    const tone = good + saturnGood >= 2 ? 'an excellent year for growth' : good + saturnGood === 1 ? 'a good year, with progress in the areas below' : good + saturnGood === 0 ? 'a balanced year: gains in some areas, effort in others' : 'a year for consolidation and patience';
    const periods = running.map(({ maha, antar }) => `${maha}-${antar.lord} (${Date.parse(antar.start) > from ? `from ${monthText(antar.start)}` : `until ${monthText(antar.end)}`})`);
    const firstAntar = running[0]?.antar.lord as Planet | undefined;
    const focus = firstAntar ? planetIn(kundli, firstAntar).house : 1;
    const turning = [
      ...running.filter(({ antar }) => Date.parse(antar.start) >= from).map(({ maha, antar }) => ({ at: Date.parse(antar.start), text: `${maha}-${antar.lord} begins` })),
      ...(['Jupiter', 'Saturn', 'Rahu'] as const).flatMap((planet) =>
        signStays(planet, from, to)
          .slice(1)
          .map((stay) => ({ at: stay.startMs, text: `${planet} enters ${SIGN_NAMES[stay.sign]} (${ordinal(houseFromSign(moonSign, stay.sign))} from your Moon)` })),
      ),
    ].sort((a, b) => a.at - b.at);
    writer.section(`${year}: ${tone}`);
    writer.paragraph(
      `Periods in ${year}: ${periods.join(', ')}. In mid-${year} Jupiter in ${SIGN_NAMES[jupiter]} is ${ordinal(jupiterFromMoon)} from your Moon and ${ordinal(houseFromSign(lagnaSign, jupiter))} from your ascendant, favouring ${HOUSE_TEXTS[houseFromSign(lagnaSign, jupiter) - 1].topics}; Saturn in ${SIGN_NAMES[saturn]} is ${ordinal(saturnFromMoon)} from the Moon and asks for steady work on ${HOUSE_TEXTS[houseFromSign(lagnaSign, saturn) - 1].topics}. With ${firstAntar ?? 'the running lord'} placed in your ${ordinal(focus)} house, the events of ${year} gather around ${HOUSE_TEXTS[focus - 1].topics}.${[1, 2, 12].includes(saturnFromMoon) ? ` Sade Sati runs through ${year}: keep health, savings and commitments conservative.` : ''}${saturnFromMoon === 8 ? ` Saturn is 8th from the Moon in ${year} (ashtama Shani): avoid risks and look after health.` : ''}`,
    );
    if (turning.length > 0) writer.paragraph(`Turning points: ${turning.map((point) => `${dateText(point.at)}, ${point.text}`).join('; ')}.`, { size: 10 });
  }
}
