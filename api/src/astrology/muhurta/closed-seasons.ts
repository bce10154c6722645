import { tithiSpans } from '../festivals/festival-calendar';
import { localDateOf, type TimeZoneSpec } from '../core/time-zone';
import { lunationFrom, newMoonBefore, sankrantiAfter } from '../panchang/lunar-calendar';
import { nextDate, sunEventsOn } from '../panchang/sunrise-convention';
import { astaWithBalaVriddha } from './planet-asta';
import { KHARMAS_SUN_SIGNS } from './vivah-rules';

/**
 * The seasons in which no wedding is held, whatever the day's panchang:
 *  - kharmas: the Sun in sidereal Dhanu or Meena (Malmas; MC 6 and every almanac), from the sankranti that
 *    begins it to the next one;
 *  - chaturmas: Vishnu's sleep, from Devshayani Ekadashi (Ashadha Shukla 11) to Devuthani (Prabodhini)
 *    Ekadashi (Kartika Shukla 11), both days included: from the sunrise of the first to the sunrise after the
 *    second (Drik's 2026 list resumes the day after Devuthani, 21 November);
 *  - adhika: an intercalary lunar month (Malamasa; 17 May - 15 June 2026), new moon to new moon;
 *  - guru-asta / shukra-asta: Jupiter or Venus set, with the three days of vriddha before and bala after
 *    (planet-asta.ts).
 * Each is a span of UTC ms at the place (Chaturmas days start at the place's sunrise).
 */
export type ClosedSeasonKind = 'kharmas' | 'chaturmas' | 'adhika' | 'guru-asta' | 'shukra-asta';

export interface ClosedSeason {
  kind: ClosedSeasonKind;
  start: number;
  end: number;
}

export interface Place {
  latitude: number;
  longitude: number;
  zone: TimeZoneSpec;
}

const DAY_MS = 86_400_000;

function kharmas(fromMs: number, toMs: number): ClosedSeason[] {
  const seasons: ClosedSeason[] = [];
  for (const sign of KHARMAS_SUN_SIGNS) {
    // The Sun stays a month in a sign: start from the entry before `fromMs` so a running Kharmas is found.
    for (let entry = sankrantiAfter(sign, fromMs - 40 * DAY_MS); entry < toMs; entry = sankrantiAfter(sign, entry + 40 * DAY_MS)) {
      const exit = sankrantiAfter((sign + 1) % 12, entry + DAY_MS, 40);
      if (exit > fromMs) seasons.push({ kind: 'kharmas', start: entry, end: exit });
    }
  }
  return seasons;
}

/** The civil day an Ekadashi is kept on: the first whose sunrise falls in the tithi, else the day it begins. */
function dayOfTithi(span: { start: number; end: number }, place: Place): string {
  for (let date = localDateOf(span.start, place.zone); ; date = nextDate(date)) {
    const sunrise = sunEventsOn(date, place.latitude, place.longitude, place.zone).sunrise;
    if (sunrise === null || sunrise >= span.end) return localDateOf(span.start, place.zone);
    if (sunrise >= span.start) return date;
  }
}

function sunriseOn(date: string, place: Place): number {
  const sunrise = sunEventsOn(date, place.latitude, place.longitude, place.zone).sunrise;
  if (sunrise === null) throw new Error(`No sunrise on ${date} at ${place.latitude}, ${place.longitude}`);
  return sunrise;
}

function chaturmasAndAdhika(fromMs: number, toMs: number, place: Place): ClosedSeason[] {
  // Chaturmas lasts about four months: look back far enough to find the Devshayani of a running one.
  const spans = tithiSpans(fromMs - 150 * DAY_MS, toMs);
  const seasons: ClosedSeason[] = [];
  let sleepsFrom: number | null = null;
  for (const span of spans) {
    if (span.tithi !== 11 || span.lunation.adhika) continue;
    if (span.lunation.month === 3) sleepsFrom = sunriseOn(dayOfTithi(span, place), place);
    if (span.lunation.month === 7 && sleepsFrom !== null) {
      const wakes = sunriseOn(nextDate(dayOfTithi(span, place)), place);
      if (wakes > fromMs && sleepsFrom < toMs) seasons.push({ kind: 'chaturmas', start: sleepsFrom, end: wakes });
      sleepsFrom = null;
    }
  }
  if (sleepsFrom !== null && sleepsFrom < toMs) seasons.push({ kind: 'chaturmas', start: sleepsFrom, end: toMs });
  for (let start = newMoonBefore(fromMs); start < toMs; ) {
    const lunation = lunationFrom(start);
    if (lunation.adhika) seasons.push({ kind: 'adhika', start: lunation.start, end: lunation.end });
    start = lunation.end;
  }
  return seasons;
}

/** Every closed season that overlaps [fromMs, toMs), sorted by start. */
export function closedSeasons(fromMs: number, toMs: number, place: Place): ClosedSeason[] {
  return [
    ...kharmas(fromMs, toMs),
    ...chaturmasAndAdhika(fromMs, toMs, place),
    ...astaWithBalaVriddha('Jupiter', fromMs, toMs).map((span) => ({ kind: 'guru-asta' as const, start: span.start, end: span.end })),
    ...astaWithBalaVriddha('Venus', fromMs, toMs).map((span) => ({ kind: 'shukra-asta' as const, start: span.start, end: span.end })),
  ].sort((a, b) => a.start - b.start);
}
