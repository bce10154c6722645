import { normalizeDegrees } from '../core/angles';
import { PLANETS, type Planet } from '../core/vedic-data';
import { computeAngles, computeSky, timeOf } from '../ephemeris/sky';
import * as Astronomy from 'astronomy-engine';
import { meanAyanamsa } from '../core/ayanamsa';
import { BEST_VIVAH_LAGNAS } from './vivah-rules';

/**
 * The rising signs (lagnas) through a span at a place, and the lagna shuddhi of a wedding: the 7th and the 8th
 * house from the lagna must hold no graha (vivah-rules.ts). Whole-sign houses, sidereal (Lahiri) signs, the
 * engine's ascendant formula (ephemeris/sky.ts).
 */
export interface LagnaWindow {
  /** Sidereal rising sign, 0 = Mesha. */
  sign: number;
  start: number;
  end: number;
  /** Mithuna, Kanya or Tula. */
  best: boolean;
}

/** Sidereal (Lahiri) ascendant sign at an instant and place. */
export function lagnaAt(utcMs: number, latitude: number, longitude: number): number {
  const time = timeOf(utcMs);
  const tilt = Astronomy.e_tilt(time);
  const ascendant = computeAngles(time, tilt.tobl, latitude, longitude).ascendant;
  return Math.floor(normalizeDegrees(ascendant - meanAyanamsa('lahiri', time.tt) - tilt.dpsi / 3600) / 30);
}

/** The grahas in the 7th and 8th houses from `lagna` at an instant (empty when the lagna is pure). */
export function grahasInSeventhOrEighth(utcMs: number, lagna: number): Planet[] {
  const sky = computeSky(utcMs);
  const seventh = (lagna + 6) % 12;
  const eighth = (lagna + 7) % 12;
  return PLANETS.filter((planet) => {
    const sign = Math.floor(sky.bodies[planet].siderealLongitude / 30);
    return sign === seventh || sign === eighth;
  });
}

const STEP_MS = 10 * 60_000;

/** The pure lagnas within [start, end): each rising sign's stretch, kept when its 7th and 8th are empty at both ends. */
export function pureLagnaWindows(start: number, end: number, latitude: number, longitude: number): LagnaWindow[] {
  const stretches: { sign: number; start: number; end: number }[] = [];
  let sign = lagnaAt(start, latitude, longitude);
  let from = start;
  for (let at = start; at < end; ) {
    const next = Math.min(at + STEP_MS, end);
    const nextSign = lagnaAt(next, latitude, longitude);
    if (nextSign !== sign) {
      let lo = at;
      let hi = next;
      while (hi - lo > 30_000) {
        const mid = (lo + hi) / 2;
        if (lagnaAt(mid, latitude, longitude) === sign) lo = mid;
        else hi = mid;
      }
      stretches.push({ sign, start: from, end: hi });
      from = hi;
      sign = lagnaAt(Math.min(hi + 1000, end), latitude, longitude);
    }
    at = next;
  }
  if (end - from > 60_000) stretches.push({ sign, start: from, end });
  return stretches
    .filter((stretch) => stretch.end - stretch.start >= 60_000)
    .filter((stretch) => grahasInSeventhOrEighth(stretch.start, stretch.sign).length === 0 && grahasInSeventhOrEighth(stretch.end - 1, stretch.sign).length === 0)
    .map((stretch) => ({ ...stretch, best: BEST_VIVAH_LAGNAS.includes(stretch.sign) }));
}
