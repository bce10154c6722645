import * as Astronomy from 'astronomy-engine';
import { timeOf } from '../ephemeris/sky';

/**
 * Guru asta and Shukra asta: while Jupiter or Venus is too close to the Sun to be seen ("set", combust), no
 * wedding is held (MC 6, Raman; every published Vivah muhurat list leaves those weeks empty).
 *
 * The distance is the angle between the planet and the Sun as seen from the Earth (astronomy-engine's
 * AngleFromSun). Limits:
 *  - Jupiter 11°, the Surya Siddhanta's kalamsha for Jupiter; it reproduces the published setting of Jupiter
 *    on 15 July 2026 (10.6° that morning in New Delhi, 11.4° two days before).
 *  - Venus 6.5°. The Surya Siddhanta's 10° (8° retrograde) are degrees of rising time, not of longitude; the
 *    almanacs' own dates for Venus fit 6.5° of angular distance: Shukra asta on 9 December 2025 (6.65° at
 *    sunrise, 6.40° the next day) and Shukra udaya on 1 February 2026 (6.46° at that sunrise, 6.22° the day
 *    before), dates printed by the 2026 lists (India TV, Patrika) that Drik Panchang's list follows.
 */
export const ASTA_LIMIT_DEGREES = { Jupiter: 11, Venus: 6.5 } as const;

/**
 * Vriddha and bala: a planet about to set ("old") or just risen ("child") is as weak as a set one, and weddings
 * wait three days on either side (the usual reading of MC 6). The 2026 lists agree: Venus rose on 1 February
 * and the season reopened on 4-5 February.
 */
export const BALA_VRIDDHA_DAYS = 3;
export type AstaPlanet = keyof typeof ASTA_LIMIT_DEGREES;

const BODY: Record<AstaPlanet, Astronomy.Body> = { Jupiter: Astronomy.Body.Jupiter, Venus: Astronomy.Body.Venus };
const HOUR_MS = 3_600_000;

export const isAsta = (planet: AstaPlanet, utcMs: number): boolean => Astronomy.AngleFromSun(BODY[planet], timeOf(utcMs)) < ASTA_LIMIT_DEGREES[planet];

export interface AstaSpan {
  planet: AstaPlanet;
  /** UTC ms; a span already running at `fromMs` starts there. */
  start: number;
  end: number;
}

/**
 * The spans between `fromMs` and `toMs` in which the planet is asta, found by sampling every 12 hours (each
 * asta lasts weeks) and refining each edge by bisection to a minute.
 */
export function astaSpans(planet: AstaPlanet, fromMs: number, toMs: number): AstaSpan[] {
  const spans: AstaSpan[] = [];
  const step = 12 * HOUR_MS;
  const edge = (lo: number, hi: number, astaAtLo: boolean) => {
    while (hi - lo > 60_000) {
      const mid = (lo + hi) / 2;
      if (isAsta(planet, mid) === astaAtLo) lo = mid;
      else hi = mid;
    }
    return hi;
  };
  let previous = fromMs;
  let asta = isAsta(planet, fromMs);
  let start: number | null = asta ? fromMs : null;
  for (let at = fromMs + step; ; at += step) {
    const now = Math.min(at, toMs);
    const astaNow = isAsta(planet, now);
    if (astaNow !== asta) {
      const change = edge(previous, now, asta);
      if (astaNow) start = change;
      else {
        spans.push({ planet, start: start!, end: change });
        start = null;
      }
      asta = astaNow;
    }
    previous = now;
    if (now >= toMs) break;
  }
  if (start !== null) spans.push({ planet, start, end: toMs });
  return spans;
}

/** The asta spans widened by the vriddha days before and the bala days after (searched a little beyond the range). */
export function astaWithBalaVriddha(planet: AstaPlanet, fromMs: number, toMs: number): AstaSpan[] {
  const margin = BALA_VRIDDHA_DAYS * 86_400_000;
  return astaSpans(planet, fromMs - margin, toMs + margin)
    .map((span) => ({ planet, start: span.start - margin, end: span.end + margin }))
    .filter((span) => span.end > fromMs && span.start < toMs);
}
