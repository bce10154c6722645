import type { ChartConventions, FullKundli, TransitResponse } from '@astrosetu/contracts';
import { round } from '../core/angles';
import { SIGN_NAMES, PLANETS } from '../core/vedic-data';
import { computeSky } from '../ephemeris/sky';
import { houseFrom } from '../chart/zodiac-point';
import { sadeSatiSpans } from './transit-timeline';

const YEAR_MS = 365.25 * 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Gochara over the natal chart for an instant: where each graha stands, its whole-sign house from the natal
 * ascendant and from the natal Moon, and (for the seven) the bindus its own bhinnashtakavarga gives that sign, the
 * classical measure of how well the transit works (BPHS ch. 66: 4 or more is favourable).
 *
 * Sade Sati: Saturn in the 12th, 1st and 2nd signs from the natal Moon (rising, peak, setting). Every Sade Sati
 * from birth to 100 years after is listed; a retrograde return into the window within about a year belongs to the
 * same one (transit-timeline.ts). Saturn's sign changes are found to the minute with the Lahiri ayanamsa.
 */
export function natalTransits(kundli: Pick<FullKundli, 'ascendant' | 'planets' | 'depth' | 'input'>, atUtcMs: number, conventions: ChartConventions): TransitResponse {
  const sky = computeSky(atUtcMs, conventions);
  const natalMoon = kundli.planets.find((planet) => planet.name === 'Moon')!;
  const transits = PLANETS.map((planet) => {
    const state = sky.bodies[planet];
    const signIndex = Math.floor(state.siderealLongitude / 30) % 12;
    const bindus = kundli.depth.ashtakavarga.bhinna[planet]?.[signIndex];
    return {
      planet,
      sign: SIGN_NAMES[signIndex],
      degree: round(state.siderealLongitude - signIndex * 30, 4),
      retrograde: state.speed < 0,
      houseFromAscendant: houseFrom(kundli.ascendant.signIndex, signIndex),
      houseFromMoon: houseFrom(natalMoon.signIndex, signIndex),
      ...(bindus === undefined ? {} : { bindus }),
    };
  });
  const birthMs = Date.parse(kundli.input.utc);
  const spans = sadeSatiSpans(natalMoon.signIndex, birthMs, birthMs + 100 * YEAR_MS);
  const saturnFromMoon = transits.find((transit) => transit.planet === 'Saturn')!.houseFromMoon;
  const phase = saturnFromMoon === 12 ? 'rising' : saturnFromMoon === 1 ? 'peak' : saturnFromMoon === 2 ? 'setting' : undefined;
  return {
    at: iso(atUtcMs),
    conventions,
    natalMoonSign: natalMoon.sign,
    transits,
    sadeSati: {
      current: phase ? { active: true, phase } : { active: false },
      periods: spans.map((span) => ({
        start: iso(span.startMs),
        end: iso(span.endMs),
        phases: span.phases.map((entry) => ({ phase: entry.phase, start: iso(entry.startMs), end: iso(entry.endMs) })),
      })),
    },
  };
}
