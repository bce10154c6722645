import { civilToUtcMs, parseCivil } from '../core/time-zone';
import { nextDate, sunEventsOn } from '../panchang/sunrise-convention';
import { closedSeasons, type ClosedSeason, type Place } from './closed-seasons';
import { daySegments, type DaySegment } from './day-segments';
import { pureLagnaWindows, type LagnaWindow } from './lagna-windows';
import { PREFERRED_WEEKDAYS, inAvoidedYoga, isVishti, isVivahNakshatra, tithiFault } from './vivah-rules';

/**
 * Wedding (vivaha) muhurtas at a place over a run of days. A panchang day runs from sunrise to the next sunrise
 * (as Drik Panchang and paper panchangs date their muhurtas: a window after midnight belongs to the day before).
 * A window is a stretch of the day in which, all at once:
 *  - the Moon is in one of the eleven nakshatras of marriage;
 *  - the tithi is not Rikta (4, 9, 14) nor Amavasya, the karana is not Vishti (Bhadra), and the yoga is not in
 *    its avoided part (Vyatipata, Vaidhriti, the opening ghatis of Vishkambha, Shula, Ganda ...);
 *  - no closed season runs: Kharmas, Chaturmas, an adhika month, Guru or Shukra asta (closed-seasons.ts);
 * cut where the Moon changes sign (so that a couple's chandrashtama can be judged per window). A day is a muhurta
 * day when it has such a window, as in the almanacs' lists, which date a muhurta by its panchang shuddhi; each
 * window then names its pure lagnas (7th and 8th houses empty, lagna-windows.ts), and may have none: the lagna
 * is then fixed by the family's priest within the window, as the almanacs leave it.
 * Rules and sources: vivah-rules.ts and docs/muhurta.md.
 */
export interface VivahWindow {
  start: number;
  end: number;
  /** Nakshatra indexes (0 = Ashwini) and tithis (1-30) in force through the window, in order. */
  nakshatras: number[];
  tithis: number[];
  /** Sidereal sign of the Moon through the window. */
  moonSign: number;
  lagnas: LagnaWindow[];
}

export interface VivahDay {
  /** The civil date whose sunrise starts the panchang day (YYYY-MM-DD at the place). */
  date: string;
  /** 0 = Sunday. */
  weekday: number;
  preferredWeekday: boolean;
  windows: VivahWindow[];
}

export interface VivahMuhurtaInput extends Place {
  /** First civil date (YYYY-MM-DD) at the place. */
  from: string;
  /** Number of days to search (365 for a year). */
  days: number;
}

/**
 * The shortest window offered: one ghati (24 minutes). Cuts at sunrise and at rule boundaries leave slivers of a
 * few minutes in which no ceremony can be held; almanacs print none.
 */
export const SHORTEST_WINDOW_MS = 24 * 60_000;

const uniqueInOrder = (values: number[]) => values.filter((value, index) => index === 0 || values[index - 1] !== value);

function goodSegment(segment: DaySegment): boolean {
  return isVivahNakshatra(segment.nakshatra) && tithiFault(segment.tithi) === null && !isVishti(segment.karana) && !inAvoidedYoga(segment.yoga, segment.yogaFraction);
}

/** The parts of [start, end) outside every closed season. */
function openParts(start: number, end: number, seasons: ClosedSeason[]): { start: number; end: number }[] {
  let parts = [{ start, end }];
  for (const season of seasons) {
    if (season.end <= start || season.start >= end) continue;
    parts = parts.flatMap((part) => [
      ...(season.start > part.start ? [{ start: part.start, end: Math.min(part.end, season.start) }] : []),
      ...(season.end < part.end ? [{ start: Math.max(part.start, season.end), end: part.end }] : []),
    ]).filter((part) => part.end > part.start);
  }
  return parts;
}

/** The windows of one panchang day (sunrise to next sunrise), given the seasons closed around it. */
export function vivahWindowsOfDay(sunrise: number, nextSunrise: number, place: Place, seasons: ClosedSeason[]): VivahWindow[] {
  const runs: { segments: DaySegment[] }[] = [];
  for (const segment of daySegments(sunrise, nextSunrise)) {
    const last = runs[runs.length - 1];
    if (!goodSegment(segment)) continue;
    const joins = last && last.segments[last.segments.length - 1].end === segment.start && last.segments[0].moonSign === segment.moonSign;
    if (joins) last.segments.push(segment);
    else runs.push({ segments: [segment] });
  }
  const windows: VivahWindow[] = [];
  for (const { segments } of runs) {
    for (const part of openParts(segments[0].start, segments[segments.length - 1].end, seasons)) {
      if (part.end - part.start < SHORTEST_WINDOW_MS) continue;
      const inside = segments.filter((segment) => segment.end > part.start && segment.start < part.end);
      const lagnas = pureLagnaWindows(part.start, part.end, place.latitude, place.longitude);
      windows.push({
        start: part.start,
        end: part.end,
        nakshatras: uniqueInOrder(inside.map((segment) => segment.nakshatra)),
        tithis: uniqueInOrder(inside.map((segment) => segment.tithi)),
        moonSign: inside[0].moonSign,
        lagnas,
      });
    }
  }
  return windows;
}

/** Every muhurta day from `from` for `days` days at the place, with its windows. */
export function vivahMuhurtas(input: VivahMuhurtaInput): { days: VivahDay[]; seasons: ClosedSeason[] } {
  const place: Place = { latitude: input.latitude, longitude: input.longitude, zone: input.zone };
  const last = nextDate(input.from, input.days);
  const seasons = closedSeasons(civilToUtcMs(parseCivil(input.from, '00:00:00'), input.zone), civilToUtcMs(parseCivil(last, '12:00:00'), input.zone), place);
  const days: VivahDay[] = [];
  let sunrise = sunEventsOn(input.from, place.latitude, place.longitude, place.zone).sunrise;
  for (let date = input.from; date < last; date = nextDate(date)) {
    const nextSunrise = sunEventsOn(nextDate(date), place.latitude, place.longitude, place.zone).sunrise;
    if (sunrise !== null && nextSunrise !== null) {
      const closedAllDay = seasons.some((season) => season.start <= sunrise! && season.end >= nextSunrise);
      const windows = closedAllDay ? [] : vivahWindowsOfDay(sunrise, nextSunrise, place, seasons);
      if (windows.length > 0) {
        const { year, month, day } = parseCivil(date);
        const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
        days.push({ date, weekday, preferredWeekday: PREFERRED_WEEKDAYS.includes(weekday), windows });
      }
    }
    sunrise = nextSunrise;
  }
  return { days, seasons };
}

/** The closed season (if any) in force at an instant: why a day is not offered. */
export function seasonAt(utcMs: number, seasons: ClosedSeason[]): ClosedSeason | undefined {
  return seasons.find((season) => season.start <= utcMs && utcMs < season.end);
}

