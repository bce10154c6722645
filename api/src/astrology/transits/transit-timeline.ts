import { normalizeDegrees } from '../core/angles';
import { meanAyanamsa } from '../core/ayanamsa';
import { apparentEcliptic, meanNodeLongitude, timeOf } from '../ephemeris/sky';

/**
 * Where the slow grahas (Saturn, Jupiter, Rahu, Ketu) stand over the coming months and years, and when they
 * change sign, for the transit and Sade Sati chapters. Only signs are needed, so a position per body is
 * computed on its own (not the whole sky) and sign changes are found by bisection to the minute.
 */

export type SlowPlanet = 'Saturn' | 'Jupiter' | 'Rahu' | 'Ketu';
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export function siderealLongitude(planet: SlowPlanet, utcMs: number): number {
  const time = timeOf(utcMs);
  const ayanamsa = meanAyanamsa('lahiri', time.tt);
  if (planet === 'Rahu') return normalizeDegrees(meanNodeLongitude(time.tt) - ayanamsa);
  if (planet === 'Ketu') return normalizeDegrees(meanNodeLongitude(time.tt) + 180 - ayanamsa);
  return normalizeDegrees(apparentEcliptic(planet, time).longitude - ayanamsa);
}

export const signAt = (planet: SlowPlanet, utcMs: number) => Math.floor(siderealLongitude(planet, utcMs) / 30) % 12;

export interface SignStay {
  planet: SlowPlanet;
  sign: number;
  startMs: number;
  endMs: number;
}

/**
 * The first instant (to the minute) after `fromMs` at which the planet's sign differs from its sign at `fromMs`.
 * To the minute, not the day: the reports print the IST date of a sign change, and a change at 23:30 IST must not
 * be printed as the next day.
 */
function refineChange(planet: SlowPlanet, fromMs: number, toMs: number): number {
  const startSign = signAt(planet, fromMs);
  let low = fromMs;
  let high = toMs;
  while (high - low > MINUTE_MS) {
    const middle = low + (high - low) / 2;
    if (signAt(planet, middle) === startSign) low = middle;
    else high = middle;
  }
  return high;
}

/** The planet's stays in each sign between two instants, sampled every `stepDays` and refined to the minute. */
export function signStays(planet: SlowPlanet, fromMs: number, toMs: number, stepDays = planet === 'Jupiter' ? 15 : 30): SignStay[] {
  const stays: SignStay[] = [];
  let currentSign = signAt(planet, fromMs);
  let stayStart = fromMs;
  let previous = fromMs;
  for (let at = fromMs + stepDays * DAY_MS; ; at += stepDays * DAY_MS) {
    const instant = Math.min(at, toMs);
    const sign = signAt(planet, instant);
    if (sign !== currentSign) {
      const change = refineChange(planet, previous, instant);
      stays.push({ planet, sign: currentSign, startMs: stayStart, endMs: change });
      currentSign = signAt(planet, change);
      stayStart = change;
    }
    previous = instant;
    if (instant >= toMs) break;
  }
  stays.push({ planet, sign: currentSign, startMs: stayStart, endMs: toMs });
  return stays;
}

export type SadeSatiPhase = 'rising' | 'peak' | 'setting';

export interface SadeSatiSpan {
  startMs: number;
  endMs: number;
  phases: Array<{ phase: SadeSatiPhase; startMs: number; endMs: number }>;
}

/**
 * Sade Sati periods: Saturn in the 12th, 1st and 2nd signs from the natal Moon. A retrograde dip out of the
 * window and back (within about a year) belongs to the same Sade Sati.
 */
export function sadeSatiSpans(moonSign: number, fromMs: number, toMs: number): SadeSatiSpan[] {
  const phaseOf = (sign: number): SadeSatiPhase | undefined =>
    sign === (moonSign + 11) % 12 ? 'rising' : sign === moonSign ? 'peak' : sign === (moonSign + 1) % 12 ? 'setting' : undefined;
  const spans: SadeSatiSpan[] = [];
  for (const stay of signStays('Saturn', fromMs, toMs)) {
    const phase = phaseOf(stay.sign);
    if (!phase) continue;
    const last = spans[spans.length - 1];
    if (last && stay.startMs - last.endMs < 400 * DAY_MS) {
      last.endMs = stay.endMs;
      last.phases.push({ phase, startMs: stay.startMs, endMs: stay.endMs });
    } else {
      spans.push({ startMs: stay.startMs, endMs: stay.endMs, phases: [{ phase, startMs: stay.startMs, endMs: stay.endMs }] });
    }
  }
  return spans;
}

/** Whole-sign house of `sign` counted from `fromSign` (1-12). */
export const houseFromSign = (fromSign: number, sign: number) => ((sign - fromSign + 12) % 12) + 1;

/** The Moon's sidereal sign (Lahiri) at an instant. */
export function moonSignAt(utcMs: number): number {
  const time = timeOf(utcMs);
  return Math.floor(normalizeDegrees(apparentEcliptic('Moon', time).longitude - meanAyanamsa('lahiri', time.tt)) / 30) % 12;
}

/** Spans (to about 10 minutes) when the Moon is in `sign`, between two instants. */
export function moonSpansInSign(sign: number, fromMs: number, toMs: number): Array<{ startMs: number; endMs: number }> {
  const step = 6 * 3_600_000;
  const spans: Array<{ startMs: number; endMs: number }> = [];
  const edge = (low: number, high: number, inside: boolean) => {
    while (high - low > 600_000) {
      const middle = (low + high) / 2;
      if ((moonSignAt(middle) === sign) === inside) low = middle;
      else high = middle;
    }
    return high;
  };
  let previousInside = moonSignAt(fromMs) === sign;
  let start = previousInside ? fromMs : undefined;
  for (let at = fromMs + step; at <= toMs; at += step) {
    const inside = moonSignAt(at) === sign;
    if (inside && !previousInside) start = edge(at - step, at, false);
    if (!inside && previousInside && start !== undefined) {
      spans.push({ startMs: start, endMs: edge(at - step, at, true) });
      start = undefined;
    }
    previousInside = inside;
  }
  if (start !== undefined) spans.push({ startMs: start, endMs: toMs });
  return spans;
}
