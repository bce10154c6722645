import * as Astronomy from 'astronomy-engine';
import { meanAyanamsa } from '../core/ayanamsa';
import { timeOf } from '../ephemeris/sky';

/**
 * The Sun's and the Moon's apparent longitudes over a short window, sampled at a few equally spaced
 * instants and interpolated with a Lagrange polynomial through all samples.
 *
 * Why: the end of a tithi, nakshatra, yoga or karana is the instant an angle crosses a boundary, and
 * finding it by calling the ephemeris at every trial instant costs 40-70 µs per call. Over a window of
 * about a day the longitudes are so smooth that a degree-6 polynomial through 7 samples reproduces them
 * to far below an arcsecond (the Moon's largest periodic terms have periods of 14 to 32 days), so the
 * searches run on the polynomial and the ephemeris is called only 7 times per window. The test suite
 * checks the interpolation error against direct ephemeris calls.
 */
const NODES = 7;

export class SunMoonTrack {
  readonly startMs: number;
  readonly spanDays: number;
  private readonly step: number;
  private readonly sun: number[] = [];
  private readonly moon: number[] = [];
  private readonly ayanamsa: number[] = [];
  private readonly weights: number[] = [];

  constructor(startMs: number, spanDays = 1.25) {
    this.startMs = startMs;
    this.spanDays = spanDays;
    this.step = spanDays / (NODES - 1);
    let previousSun = 0;
    let previousMoon = 0;
    for (let i = 0; i < NODES; i += 1) {
      const time = timeOf(startMs + i * this.step * 86_400_000);
      let sun = Astronomy.SunPosition(time).elon;
      let moon = Astronomy.EclipticGeoMoon(time).lon;
      // Unwrap so the samples increase continuously (both bodies only move forward).
      if (i > 0) {
        while (sun < previousSun - 180) sun += 360;
        while (moon < previousMoon - 180) moon += 360;
      }
      previousSun = sun;
      previousMoon = moon;
      this.sun.push(sun);
      this.moon.push(moon);
      this.ayanamsa.push(meanAyanamsa('lahiri', time.tt) + Astronomy.e_tilt(time).dpsi / 3600);
    }
    // Barycentric weights for equally spaced nodes: w_j = (-1)^j C(n, j).
    let binomial = 1;
    for (let j = 0; j < NODES; j += 1) {
      this.weights.push((j % 2 === 0 ? 1 : -1) * binomial);
      binomial = (binomial * (NODES - 1 - j)) / (j + 1);
    }
  }

  get endMs(): number {
    return this.startMs + this.spanDays * 86_400_000;
  }

  private interpolate(values: number[], days: number): number {
    const x = days / this.step;
    let numerator = 0;
    let denominator = 0;
    for (let j = 0; j < NODES; j += 1) {
      const diff = x - j;
      if (Math.abs(diff) < 1e-12) return values[j];
      const term = this.weights[j] / diff;
      numerator += term * values[j];
      denominator += term;
    }
    return numerator / denominator;
  }

  /** Unwrapped apparent tropical longitudes and the true Lahiri ayanamsa, `days` after the start. */
  at(days: number): { sun: number; moon: number; ayanamsa: number } {
    return {
      sun: this.interpolate(this.sun, days),
      moon: this.interpolate(this.moon, days),
      ayanamsa: this.interpolate(this.ayanamsa, days),
    };
  }
}

/** The quantity whose boundaries define each panchang element (all unwrapped, increasing with time). */
export type AngleKind = 'elongation' | 'moonSidereal' | 'sunMoonSum';

export function angleOf(kind: AngleKind, sample: { sun: number; moon: number; ayanamsa: number }): number {
  switch (kind) {
    case 'elongation':
      return sample.moon - sample.sun;
    case 'moonSidereal':
      return sample.moon - sample.ayanamsa;
    case 'sunMoonSum':
      return sample.sun + sample.moon - 2 * sample.ayanamsa;
  }
}

/**
 * The first instant (UTC ms) after the track's start when the angle reaches the next multiple of `segment`
 * degrees; null when that lies beyond `maxDays`. Bisection on the interpolated angle to 0.1 s; when the
 * boundary is past the window, the search continues on a fresh track that starts where this one ends.
 */
export function nextBoundary(track: SunMoonTrack, kind: AngleKind, segment: number, maxDays = 3): number | null {
  const startAngle = angleOf(kind, track.at(0));
  let goal = (Math.floor(startAngle / segment + 1e-12) + 1) * segment;
  let current = track;
  for (let covered = 0; covered < maxDays; covered += current.spanDays) {
    const endAngle = angleOf(kind, current.at(current.spanDays));
    if (endAngle >= goal) {
      let lo = 0;
      let hi = current.spanDays;
      while ((hi - lo) * 86_400 > 0.1) {
        const mid = (lo + hi) / 2;
        if (angleOf(kind, current.at(mid)) < goal) lo = mid;
        else hi = mid;
      }
      return current.startMs + ((lo + hi) / 2) * 86_400_000;
    }
    const next = new SunMoonTrack(current.endMs, current.spanDays);
    // Each track unwraps on its own: re-express the goal in the next track's frame.
    const wraps = Math.round((endAngle - angleOf(kind, next.at(0))) / 360);
    goal -= wraps * 360;
    current = next;
  }
  return null;
}
