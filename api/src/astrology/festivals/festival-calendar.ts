import type { Festival, FestivalCalendar, FestivalRule } from '@astrosetu/contracts';
import { normalizeDegrees } from '../core/angles';
import { civilToUtcMs, localDateOf, parseCivil, toLocalIso, type TimeZoneSpec } from '../core/time-zone';
import { NAKSHATRA_NAMES, NAKSHATRA_SPAN, tithiName } from '../core/vedic-data';
import { LUNAR_MONTHS, lunationFrom, newMoonBefore, nextElongation, sankrantiAfter, type Lunation } from '../panchang/lunar-calendar';
import { SunMoonTrack, angleOf } from '../panchang/sun-moon-track';
import { moonEventsOn } from '../panchang/moon-day-convention';
import { nextDate, sunEventsOn, type SunriseConvention } from '../panchang/sunrise-convention';
import { ADHIKA_EKADASHI_NAMES, EKADASHI_NAMES, RULE_TEXT, SANKRANTI_NAMES, TITHI_FESTIVALS, type TithiFestival } from './festival-rules';

/**
 * The festival calendar of a Gregorian year at a place: every tithi of the lunations that touch the year is
 * located exactly (its start and end instants), each festival's rule picks the civil day from the place's
 * sunrise, sunset, moonrise and the day's divisions, and the sankrantis are the Sun's sidereal sign changes.
 * Rules and their sources: festival-rules.ts.
 */

const DAY_MS = 86_400_000;

interface TithiSpan {
  tithi: number;
  start: number;
  end: number;
  lunation: Lunation;
}

/** All tithis of the lunations from the one before `fromMs` to the one containing `toMs`. */
export function tithiSpans(fromMs: number, toMs: number): TithiSpan[] {
  const spans: TithiSpan[] = [];
  let start = newMoonBefore(fromMs);
  while (start < toMs) {
    const lunation = lunationFrom(start);
    let previous = start;
    for (let tithi = 1; tithi <= 30; tithi += 1) {
      const end = tithi === 30 ? lunation.end : nextElongation(tithi * 12, previous + 0.5 * DAY_MS);
      spans.push({ tithi, start: previous, end, lunation });
      previous = end;
    }
    start = lunation.end;
  }
  return spans;
}

class PlaceDays {
  private readonly sun = new Map<string, ReturnType<typeof sunEventsOn>>();
  private readonly moon = new Map<string, ReturnType<typeof moonEventsOn>>();

  constructor(
    readonly latitude: number,
    readonly longitude: number,
    readonly zone: TimeZoneSpec,
    readonly convention: SunriseConvention,
  ) {}

  sunOn(date: string) {
    let events = this.sun.get(date);
    if (!events) {
      events = sunEventsOn(date, this.latitude, this.longitude, this.zone, this.convention);
      this.sun.set(date, events);
    }
    return events;
  }

  moonriseOn(date: string): number | null {
    let events = this.moon.get(date);
    if (!events) {
      events = moonEventsOn(date, this.latitude, this.longitude, this.zone);
      this.moon.set(date, events);
    }
    return events.moonrise;
  }

  /** The window a rule looks at on a civil date, or null where the Sun does not rise or set. */
  windowOn(date: string, rule: 'pradosh' | 'nishita' | 'madhyahna' | 'aparahna'): { start: number; end: number } | null {
    const { sunrise, sunset } = this.sunOn(date);
    const nextSunrise = this.sunOn(nextDate(date)).sunrise;
    if (sunrise === null || sunset === null || nextSunrise === null) return null;
    const day = sunset - sunrise;
    const night = nextSunrise - sunset;
    switch (rule) {
      case 'pradosh':
        return { start: sunset, end: sunset + night / 5 };
      case 'nishita':
        return { start: sunset + (night * 7) / 15, end: sunset + (night * 8) / 15 };
      case 'madhyahna':
        return { start: sunrise + (day * 2) / 5, end: sunrise + (day * 3) / 5 };
      case 'aparahna':
        return { start: sunrise + (day * 3) / 5, end: sunrise + (day * 4) / 5 };
    }
  }

  /** Civil dates from the day before the span begins to the day it ends. */
  datesAround(span: { start: number; end: number }): string[] {
    const dates: string[] = [];
    const last = localDateOf(span.end, this.zone);
    for (let date = nextDate(localDateOf(span.start, this.zone), -1); date <= last; date = nextDate(date)) dates.push(date);
    return dates;
  }
}

const inside = (instant: number | null, span: { start: number; end: number }) => instant !== null && instant >= span.start && instant < span.end;

/** The civil day a tithi is kept on under a rule. */
export function dayOfTithi(span: { start: number; end: number }, rule: TithiFestival['rule'], days: PlaceDays): string {
  const dates = days.datesAround(span);
  const byEvent = (event: (date: string) => number | null) => dates.find((date) => inside(event(date), span));
  const bySunrise = () => byEvent((date) => days.sunOn(date).sunrise) ?? localDateOf(span.start, days.zone);
  switch (rule) {
    case 'sunrise':
      return bySunrise();
    case 'sunset':
      return byEvent((date) => days.sunOn(date).sunset) ?? bySunrise();
    case 'moonrise':
      return byEvent((date) => days.moonriseOn(date)) ?? bySunrise();
    default: {
      let best: string | null = null;
      let bestOverlap = 0;
      for (const date of dates) {
        const window = days.windowOn(date, rule);
        if (!window) continue;
        const overlap = Math.min(window.end, span.end) - Math.max(window.start, span.start);
        if (overlap > bestOverlap) {
          best = date;
          bestOverlap = overlap;
        }
      }
      return best ?? bySunrise();
    }
  }
}

/**
 * Holika Dahan: the pradosh rule, moved to the next evening when Bhadra (the first half of Purnima) lasts past
 * midnight and Purnima, current at the next sunrise, lasts at least three and a half of that day's four prahars
 * (Nirnaya Sindhu's "sārdha-yāma-traya"); then the bonfire is lit in that evening's pradosh even though Pratipada has
 * begun. Otherwise it stays on the first evening, after Bhadra's head. 2026: Purnima ends 17:08 on 3 March, 10.4 h
 * after sunrise of an 11.6 h day: moved (Holi 4 March). 2027: it ends 16:14 on 22 March, 9.9 h of 12.1: stays on
 * 21 March (Holi 22 March).
 */
function holikaDahanDay(span: TithiSpan, days: PlaceDays): string {
  const first = dayOfTithi(span, 'pradosh', days);
  const bhadraEnd = (span.start + span.end) / 2;
  const nishita = days.windowOn(first, 'nishita');
  const next = nextDate(first);
  const { sunrise, sunset } = days.sunOn(next);
  const lastsThreeAndAHalfPrahars = sunrise !== null && sunset !== null && inside(sunrise, span) && span.end >= sunrise + ((sunset - sunrise) * 7) / 8;
  if (nishita && bhadraEnd > (nishita.start + nishita.end) / 2 && lastsThreeAndAHalfPrahars) return next;
  return first;
}

const SHRAVANA = NAKSHATRA_NAMES.indexOf('Shravana');
const nakshatraAt = (instant: number) => Math.floor(normalizeDegrees(angleOf('moonSidereal', new SunMoonTrack(instant, 0.1).at(0))) / NAKSHATRA_SPAN) % 27;

/**
 * Vijayadashami: the aparahna rule, moved to the next day when Dashami still holds there for at least the first
 * three muhurtas after sunrise (three fifteenths of the daytime) and the Moon is in Shravana during that day's
 * aparahna but not during the first day's (Dharma Sindhu, as panchangs quote it for 2022: Dashami 14:20 on 4 October
 * to 12:00 on 5 October, Shravana from 22:51 on the 4th to 21:15 on the 5th: Dussehra 5 October, the gazetted
 * holiday). When Shravana joins Dashami in the first day's aparahna (2027), that day has both and stays.
 */
function vijayadashamiDay(span: TithiSpan, days: PlaceDays): string {
  const first = dayOfTithi(span, 'aparahna', days);
  const next = nextDate(first);
  const { sunrise, sunset } = days.sunOn(next);
  const firstAparahna = days.windowOn(first, 'aparahna');
  const nextAparahna = days.windowOn(next, 'aparahna');
  if (sunrise === null || sunset === null || !firstAparahna || !nextAparahna || !inside(sunrise, span)) return first;
  const threeMuhurtas = ((sunset - sunrise) * 3) / 15;
  if (span.end < sunrise + threeMuhurtas) return first;
  return shravanaTouches(nextAparahna) && !shravanaTouches(firstAparahna) ? next : first;
}

/** A nakshatra lasts about a day, so Shravana touches an aparahna (2 to 3 hours) exactly when it holds at one of its ends. */
const shravanaTouches = (window: { start: number; end: number }) => nakshatraAt(window.start) === SHRAVANA || nakshatraAt(window.end) === SHRAVANA;

const MAKAR = 9;

/**
 * The day a sankranti is listed on: the civil day of the Sun's entry, except Makar Sankranti, whose punya kaal
 * follows the entry: an entry after sunset is kept the next day (Drik Panchang dates Makar Sankranti 2027, the entry
 * at 21:10 IST on 14 January, to 15 January). The other sankrantis' night-entry rules (Dharma Sindhu: the first half
 * of the night counts for the evening before, the second for the next morning; Karka always the day before) are
 * not applied: almanacs list those sankrantis on the civil day of the entry.
 */
function sankrantiDay(sign: number, instant: number, days: PlaceDays): string {
  const date = localDateOf(instant, days.zone);
  if (sign !== MAKAR) return date;
  const { sunset } = days.sunOn(date);
  return sunset !== null && instant >= sunset ? nextDate(date) : date;
}

/** Arunodaya: the four ghatis (96 minutes) before sunrise. */
const ARUNODAYA_MS = 96 * 60_000;

/**
 * An Ekadashi's fast days (Nirnaya Sindhu, Dharma Sindhu; the practice Drik Panchang prints, docs/festivals.md):
 * - Smarta: the udaya Ekadashi; the next day when Dashami still holds at that day's arunodaya and Ekadashi also
 *   holds at the next sunrise (Padmini 2026: 27 May); the day before when Dwadashi is over before the sunrise after
 *   the udaya day, so that the fast could not be broken in Dwadashi, and Ekadashi had begun in that day's daytime
 *   (Devutthana 2025: Ekadashi 09:11 on 1 November to 07:31 on 2 November: 1 November).
 * - Vaishnava: the udaya Ekadashi, or the next day whenever Dashami touches its arunodaya (Devutthana 2025: 2
 *   November, as Drik's "Gauna" Ekadashi).
 */
function ekadashiDays(span: TithiSpan, dwadashi: TithiSpan | undefined, days: PlaceDays): { smarta: string; vaishnava: string } {
  const udaya = dayOfTithi(span, 'sunrise', days);
  const sunrise = days.sunOn(udaya).sunrise;
  const next = nextDate(udaya);
  const dashamiAtArunodaya = sunrise !== null && span.start > sunrise - ARUNODAYA_MS;
  const vaishnava = dashamiAtArunodaya ? next : udaya;
  if (dashamiAtArunodaya && inside(days.sunOn(next).sunrise, span)) return { smarta: next, vaishnava };
  const nextSunrise = days.sunOn(next).sunrise;
  const previous = nextDate(udaya, -1);
  const previousSunset = days.sunOn(previous).sunset;
  const dwadashiOverBeforeNextSunrise = dwadashi !== undefined && nextSunrise !== null && dwadashi.end <= nextSunrise;
  if (dwadashiOverBeforeNextSunrise && previousSunset !== null && span.start < previousSunset) return { smarta: previous, vaishnava };
  return { smarta: udaya, vaishnava };
}

const monthName = (index: number) => LUNAR_MONTHS[((index % 12) + 12) % 12];

/** 'Ashwin Amavasya (amanta) = Kartika Amavasya (purnimanta)' for Krishna-paksha tithis, the plain name otherwise. */
function lunarDayText(span: TithiSpan): string {
  const adhika = span.lunation.adhika ? 'Adhika ' : '';
  const amanta = monthName(span.lunation.month);
  if (span.tithi <= 15) return `${adhika}${amanta} Shukla ${tithiName(span.tithi)}`;
  const name = span.tithi === 30 ? 'Amavasya' : `Krishna ${tithiName(span.tithi)}`;
  if (span.lunation.adhika) return `${adhika}${amanta} ${name}`;
  return `${amanta} ${name} (amanta) = ${monthName(span.lunation.month + 1)} ${name} (purnimanta)`;
}

/** What a festival's `lunarDay` says, read back from the text lunarDayText and the sankranti line write. */
export type LunarDayParts =
  | { kind: 'tithi'; adhika: boolean; month: string; paksha: 'Shukla' | 'Krishna'; tithi: string; purnimantaMonth?: string }
  | { kind: 'amavasya'; adhika: boolean; month: string; purnimantaMonth?: string }
  | { kind: 'sankranti'; sign: string; time: string };

const months = LUNAR_MONTHS.join('|');
const tithiPattern = new RegExp(`^(Adhika )?(${months}) (?:(Shukla|Krishna) (\\w+)|(Amavasya))(?: \\(amanta\\) = (${months}) .+ \\(purnimanta\\))?$`);

/**
 * The parts of a `lunarDay` line (the two formats above), so that it can be written in another language; null for
 * a line this module did not write. Kept beside lunarDayText so that the two change together.
 */
export function parseLunarDay(text: string): LunarDayParts | null {
  const sankranti = /^Sun enters (\S+) at (\d{2}:\d{2})$/.exec(text);
  if (sankranti) return { kind: 'sankranti', sign: sankranti[1], time: sankranti[2] };
  const match = tithiPattern.exec(text);
  if (!match) return null;
  const [, adhika, month, paksha, tithi, amavasya, purnimantaMonth] = match;
  if (amavasya) return { kind: 'amavasya', adhika: Boolean(adhika), month, purnimantaMonth };
  return { kind: 'tithi', adhika: Boolean(adhika), month, paksha: paksha as 'Shukla' | 'Krishna', tithi, purnimantaMonth };
}

export interface FestivalCalendarInput {
  year: number;
  latitude: number;
  longitude: number;
  zone: TimeZoneSpec;
  convention?: SunriseConvention;
}

export function festivalCalendar(input: FestivalCalendarInput): FestivalCalendar {
  const { year, zone } = input;
  const convention = input.convention ?? 'drik';
  const days = new PlaceDays(input.latitude, input.longitude, zone, convention);
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const yearStart = civilToUtcMs(parseCivil(first, '00:00:00'), zone);
  const yearEnd = civilToUtcMs(parseCivil(`${year + 1}-01-01`, '00:00:00'), zone);
  const spans = tithiSpans(yearStart - 3 * DAY_MS, yearEnd + 3 * DAY_MS);
  const iso = (value: number) => toLocalIso(value, zone);
  const festivals: Festival[] = [];
  const add = (festival: Festival) => {
    if (festival.date >= first && festival.date <= last) festivals.push(festival);
  };
  const fromSpan = (span: TithiSpan, key: string, name: string, kind: Festival['kind'], rule: FestivalRule, date: string, note?: string): Festival => ({
    key,
    name,
    date,
    kind,
    lunarDay: lunarDayText(span),
    rule,
    ruleText: note ? `${RULE_TEXT[rule]}. ${note}` : RULE_TEXT[rule],
    tithiStart: iso(span.start),
    tithiEnd: iso(span.end),
  });

  for (const [index, span] of spans.entries()) {
    const { month, adhika } = span.lunation;
    if (span.tithi === 11 || span.tithi === 26) {
      const shukla = span.tithi === 11;
      const name = (adhika ? ADHIKA_EKADASHI_NAMES : EKADASHI_NAMES[month])[shukla ? 0 : 1];
      const { smarta, vaishnava } = ekadashiDays(span, spans[index + 1], days);
      const ekadashi = fromSpan(span, `ekadashi-${name.toLowerCase().replace(/\s+/g, '-')}`, `${name} Ekadashi`, 'ekadashi', 'ekadashi', smarta);
      add(vaishnava === smarta ? ekadashi : { ...ekadashi, vaishnavaDate: vaishnava });
    }
    if (span.tithi === 15) {
      add(fromSpan(span, `purnima-${monthName(month).toLowerCase()}${adhika ? '-adhika' : ''}`, `${adhika ? 'Adhika ' : ''}${monthName(month)} Purnima`, 'purnima', 'sunrise', dayOfTithi(span, 'sunrise', days)));
    }
    if (span.tithi === 30) {
      add(fromSpan(span, `amavasya-${monthName(month).toLowerCase()}${adhika ? '-adhika' : ''}`, `${adhika ? 'Adhika ' : ''}${monthName(month)} Amavasya`, 'amavasya', 'sunrise', dayOfTithi(span, 'sunrise', days)));
    }
    if (adhika) continue;
    for (const festival of TITHI_FESTIVALS) {
      if (festival.month !== month || festival.tithi !== span.tithi) continue;
      const date = festival.key === 'holika-dahan' ? holikaDahanDay(span, days) : festival.key === 'dussehra' ? vijayadashamiDay(span, days) : dayOfTithi(span, festival.rule, days);
      add(fromSpan(span, festival.key, festival.name, 'festival', festival.rule, date, festival.note));
      for (const follower of festival.followers ?? []) {
        add({ ...fromSpan(span, follower.key, follower.name, 'festival', 'day-after', nextDate(date, follower.offsetDays)), ruleText: `the day after ${festival.name}` });
      }
    }
  }

  for (let sign = 0; sign < 12; sign += 1) {
    const instant = sankrantiAfter(sign, yearStart - 2 * DAY_MS);
    const date = sankrantiDay(sign, instant, days);
    const festival: Festival = {
      key: `sankranti-${sign}`,
      name: SANKRANTI_NAMES[sign],
      date,
      kind: 'sankranti',
      lunarDay: `Sun enters ${SANKRANTI_NAMES[sign].split(' ')[0]} at ${iso(instant).slice(11, 16)}`,
      rule: 'sankranti',
      ruleText: RULE_TEXT.sankranti,
      tithiStart: iso(instant),
      tithiEnd: null,
    };
    add(festival);
    if (sign === MAKAR) add({ ...festival, key: 'lohri', name: 'Lohri', kind: 'festival', date: nextDate(date, -1), rule: 'day-before', ruleText: 'the evening before Makar Sankranti' });
  }

  festivals.sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
  return { year, timezone: zone.name, latitude: input.latitude, longitude: input.longitude, sunriseConvention: convention, festivals };
}
