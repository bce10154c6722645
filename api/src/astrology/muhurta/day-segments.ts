import { normalizeDegrees } from '../core/angles';
import { NAKSHATRA_SPAN } from '../core/vedic-data';
import { SunMoonTrack, angleOf, type AngleKind } from '../panchang/sun-moon-track';
import { AVOIDED_YOGA_PART } from './vivah-rules';

/**
 * A panchang day (sunrise to the next sunrise) cut wherever the karana (and so the tithi), the nakshatra, the
 * Moon's sign or the yoga changes, or the avoided opening part of a yoga ends, each piece with the values in force through it. One interpolated Sun-Moon track
 * (sun-moon-track.ts, 7 ephemeris calls) covers the day; the cuts are found by bisection on it to 0.1 s.
 */
export interface DaySegment {
  start: number;
  end: number;
  /** 1-30. */
  tithi: number;
  /** 1-60. */
  karana: number;
  /** 0-26. */
  nakshatra: number;
  /** Sidereal sign of the Moon, 0 = Mesha. */
  moonSign: number;
  /** 0-26 (0 = Vishkambha), and how far through it (0-1) the segment lies. */
  yoga: number;
  yogaFraction: number;
}

/** Where each cut falls: every `segment` degrees of the angle, offset by each of `offsets` (fractions of a segment). */
const CUTS: { kind: AngleKind; segment: number; offsets: number[] }[] = [
  { kind: 'elongation', segment: 6, offsets: [0] },
  { kind: 'moonSidereal', segment: NAKSHATRA_SPAN, offsets: [0] },
  { kind: 'moonSidereal', segment: 30, offsets: [0] },
  // Yoga changes, and the ends of the avoided opening parts of yogas (vivah-rules.ts).
  { kind: 'sunMoonSum', segment: NAKSHATRA_SPAN, offsets: [...new Set([0, ...Object.values(AVOIDED_YOGA_PART).filter((part) => part < 1)])] },
];

export function daySegments(sunrise: number, nextSunrise: number): DaySegment[] {
  const spanDays = (nextSunrise - sunrise) / 86_400_000;
  const track = new SunMoonTrack(sunrise, Math.max(1.05, spanDays));
  const cuts = new Set<number>();
  for (const { kind, segment, offsets } of CUTS) {
    const first = angleOf(kind, track.at(0));
    const last = angleOf(kind, track.at(spanDays));
    const goals = [];
    for (let base = Math.floor(first / segment) * segment; base < last; base += segment) {
      for (const offset of offsets) goals.push(base + offset * segment);
    }
    for (const goal of goals.filter((value) => value > first && value < last)) {
      let lo = 0;
      let hi = spanDays;
      while ((hi - lo) * 86_400 > 0.1) {
        const mid = (lo + hi) / 2;
        if (angleOf(kind, track.at(mid)) < goal) lo = mid;
        else hi = mid;
      }
      cuts.add(Math.round(sunrise + hi * 86_400_000));
    }
  }
  const edges = [sunrise, ...[...cuts].sort((a, b) => a - b), nextSunrise];
  const segments: DaySegment[] = [];
  for (let i = 0; i + 1 < edges.length; i += 1) {
    const middle = track.at((edges[i] + edges[i + 1]) / 2 / 86_400_000 - sunrise / 86_400_000);
    const elongation = normalizeDegrees(angleOf('elongation', middle));
    const moon = normalizeDegrees(angleOf('moonSidereal', middle));
    const yoga = normalizeDegrees(angleOf('sunMoonSum', middle)) / NAKSHATRA_SPAN;
    segments.push({
      start: edges[i],
      end: edges[i + 1],
      tithi: Math.floor(elongation / 12) + 1,
      karana: Math.floor(elongation / 6) + 1,
      nakshatra: Math.floor(moon / NAKSHATRA_SPAN) % 27,
      moonSign: Math.floor(moon / 30) % 12,
      yoga: Math.floor(yoga) % 27,
      yogaFraction: yoga - Math.floor(yoga),
    });
  }
  return segments;
}
