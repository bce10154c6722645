import type { Planet } from '../../../astrology/core/vedic-data';
import { SIGN_NAMES } from '../../../astrology/core/vedic-data';
import { MUTED } from '../pdf/report-writer';
import type { ReportContext, TierPlan } from '../report-request';
import { fromMoonText, sadeSatiPhaseText } from '../texts/transits';
import { houseText } from '../texts/houses';
import { planetIn } from '../analysis/chart-analysis';
import { computeSky } from '../../../astrology/ephemeris/sky';
import { dashaWindow } from '../analysis/dasha-periods';
import { houseFromSign, sadeSatiSpans, signAt, signStays, type SadeSatiSpan, type SlowPlanet } from '../../../astrology/transits/transit-timeline';

const YEAR_MS = 365.25 * 86_400_000;
const IST_OFFSET_MS = 5.5 * 3_600_000;

/** The coming year's transits of Saturn, Jupiter and the nodes over the natal Moon and ascendant, and Sade Sati. */
export function writeTransits(context: ReportContext, plan: TierPlan): void {
  const { writer, kundli, asOfMs, text } = context;
  const moonSign = planetIn(kundli, 'Moon').signIndex;
  const lagnaSign = kundli.ascendant.signIndex;
  const yearEnd = asOfMs + YEAR_MS;
  const sign = (index: number) => text.sign(SIGN_NAMES[index]);
  writer.chapter(text.t('transits.title', { from: text.month(asOfMs), to: text.month(yearEnd) }), text.t('transits.lead', { moon: text.sign(kundli.moon.sign), ascendant: text.sign(kundli.ascendant.sign) }));
  if (plan.monthlyTransits) {
    const rows: string[][] = [];
    for (let month = 0; month < 12; month += 1) {
      const at = asOfMs + month * (YEAR_MS / 12);
      const cell = (planet: SlowPlanet) => {
        const signIndex = signAt(planet, at);
        return `${text.t(`name.signShort.${SIGN_NAMES[signIndex]}`)} ${houseFromSign(moonSign, signIndex)}/${houseFromSign(lagnaSign, signIndex)}`;
      };
      rows.push([text.month(at), cell('Saturn'), cell('Jupiter'), cell('Rahu'), cell('Ketu')]);
    }
    writer.table(
      [
        { title: text.t('column.month'), width: 80 },
        { title: text.planet('Saturn'), width: 100 },
        { title: text.planet('Jupiter'), width: 100 },
        { title: text.planet('Rahu'), width: 100 },
        { title: text.planet('Ketu'), width: 100 },
      ],
      rows,
    );
    writer.paragraph(text.t('transits.cellLegend'), { color: MUTED, size: 9 });
    writeMonths(context, plan.vargas ? 24 : 12);
  }
  for (const planet of ['Saturn', 'Jupiter', 'Rahu'] as const) {
    const stays = signStays(planet, asOfMs, yearEnd);
    writer.section(text.t('transits.planetThisYear', { planet: text.planet(planet) }));
    const described = new Set<number>();
    for (const stay of plan.monthlyTransits ? stays : stays.slice(0, 1)) {
      const fromMoon = houseFromSign(moonSign, stay.sign);
      const fromLagna = houseFromSign(lagnaSign, stay.sign);
      const natal = kundli.planets.filter((position) => position.signIndex === stay.sign && position.name !== planet).map((position) => position.name);
      const dates = { from: text.date(stay.startMs), to: text.date(stay.endMs), planet: text.planet(planet), sign: sign(stay.sign) };
      if (described.has(stay.sign)) {
        writer.paragraph(text.t('transits.returns', dates));
        continue;
      }
      described.add(stay.sign);
      const ketuSign = (stay.sign + 6) % 12;
      writer.paragraph(
        [
          text.t('transits.stay', { ...dates, fromMoon: text.ordinal(fromMoon), fromLagna: text.ordinal(fromLagna) }),
          fromMoonText(text, planet, fromMoon),
          text.t('transits.fromAscendant', { planet: text.planet(planet), sign: sign(stay.sign), topics: houseText(text, fromLagna).topics }),
          natal.length > 0 ? text.t(`transits.overNatal.${planet}`, { count: natal.length, planets: text.planets(natal) }) : '',
          planet === 'Rahu' ? text.t('transits.ketuOpposite', { sign: sign(ketuSign), house: text.ordinal(houseFromSign(moonSign, ketuSign)) }) : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
    }
  }
  writer.section(text.t('transits.sadeSati'));
  const birthMs = Date.parse(kundli.input.utc);
  const spans = sadeSatiSpans(moonSign, plan.lifetimeSadeSati ? birthMs : asOfMs - 8 * YEAR_MS, plan.lifetimeSadeSati ? birthMs + 90 * YEAR_MS : asOfMs + 12 * YEAR_MS);
  const running = spans.find((span) => span.startMs <= asOfMs && asOfMs < span.endMs);
  const next = spans.find((span) => span.startMs > asOfMs);
  writer.paragraph(
    running
      ? text.t('transits.inSadeSati', {
          from: text.date(running.startMs),
          to: text.date(running.endMs),
          phase: sadeSatiPhaseText(text, running.phases.find((phase) => phase.startMs <= asOfMs && asOfMs < phase.endMs)?.phase ?? 'peak'),
        })
      : next
        ? text.t('transits.nextSadeSati', { from: text.date(next.startMs), sign: sign((moonSign + 11) % 12), to: text.date(next.endMs) })
        : text.t('transits.noSadeSati'),
  );
  if (plan.lifetimeSadeSati) {
    writer.table(
      [
        { title: text.t('column.sadeSati'), width: 70 },
        { title: text.t('column.rising'), width: 140 },
        { title: text.t('column.peak'), width: 140 },
        { title: text.t('column.setting'), width: 140 },
      ],
      spans.map((span, index) => {
        const phase = (name: 'rising' | 'peak' | 'setting') => {
          const parts = span.phases.filter((entry) => entry.phase === name);
          return parts.length > 0 ? `${text.month(parts[0].startMs)} - ${text.month(parts[parts.length - 1].endMs)}` : '-';
        };
        return [span.startMs <= birthMs + 86_400_000 ? text.t('transits.atBirth', { number: index + 1 }) : String(index + 1), phase('rising'), phase('peak'), phase('setting')];
      }),
    );
    writer.paragraph(
      text.t('transits.sadeSatiNote', { moon: text.sign(kundli.moon.sign), before: sign((moonSign + 11) % 12), after: sign((moonSign + 1) % 12) }),
      { color: MUTED, size: 9.5 },
    );
  }
}

/** Favourable houses from the Moon for the fast planets' transits (Phaladeepika ch. 26). */
const FAST_GOOD: Record<'Sun' | 'Mars' | 'Venus' | 'Mercury', number[]> = {
  Sun: [3, 6, 10, 11],
  Mars: [3, 6, 11],
  Venus: [1, 2, 3, 4, 5, 8, 9, 11, 12],
  Mercury: [2, 4, 6, 8, 10, 11],
};

/** Month by month: the fast planets' transits from the natal Moon at each month's middle. */
function writeMonths(context: ReportContext, months: number): void {
  const { writer, kundli, asOfMs, text } = context;
  const moonSign = planetIn(kundli, 'Moon').signIndex;
  writer.section(months > 12 ? text.t('months.titleYears', { years: months / 12 }) : text.t('months.title'));
  for (let month = 0; month < months; month += 1) {
    const at = asOfMs + (month + 0.5) * (YEAR_MS / 12);
    const sky = computeSky(at);
    const notes = (['Sun', 'Mars', 'Venus', 'Mercury'] as const).map((planet) => {
      const sign = Math.floor(sky.bodies[planet].siderealLongitude / 30) % 12;
      const house = houseFromSign(moonSign, sign);
      const good = FAST_GOOD[planet].includes(house);
      return { planet, sign, house, good, text: text.t(`months.${planet}.${good ? 'gives' : 'takes'}`) };
    });
    const score = notes.filter((note) => note.good).length;
    const retrograde = (['Mercury', 'Venus', 'Mars'] as const).filter((planet) => sky.bodies[planet].speed < 0);
    writer.paragraph(
      [
        text.t('months.line', {
          month: text.month(at),
          tone: text.t(score >= 3 ? 'months.tone.favourable' : score === 2 ? 'months.tone.mixed' : 'months.tone.careful'),
          placements: notes.map((note) => text.t('months.placement', { planet: text.planet(note.planet), sign: text.sign(SIGN_NAMES[note.sign]), house: text.ordinal(note.house) })).join(', '),
          notes: notes.filter((note) => note.planet === 'Sun' || note.planet === 'Mars' || note.good).map((note) => note.text).join('; '),
        }),
        retrograde.length > 0 ? text.t('months.retrograde', { count: retrograde.length, planets: text.planets(retrograde) }) : '',
      ]
        .filter(Boolean)
        .join(' '),
      { size: 10 },
    );
  }
}

/**
 * A year's Sade Sati, in the year-by-year outlook: each stretch of the year Saturn spends in the 12th, 1st or 2nd
 * sign from the Moon with its phase and dates (clipped to the year), the pauses when a retrograde Saturn steps back
 * out of those signs, and the day it begins or ends. Empty for a year without Sade Sati.
 */
function sadeSatiInYear(context: ReportContext, spans: readonly SadeSatiSpan[], moonSign: number, year: number): { phases: string[]; sentences: string[] } {
  const { text } = context;
  // The civil year in IST, the zone the report prints its dates in (31 December ends at 23:59 IST, not 05:29).
  const from = Date.UTC(year, 0, 1) - IST_OFFSET_MS;
  const to = Date.UTC(year + 1, 0, 1) - IST_OFFSET_MS;
  const lastDay = to - 1;
  const clip = (ms: number) => Math.min(Math.max(ms, from), lastDay);
  const phases: string[] = [];
  const sentences: string[] = [];
  for (const span of spans.filter((candidate) => candidate.endMs > from && candidate.startMs < to)) {
    if (span.startMs >= from) sentences.push(text.t('yearByYear.sadeSatiBegins', { date: text.date(span.startMs) }));
    span.phases.forEach((entry, index) => {
      const next = span.phases[index + 1];
      if (entry.endMs > from && entry.startMs < to) {
        const saturnSign = (moonSign + (entry.phase === 'rising' ? 11 : entry.phase === 'peak' ? 0 : 1)) % 12;
        const phase = text.t(`yearByYear.phase.${entry.phase}`);
        if (!phases.includes(phase)) phases.push(phase);
        sentences.push(
          text.t('yearByYear.sadeSatiPhase', {
            from: text.date(clip(entry.startMs)),
            to: text.date(clip(entry.endMs)),
            sign: text.sign(SIGN_NAMES[saturnSign]),
            house: text.ordinal(houseFromSign(moonSign, saturnSign)),
            phase,
          }),
        );
      }
      // A retrograde Saturn stepping back out of the three signs between two stretches: Sade Sati pauses.
      if (next && next.startMs > entry.endMs && entry.endMs < to && next.startMs > from) {
        sentences.push(text.t('yearByYear.sadeSatiPause', { from: text.date(clip(entry.endMs)), to: text.date(clip(next.startMs)) }));
      }
    });
    if (span.endMs < to) sentences.push(text.t('yearByYear.sadeSatiEnds', { date: text.date(span.endMs) }));
  }
  return { phases, sentences };
}

/**
 * A generous height (points) for a paragraph of the outlook: about 70 characters to a line in the narrowest script
 * (Tamil) and 15 points a line, plus the space after it.
 */
function estimatedHeight(paragraph: string): number {
  return paragraph ? (Math.ceil(paragraph.length / 70) + 1) * 15 : 0;
}

/** Premium: a year-by-year outlook combining the running dasha periods with Jupiter's and Saturn's transits. */
export function writeYearByYear(context: ReportContext, plan: TierPlan): void {
  const { writer, kundli, asOfMs, text } = context;
  const moonSign = planetIn(kundli, 'Moon').signIndex;
  const lagnaSign = kundli.ascendant.signIndex;
  const startYear = new Date(asOfMs).getUTCFullYear();
  // Every Sade Sati touching the years covered (one that is running began at most about eight years before).
  const sadeSatiSpansCovered = sadeSatiSpans(moonSign, Date.UTC(startYear - 9, 0, 1), Date.UTC(startYear + plan.yearByYear + 1, 0, 1));
  writer.chapter(text.t('yearByYear.title', { from: startYear, to: startYear + plan.yearByYear - 1 }), text.t('yearByYear.lead'));
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
    const sadeSati = sadeSatiInYear(context, sadeSatiSpansCovered, moonSign, year);
    // Saturn at mid-year may have stepped back out of the Sade Sati signs (a retrograde pause): in a year with any
    // Sade Sati it is never counted as a support, so such a year is at best good, and its heading names the phase.
    const saturnAtMiddle = [3, 6, 11].includes(saturnFromMoon) ? 1 : [1, 2, 12, 8, 4].includes(saturnFromMoon) ? -1 : 0;
    const saturnGood = sadeSati.phases.length > 0 ? Math.min(saturnAtMiddle, 0) : saturnAtMiddle;
    const tone = text.t(good + saturnGood >= 2 ? 'yearByYear.tone.excellent' : good + saturnGood === 1 ? 'yearByYear.tone.good' : good + saturnGood === 0 ? 'yearByYear.tone.balanced' : 'yearByYear.tone.consolidation');
    const name = (maha: string, antar: string) => `${text.planet(maha)}-${text.planet(antar)}`;
    const periods = running.map(({ maha, antar }) =>
      Date.parse(antar.start) > from ? text.t('yearByYear.periodFrom', { name: name(maha, antar.lord), month: text.month(antar.start) }) : text.t('yearByYear.periodUntil', { name: name(maha, antar.lord), month: text.month(antar.end) }),
    );
    const firstAntar = running[0]?.antar.lord as Planet | undefined;
    const focus = firstAntar ? planetIn(kundli, firstAntar).house : 1;
    const turning = [
      ...running.filter(({ antar }) => Date.parse(antar.start) >= from).map(({ maha, antar }) => ({ at: Date.parse(antar.start), text: text.t('yearByYear.begins', { name: name(maha, antar.lord) }) })),
      ...(['Jupiter', 'Saturn', 'Rahu'] as const).flatMap((planet) =>
        signStays(planet, from, to)
          .slice(1)
          .map((stay) => ({ at: stay.startMs, text: text.t('yearByYear.enters', { planet: text.planet(planet), sign: text.sign(SIGN_NAMES[stay.sign]), house: text.ordinal(houseFromSign(moonSign, stay.sign)) }) })),
      ),
    ].sort((a, b) => a.at - b.at);
    const body = [
      text.t('yearByYear.text', {
        year,
        periods: periods.join(', '),
        jupiterSign: text.sign(SIGN_NAMES[jupiter]),
        jupiterFromMoon: text.ordinal(jupiterFromMoon),
        jupiterFromLagna: text.ordinal(houseFromSign(lagnaSign, jupiter)),
        jupiterTopics: houseText(text, houseFromSign(lagnaSign, jupiter)).topics,
        saturnSign: text.sign(SIGN_NAMES[saturn]),
        saturnFromMoon: text.ordinal(saturnFromMoon),
        saturnTopics: houseText(text, houseFromSign(lagnaSign, saturn)).topics,
        lord: firstAntar ? text.planet(firstAntar) : text.t('yearByYear.runningLord'),
        focus: text.ordinal(focus),
        focusTopics: houseText(text, focus).topics,
      }),
      ...sadeSati.sentences,
      sadeSati.phases.length > 0 ? text.t('yearByYear.sadeSati', { year }) : '',
      saturnFromMoon === 8 ? text.t('yearByYear.ashtama', { year }) : '',
    ]
      .filter(Boolean)
      .join(' ');
    const turningText = turning.length > 0 ? text.t('yearByYear.turning', { points: turning.map((point) => text.t('yearByYear.point', { date: text.date(point.at), text: point.text })).join('; ') }) : '';
    // The last year is kept on one page with its heading, so the chapter never ends on a page of two stray lines.
    const keepWithNext = offset === plan.yearByYear - 1 ? Math.min(480, estimatedHeight(body) + estimatedHeight(turningText)) : undefined;
    writer.section(sadeSati.phases.length > 0 ? text.t('yearByYear.headingSadeSati', { year, tone, phases: text.list(sadeSati.phases) }) : text.t('yearByYear.heading', { year, tone }), keepWithNext);
    writer.paragraph(body);
    if (turningText) writer.paragraph(turningText, { size: 10 });
  }
}
