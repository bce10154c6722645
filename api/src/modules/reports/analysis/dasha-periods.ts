import type { DashaPeriod } from '@astrosetu/contracts';
import { VIMSHOTTARI } from '../../../astrology/core/vedic-data';

/**
 * Sub-periods of any Vimshottari period (the engine gives antardashas of the running mahadasha only): a
 * period of lord L is divided among the nine lords in Vimshottari order starting from L, each in proportion to
 * its mahadasha years out of 120 (BPHS ch. 46). Applied once this gives antardashas, twice pratyantardashas.
 */
const YEARS: Record<string, number> = Object.fromEntries(VIMSHOTTARI.map((entry) => [entry.lord, entry.years]));
const ORDER = VIMSHOTTARI.map((entry) => entry.lord);

export function subPeriodsOf(period: DashaPeriod): DashaPeriod[] {
  const startMs = Date.parse(period.start);
  const spanMs = Date.parse(period.end) - startMs;
  const first = ORDER.indexOf(period.lord as (typeof ORDER)[number]);
  const result: DashaPeriod[] = [];
  let at = startMs;
  for (let i = 0; i < 9; i += 1) {
    const lord = ORDER[(first + i) % 9];
    const length = (spanMs * YEARS[lord]) / 120;
    const end = i === 8 ? Date.parse(period.end) : at + length;
    result.push({ lord, start: new Date(Math.round(at)).toISOString(), end: new Date(Math.round(end)).toISOString(), years: Number(((end - at) / (365.25 * 86_400_000)).toFixed(4)) });
    at = end;
  }
  return result;
}

/** Periods that overlap [fromMs, toMs). */
export function overlapping(periods: DashaPeriod[], fromMs: number, toMs: number): DashaPeriod[] {
  return periods.filter((period) => Date.parse(period.end) > fromMs && Date.parse(period.start) < toMs);
}

export interface DashaWindow {
  mahadasha: DashaPeriod;
  antardashas: DashaPeriod[];
}

/** Mahadashas overlapping the next `years` from `fromMs`, each with its antardashas that overlap the window. */
export function dashaWindow(mahadashas: DashaPeriod[], fromMs: number, years: number): DashaWindow[] {
  const toMs = fromMs + years * 365.25 * 86_400_000;
  return overlapping(mahadashas, fromMs, toMs).map((mahadasha) => ({ mahadasha, antardashas: overlapping(subPeriodsOf(mahadasha), fromMs, toMs) }));
}

/** The period containing an instant. */
export function periodAt(periods: DashaPeriod[], instantMs: number): DashaPeriod | undefined {
  return periods.find((period) => Date.parse(period.start) <= instantMs && instantMs < Date.parse(period.end));
}
