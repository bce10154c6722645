import type { DashaPeriod, Kundli } from '@astrosetu/contracts';
import type { Planet } from '../../../astrology/core/vedic-data';
import { MUTED } from '../pdf/report-writer';
import type { ReportContext, TierPlan } from '../report-request';
import type { ReportText } from '../report-text';
import { planetText } from '../texts/planets';
import { KENDRAS, TRIKONAS, firstTopic, houseText } from '../texts/houses';
import { activeAreaText } from '../texts/active-areas';
import { functionalNature, housesRuled, natureText, planetIn, relationBetween } from '../analysis/chart-analysis';
import { dashaWindow, periodAt, subPeriodsOf } from '../analysis/dasha-periods';
import { houseFromSign, signAt } from '../../../astrology/transits/transit-timeline';
import { SIGN_NAMES } from '../../../astrology/core/vedic-data';

const NATURE_SCORE = { yogakaraka: 2, benefic: 1, neutral: 0, mixed: 0, malefic: -1 } as const;
const DIGNITY_SCORE: Record<string, number> = { exalted: 2, moolatrikona: 1.5, 'own sign': 1.5, friendly: 0.5, neutral: 0, enemy: -0.5, debilitated: -1.5 };

/** How well a period of `lord` works in this chart, on its own (nature, dignity, house). */
function lordScore(kundli: Kundli, lord: Planet): number {
  const position = planetIn(kundli, lord);
  const houseScore = [6, 8, 12].includes(position.house) ? -1 : KENDRAS.includes(position.house) || TRIKONAS.includes(position.house) ? 0.5 : 0;
  return NATURE_SCORE[functionalNature(kundli, lord)] + (DIGNITY_SCORE[position.dignity] ?? 0) + houseScore;
}

/** Houses a period of `lord` activates: those it rules and the one it occupies. */
function activeHouses(kundli: Kundli, lord: Planet): number[] {
  const position = planetIn(kundli, lord);
  const houses = lord === 'Rahu' || lord === 'Ketu' ? [position.house, ...housesRuled(kundli, position.signLord as Planet)] : [...housesRuled(kundli, lord), position.house];
  return [...new Set(houses)];
}

/** 'Saturn-Mercury': a sub-period by its lords. */
const periodName = (text: ReportText, ...lords: string[]) => lords.map(text.planet).join('-');

function mahadashaText(text: ReportText, kundli: Kundli, period: DashaPeriod): string {
  const lord = period.lord as Planet;
  const position = planetIn(kundli, lord);
  const ruled = housesRuled(kundli, lord);
  const score = lordScore(kundli, lord);
  const tone = text.t(score >= 2 ? 'dasha.tone.strong' : score >= 0.5 ? 'dasha.tone.constructive' : score > -1 ? 'dasha.tone.mixed' : 'dasha.tone.demanding');
  const lordship =
    ruled.length > 0
      ? text.t('dasha.lordshipRules', { lord: text.planet(lord), houses: text.houseList(ruled), nature: natureText(text, functionalNature(kundli, lord)) })
      : text.t('dasha.lordshipNode', { lord: text.planet(lord), signLord: text.planet(position.signLord), houses: text.houseList(housesRuled(kundli, position.signLord as Planet)) });
  return text.t('dasha.maha', {
    lord: text.planet(lord),
    dasha: planetText(text, lord).dasha,
    lordship,
    house: text.ordinal(position.house),
    sign: text.sign(position.sign),
    dignity: text.dignity(position.dignity),
    tone,
    topics: activeHouses(kundli, lord).map((house) => houseText(text, house).topics).join('; '),
  });
}

function antardashaText(text: ReportText, kundli: Kundli, maha: Planet, period: DashaPeriod, seen: Set<string> = new Set()): string {
  const lord = period.lord as Planet;
  const position = planetIn(kundli, lord);
  const mahaPosition = planetIn(kundli, maha);
  const distance = houseFromSign(mahaPosition.signIndex, position.signIndex);
  const relation = relationBetween(maha, lord);
  const placementScore = [6, 8, 12].includes(distance) ? -1 : [1, 4, 5, 7, 9, 10].includes(distance) ? 0.5 : 0;
  const score = lordScore(kundli, lord) + placementScore + (relation === 'friends' ? 0.5 : relation === 'enemies' ? -0.5 : 0);
  const good = score >= 0.5;
  const all = activeHouses(kundli, lord);
  // A lord met again in a later mahadasha leads with its other houses, so its forecasts do not repeat.
  const repeat = seen.has(lord);
  seen.add(lord);
  const areas = (repeat && all.length > 1 ? [...all.slice(1), all[0]] : all).slice(0, repeat ? 2 : 3);
  const note = [6, 8, 12].includes(distance) ? text.t('antar.note.strained') : [1, 5, 9].includes(distance) ? text.t('antar.note.trine') : [4, 7, 10].includes(distance) ? text.t('antar.note.angle') : '';
  const relationText = text.t(`antar.relation.${relation}`);
  const opening =
    lord === maha
      ? text.t('antar.ownSubPeriod')
      : distance === 1
        ? text.t('antar.sameSign', { lord: text.planet(lord), maha: text.planet(maha), note, relation: relationText })
        : text.t('antar.fromMaha', { lord: text.planet(lord), house: text.ordinal(distance), maha: text.planet(maha), note, relation: relationText });
  const ruled = housesRuled(kundli, lord);
  const where = repeat
    ? text.t('antar.seen')
    : ruled.length > 0
      ? text.t('antar.sitsRules', { lord: text.planet(lord), house: text.ordinal(position.house), sign: text.sign(position.sign), houses: text.houseList(ruled) })
      : text.t('antar.sits', { lord: text.planet(lord), house: text.ordinal(position.house), sign: text.sign(position.sign) });
  const effects = areas.map((house) => text.t('antar.effect', { house: text.ordinal(house), text: good ? activeAreaText(text, house).good : activeAreaText(text, house).hard })).join('; ');
  const name = periodName(text, maha, lord);
  const advice = good ? text.t('antar.adviceGood', { name, house: text.ordinal(areas[0]) }) : text.t('antar.adviceHard', { name, lord: text.planet(lord) });
  return `${opening} ${where} ${text.t(good ? 'antar.expectGood' : 'antar.expectHard', { name, effects })} ${advice}`;
}

/** The slow planets at the middle of a period, counted from the natal Moon: the backdrop the period plays against. */
function transitOverlay(text: ReportText, kundli: Kundli, period: DashaPeriod): string {
  const middle = (Date.parse(period.start) + Date.parse(period.end)) / 2;
  const moonSign = planetIn(kundli, 'Moon').signIndex;
  const jupiter = signAt('Jupiter', middle);
  const saturn = signAt('Saturn', middle);
  const jupiterHouse = houseFromSign(moonSign, jupiter);
  const saturnHouse = houseFromSign(moonSign, saturn);
  const support = text.t([2, 5, 7, 9, 11].includes(jupiterHouse) ? 'overlay.jupiterSupports' : 'overlay.jupiterLittle');
  const pressure = text.t([3, 6, 11].includes(saturnHouse) ? 'overlay.saturnHelps' : [12, 1, 2].includes(saturnHouse) ? 'overlay.saturnSadeSati' : saturnHouse === 8 ? 'overlay.saturnEighth' : 'overlay.saturnNeutral');
  return text.t('overlay.text', {
    lord: text.planet(period.lord),
    month: text.month(middle),
    jupiterSign: text.sign(SIGN_NAMES[jupiter]),
    jupiterHouse: text.ordinal(jupiterHouse),
    saturnSign: text.sign(SIGN_NAMES[saturn]),
    saturnHouse: text.ordinal(saturnHouse),
    support,
    pressure,
  });
}

/** The best and the most delicate pratyantardashas of a sub-period, by their lords' strength in this chart. */
function pratyantarHighlights(text: ReportText, kundli: Kundli, maha: Planet, antar: DashaPeriod): string {
  const subs = subPeriodsOf(antar).map((sub) => ({ sub, score: lordScore(kundli, sub.lord as Planet) }));
  const ranked = [...subs].sort((a, b) => b.score - a.score);
  const span = (sub: DashaPeriod) => text.t('dasha.span', { lord: text.planet(sub.lord), from: text.date(sub.start), to: text.date(sub.end) });
  const weakest = ranked[ranked.length - 1].sub;
  return text.t('dasha.pratyantarHighlights', { name: periodName(text, maha, antar.lord), best: text.list(ranked.slice(0, 2).map(({ sub }) => span(sub))), weakest: span(weakest) });
}

/** Vimshottari periods for the tier's years: mahadashas, antardashas with forecasts, and pratyantars (Premium). */
export function writeDasha(context: ReportContext, plan: TierPlan): void {
  const { writer, kundli, asOfMs, text } = context;
  const { dasha } = kundli;
  writer.chapter(text.t('dasha.title', { years: plan.dashaYears }), text.t('dasha.lead', { nakshatra: text.nakshatra(dasha.birthNakshatra) }));
  const windows = dashaWindow(dasha.mahadashas, asOfMs, plan.dashaYears);
  const seen = new Set<string>();
  writer.table(
    [
      { title: text.t('column.mahadasha'), width: 90 },
      { title: text.t('column.antardasha'), width: 90 },
      { title: text.t('column.from'), width: 105 },
      { title: text.t('column.to'), width: 105 },
      { title: text.t('column.now'), width: 50 },
    ],
    windows.flatMap((window) =>
      window.antardashas.map((antar) => [
        text.planet(window.mahadasha.lord),
        text.planet(antar.lord),
        text.date(antar.start),
        text.date(antar.end),
        Date.parse(antar.start) <= asOfMs && asOfMs < Date.parse(antar.end) ? text.t('common.yes') : '',
      ]),
    ),
  );
  for (const window of windows) {
    const maha = window.mahadasha.lord as Planet;
    writer.section(text.t('dasha.mahaHeading', { lord: text.planet(maha), from: text.date(window.mahadasha.start), to: text.date(window.mahadasha.end) }));
    writer.paragraph(mahadashaText(text, kundli, window.mahadasha));
    if (!plan.antardashaForecasts) {
      const current = periodAt(window.antardashas, asOfMs) ?? window.antardashas[0];
      writer.paragraph(text.t('dasha.currentAntar', { name: periodName(text, maha, current.lord), from: text.date(current.start), to: text.date(current.end), text: antardashaText(text, kundli, maha, current) }));
      continue;
    }
    for (const antar of window.antardashas) {
      writer.subheading(text.t('dasha.antarHeading', { name: periodName(text, maha, antar.lord), from: text.date(antar.start), to: text.date(antar.end) }));
      writer.paragraph(`${antardashaText(text, kundli, maha, antar, seen)} ${transitOverlay(text, kundli, antar)}`);
      if (plan.pratyantardashas) writer.paragraph(pratyantarHighlights(text, kundli, maha, antar), { size: 9.5, color: MUTED });
    }
  }
  if (plan.pratyantarTables > 0) {
    const maha = periodAt(dasha.mahadashas, asOfMs);
    const upcoming = windows.flatMap((window) => window.antardashas.map((antar) => ({ maha: window.mahadasha.lord, antar }))).filter(({ antar }) => Date.parse(antar.end) > asOfMs).slice(0, plan.pratyantarTables);
    if (maha && upcoming.length > 0) {
      writer.section(text.t('dasha.pratyantarTitle'));
      writer.paragraph(plan.pratyantarTables === 2 ? text.t('dasha.pratyantarLeadNext') : text.t('dasha.pratyantarLeadMany', { count: plan.pratyantarTables - 1 }), { color: MUTED, size: 9.5 });
      for (const { maha: mahaLord, antar } of upcoming) {
        writer.ensureSpace(writer.tableHeight(9, 8.5) + 30);
        writer.subheading(text.t('dasha.spanNamed', { name: periodName(text, mahaLord, antar.lord), from: text.date(antar.start), to: text.date(antar.end) }));
        writer.table(
          [
            { title: text.t('column.pratyantar'), width: 120 },
            { title: text.t('column.from'), width: 100 },
            { title: text.t('column.to'), width: 100 },
            { title: text.t('column.housesActivated'), width: 175 },
          ],
          subPeriodsOf(antar).map((sub) => [
            periodName(text, mahaLord, antar.lord, sub.lord),
            text.date(sub.start),
            text.date(sub.end),
            activeHouses(kundli, sub.lord as Planet).map((house) => text.t('dasha.houseTopic', { house: text.ordinal(house), topic: firstTopic(text, house) })).join('; '),
          ]),
          { size: 8.5 },
        );
      }
    }
  }
}

/** Premium: the whole life in mahadashas, with ages, to place the coming periods in the arc of a life. */
export function writeLifePhases(context: ReportContext): void {
  const { writer, kundli, asOfMs, text } = context;
  const birthMs = Date.parse(kundli.input.utc);
  const age = (instant: string) => Math.max(0, (Date.parse(instant) - birthMs) / (365.25 * 86_400_000));
  writer.section(text.t('lifePhases.title'), writer.tableHeight(9));
  writer.table(
    [
      { title: text.t('column.mahadasha'), width: 90 },
      { title: text.t('column.from'), width: 95 },
      { title: text.t('column.to'), width: 95 },
      { title: text.t('column.age'), width: 70 },
      { title: text.t('column.housesActivated'), width: 145 },
    ],
    kundli.dasha.mahadashas.map((period) => [
      text.planet(period.lord),
      text.date(Math.max(Date.parse(period.start), birthMs)),
      text.date(period.end),
      `${Math.floor(age(period.start))}-${Math.floor(age(period.end))}`,
      activeHouses(kundli, period.lord as Planet).map(text.ordinal).join(', '),
    ]),
  );
  const pastPeriods = kundli.dasha.mahadashas.filter((period) => Date.parse(period.end) <= asOfMs);
  if (pastPeriods.length > 0) writer.paragraph(text.t('lifePhases.check'), { color: MUTED, size: 9.5 });
  for (const period of pastPeriods) {
    const lord = period.lord as Planet;
    const areas = activeHouses(kundli, lord).slice(0, 2);
    writer.paragraph(
      text.t(lordScore(kundli, lord) >= 0.5 ? 'lifePhases.pastGood' : 'lifePhases.pastHard', {
        from: Math.floor(age(period.start)),
        to: Math.floor(age(period.end)),
        lord: text.planet(lord),
        topics: text.list(areas.map((house) => houseText(text, house).topics)),
      }),
      { size: 10 },
    );
  }
}
