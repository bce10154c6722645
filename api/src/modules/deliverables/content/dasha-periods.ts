import type { DashaPeriod } from '@astrosetu/contracts';
import { DASHA_YEAR_DAYS } from '../../../astrology/dasha/vimshottari';
import { VIMSHOTTARI } from '../../../astrology/core/vedic-data';

/**
 * Vimshottari sub-periods at any depth: a period of lord L is divided among the nine lords in the Vimshottari
 * order starting from L, each in proportion to its years out of 120 (antardashas of a mahadasha,
 * pratyantardashas of an antardasha).
 */
export function subPeriods(period: DashaPeriod): DashaPeriod[] {
  const startMs = Date.parse(period.start);
  const length = Date.parse(period.end) - startMs;
  const first = VIMSHOTTARI.findIndex((entry) => entry.lord === period.lord);
  let cursor = startMs;
  return Array.from({ length: 9 }, (_, offset) => {
    const entry = VIMSHOTTARI[(first + offset) % 9];
    const span = (length * entry.years) / 120;
    const sub = { lord: entry.lord, start: new Date(cursor).toISOString(), end: new Date(cursor + span).toISOString(), years: span / (DASHA_YEAR_DAYS * 86_400_000) };
    cursor += span;
    return sub;
  });
}

/** Mahadashas of two cycles from the first at birth (enough for any life). */
function mahadashasFrom(mahadashas: DashaPeriod[]): DashaPeriod[] {
  const cycleMs = 120 * DASHA_YEAR_DAYS * 86_400_000;
  return [...mahadashas, ...mahadashas.map((period) => ({ ...period, start: new Date(Date.parse(period.start) + cycleMs).toISOString(), end: new Date(Date.parse(period.end) + cycleMs).toISOString() }))];
}

export interface RunningPeriods {
  mahadasha: DashaPeriod;
  antardasha: DashaPeriod;
  pratyantardasha: DashaPeriod;
}

const contains = (period: DashaPeriod, ms: number) => ms >= Date.parse(period.start) && ms < Date.parse(period.end);

/** The maha-, antar- and pratyantardasha running at an instant. */
export function runningPeriods(mahadashas: DashaPeriod[], at: Date): RunningPeriods {
  const ms = at.getTime();
  const all = mahadashasFrom(mahadashas);
  const mahadasha = all.find((period) => contains(period, ms)) ?? all[0];
  const antardasha = subPeriods(mahadasha).find((period) => contains(period, ms)) ?? subPeriods(mahadasha)[0];
  const pratyantardasha = subPeriods(antardasha).find((period) => contains(period, ms)) ?? subPeriods(antardasha)[0];
  return { mahadasha, antardasha, pratyantardasha };
}

/** Every antardasha that overlaps [from, to), with its mahadasha lord. */
export function antardashasBetween(mahadashas: DashaPeriod[], from: Date, to: Date): Array<DashaPeriod & { mahadasha: string }> {
  const result: Array<DashaPeriod & { mahadasha: string }> = [];
  for (const mahadasha of mahadashasFrom(mahadashas)) {
    if (Date.parse(mahadasha.end) <= from.getTime() || Date.parse(mahadasha.start) >= to.getTime()) continue;
    for (const antardasha of subPeriods(mahadasha)) {
      if (Date.parse(antardasha.end) <= from.getTime() || Date.parse(antardasha.start) >= to.getTime()) continue;
      result.push({ ...antardasha, mahadasha: mahadasha.lord });
    }
  }
  return result;
}
