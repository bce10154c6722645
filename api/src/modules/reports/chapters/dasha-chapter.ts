import type { DashaPeriod, Kundli } from '@astrosetu/contracts';
import type { Planet } from '../../../astrology/core/vedic-data';
import { MUTED } from '../pdf/report-writer';
import type { ReportContext, TierPlan } from '../report-request';
import { PLANET_TEXTS } from '../texts/planets';
import { HOUSE_TEXTS, KENDRAS, TRIKONAS, ordinal } from '../texts/houses';
import { ACTIVE_AREAS } from '../texts/active-areas';
import { NATURE_TEXT, functionalNature, houseList, housesRuled, planetIn, relationBetween } from '../analysis/chart-analysis';
import { dashaWindow, periodAt, subPeriodsOf } from '../analysis/dasha-periods';
import { houseFromSign, signAt } from '../../../astrology/transits/transit-timeline';
import { SIGN_NAMES } from '../../../astrology/core/vedic-data';
import { dateText, monthText } from './format';

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

function mahadashaText(kundli: Kundli, period: DashaPeriod): string {
  const lord = period.lord as Planet;
  const position = planetIn(kundli, lord);
  const ruled = housesRuled(kundli, lord);
  const score = lordScore(kundli, lord);
  const tone = score >= 2 ? 'one of the stronger periods of your life' : score >= 0.5 ? 'a constructive period' : score > -1 ? 'a period of mixed results that rewards planning' : 'a demanding period that builds strength through effort';
  const lordship =
    ruled.length > 0
      ? `${lord} rules your ${houseList(ruled)} and is ${NATURE_TEXT[functionalNature(kundli, lord)]}`
      : `${lord} acts for its sign lord ${position.signLord}, which rules your ${houseList(housesRuled(kundli, position.signLord as Planet))}`;
  return `The ${lord} mahadasha ${PLANET_TEXTS[lord].dasha}. In your chart ${lordship}; it sits in the ${ordinal(position.house)} house in ${position.sign} (${position.dignity}). Taken together this is ${tone}, centred on ${activeHouses(kundli, lord).map((house) => HOUSE_TEXTS[house - 1].topics).join('; ')}.`;
}

function antardashaText(kundli: Kundli, maha: Planet, period: DashaPeriod, seen: Set<string> = new Set()): string {
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
  const opening =
    lord === maha
      ? `The mahadasha lord’s own sub-period concentrates its themes.`
      : `${lord} is ${distance === 1 ? 'in the same sign as' : `the ${ordinal(distance)} from`} ${maha}${[6, 8, 12].includes(distance) ? ' (a strained 6-8-12 relation)' : [1, 5, 9].includes(distance) ? ' (a harmonious trine)' : [4, 7, 10].includes(distance) ? ' (an angle: active and eventful)' : ''}, and the two are ${relation === 'friends' ? 'natural friends' : relation === 'enemies' ? 'natural enemies' : 'neutral to each other'}.`;
  const where = repeat
    ? `Its placement is described under its earlier sub-period.`
    : `${lord} sits in your ${ordinal(position.house)} house in ${position.sign}${housesRuled(kundli, lord).length > 0 ? ` and rules the ${houseList(housesRuled(kundli, lord))}` : ''}.`;
  const effects = areas.map((house) => `${ordinal(house)} house: ${good ? ACTIVE_AREAS[house - 1].good : ACTIVE_AREAS[house - 1].hard}`).join('; ');
  const name = `${maha}-${lord}`;
  const advice = good
    ? `Use ${name} to push forward the matters of the ${ordinal(areas[0])} house.`
    : `During ${name}, keep commitments modest and strengthen ${lord} (see Remedies).`;
  return `${opening} ${where} Expect in ${name}, ${good ? 'on the whole favourably' : 'with some strain'}: ${effects}. ${advice}`;
}

/** The slow planets at the middle of a period, counted from the natal Moon: the backdrop the period plays against. */
function transitOverlay(kundli: Kundli, period: DashaPeriod): string {
  const middle = (Date.parse(period.start) + Date.parse(period.end)) / 2;
  const moonSign = planetIn(kundli, 'Moon').signIndex;
  const jupiter = signAt('Jupiter', middle);
  const saturn = signAt('Saturn', middle);
  const jupiterHouse = houseFromSign(moonSign, jupiter);
  const saturnHouse = houseFromSign(moonSign, saturn);
  const support = [2, 5, 7, 9, 11].includes(jupiterHouse) ? 'Jupiter supports it' : 'Jupiter gives little extra support';
  const pressure = [3, 6, 11].includes(saturnHouse) ? 'Saturn helps' : [12, 1, 2].includes(saturnHouse) ? 'Saturn’s Sade Sati adds weight' : saturnHouse === 8 ? 'Saturn in the 8th from the Moon calls for caution' : 'Saturn is neutral';
  return `Around the middle of this ${period.lord} sub-period (${monthText(middle)}), Jupiter is in ${SIGN_NAMES[jupiter]} (${ordinal(jupiterHouse)} from your Moon) and Saturn in ${SIGN_NAMES[saturn]} (${ordinal(saturnHouse)}): ${support}, ${pressure}.`;
}

/** The best and the most delicate pratyantardashas of a sub-period, by their lords' strength in this chart. */
function pratyantarHighlights(kundli: Kundli, maha: Planet, antar: DashaPeriod): string {
  const subs = subPeriodsOf(antar).map((sub) => ({ sub, score: lordScore(kundli, sub.lord as Planet) }));
  const ranked = [...subs].sort((a, b) => b.score - a.score);
  const best = ranked.slice(0, 2).map(({ sub }) => `${sub.lord} (${dateText(sub.start)} to ${dateText(sub.end)})`);
  const weakest = ranked[ranked.length - 1].sub;
  return `Within ${maha}-${antar.lord}, the best pratyantars are ${best.join(' and ')}; the most delicate is ${weakest.lord} (${dateText(weakest.start)} to ${dateText(weakest.end)}).`;
}

/** Vimshottari periods for the tier's years: mahadashas, antardashas with forecasts, and pratyantars (Premium). */
export function writeDasha(context: ReportContext, plan: TierPlan): void {
  const { writer, kundli, asOfMs } = context;
  const { dasha } = kundli;
  writer.chapter(
    `Vimshottari dasha: the next ${plan.dashaYears} years`,
    `Your life runs through planetary periods fixed at birth by the Moon in ${dasha.birthNakshatra}. A mahadasha sets the main theme; its antardashas (sub-periods) bring the themes of a second planet. Dates are from the Moon’s exact position; a birth-time error of a few minutes moves them by days.`,
  );
  const windows = dashaWindow(dasha.mahadashas, asOfMs, plan.dashaYears);
  const seen = new Set<string>();
  writer.table(
    [
      { title: 'Mahadasha', width: 90 },
      { title: 'Antardasha', width: 90 },
      { title: 'From', width: 110 },
      { title: 'To', width: 110 },
      { title: 'Now', width: 40 },
    ],
    windows.flatMap((window) =>
      window.antardashas.map((antar) => [
        window.mahadasha.lord,
        antar.lord,
        dateText(antar.start),
        dateText(antar.end),
        Date.parse(antar.start) <= asOfMs && asOfMs < Date.parse(antar.end) ? 'yes' : '',
      ]),
    ),
  );
  for (const window of windows) {
    const maha = window.mahadasha.lord as Planet;
    writer.section(`${maha} mahadasha: ${dateText(window.mahadasha.start)} to ${dateText(window.mahadasha.end)}`);
    writer.paragraph(mahadashaText(kundli, window.mahadasha));
    if (!plan.antardashaForecasts) {
      const current = periodAt(window.antardashas, asOfMs) ?? window.antardashas[0];
      writer.paragraph(`${maha}-${current.lord} (${dateText(current.start)} to ${dateText(current.end)}): ${antardashaText(kundli, maha, current)}`);
      continue;
    }
    for (const antar of window.antardashas) {
      writer.subheading(`${maha}-${antar.lord}: ${dateText(antar.start)} to ${dateText(antar.end)}`);
      writer.paragraph(`${antardashaText(kundli, maha, antar, seen)} ${transitOverlay(kundli, antar)}`);
      if (plan.pratyantardashas) writer.paragraph(pratyantarHighlights(kundli, maha, antar), { size: 9.5, color: MUTED });
    }
  }
  if (plan.pratyantarTables > 0) {
    const maha = periodAt(dasha.mahadashas, asOfMs);
    const upcoming = windows.flatMap((window) => window.antardashas.map((antar) => ({ maha: window.mahadasha.lord, antar }))).filter(({ antar }) => Date.parse(antar.end) > asOfMs).slice(0, plan.pratyantarTables);
    if (maha && upcoming.length > 0) {
      writer.section('Pratyantardashas: the months ahead');
      writer.paragraph(`Each sub-period divides again into nine shorter periods; each shades the weeks it covers with its lord’s houses in your chart. Shown for the running sub-period and the ${plan.pratyantarTables === 2 ? 'next one' : `${plan.pratyantarTables - 1} after it`}.`, { color: MUTED, size: 9.5 });
      for (const { maha: mahaLord, antar } of upcoming) {
        writer.ensureSpace(writer.tableHeight(9, 8.5) + 30);
        writer.subheading(`${mahaLord}-${antar.lord} (${dateText(antar.start)} to ${dateText(antar.end)})`);
        writer.table(
          [
            { title: 'Pratyantar', width: 120 },
            { title: 'From', width: 100 },
            { title: 'To', width: 100 },
            { title: 'Houses it activates', width: 175 },
          ],
          subPeriodsOf(antar).map((sub) => [`${mahaLord}-${antar.lord}-${sub.lord}`, dateText(sub.start), dateText(sub.end), activeHouses(kundli, sub.lord as Planet).map((house) => `${ordinal(house)} ${HOUSE_TEXTS[house - 1].topics.split(',')[0].split(' and ')[0]}`).join('; ')]),
          { size: 8.5 },
        );
      }
    }
  }
}

/** Premium: the whole life in mahadashas, with ages, to place the coming periods in the arc of a life. */
export function writeLifePhases(context: ReportContext): void {
  const { writer, kundli, asOfMs } = context;
  const birthMs = Date.parse(kundli.input.utc);
  const age = (instant: string) => Math.max(0, (Date.parse(instant) - birthMs) / (365.25 * 86_400_000));
  writer.section('Your life in mahadashas', writer.tableHeight(9));
  writer.table(
    [
      { title: 'Mahadasha', width: 90 },
      { title: 'From', width: 95 },
      { title: 'To', width: 95 },
      { title: 'Age', width: 70 },
      { title: 'Houses it activates', width: 145 },
    ],
    kundli.dasha.mahadashas.map((period) => [
      period.lord,
      dateText(Math.max(Date.parse(period.start), birthMs)),
      dateText(period.end),
      `${Math.floor(age(period.start))}-${Math.floor(age(period.end))}`,
      activeHouses(kundli, period.lord as Planet).map(ordinal).join(', '),
    ]),
  );
  const pastPeriods = kundli.dasha.mahadashas.filter((period) => Date.parse(period.end) <= asOfMs);
  if (pastPeriods.length > 0) writer.paragraph('Recognising the themes of your past periods below is a check that the birth time, and so every date in this report, is right.', { color: MUTED, size: 9.5 });
  for (const period of pastPeriods) {
    const lord = period.lord as Planet;
    const areas = activeHouses(kundli, lord).slice(0, 2);
    writer.paragraph(
      `Ages ${Math.floor(age(period.start))} to ${Math.floor(age(period.end))}, ${lord} (past): looking back, this period should have brought forward ${areas.map((house) => HOUSE_TEXTS[house - 1].topics).join(' and ')}${lordScore(kundli, lord) >= 0.5 ? ', mostly constructively' : ', with some struggle'}.`,
      { size: 10 },
    );
  }
}
