import { isoFromMs } from '../core/iso-time';
import type { DashaNode, YoginiDasha } from '@astrosetu/contracts';
import { round, normalizeDegrees } from '../core/angles';
import { NAKSHATRA_SPAN } from '../core/vedic-data';
import { DASHA_YEAR_DAYS } from './vimshottari';

/**
 * Yogini dasha (BPHS ch. 'Yogini dasha'; B. V. Raman's and K. N. Rao's books use the same rule): eight yoginis of
 * 1 to 8 years, 36 years a round. Add 3 to the birth nakshatra's number (Ashwini = 1) and divide by 8: the
 * remainder names the first yogini (1 Mangala ... 7 Siddha, 0 Sankata), so Ardra, Chitra and Shravana start with
 * Mangala and Ashwini with Bhramari. The balance at birth is the part of the nakshatra still to run. Antardashas
 * start with the mahadasha's own yogini and last maha x antar years / 36. Year = 365.25 days, as for Vimshottari.
 */
export const YOGINIS: readonly { name: string; lord: string; years: number }[] = [
  { name: 'Mangala', lord: 'Moon', years: 1 },
  { name: 'Pingala', lord: 'Sun', years: 2 },
  { name: 'Dhanya', lord: 'Jupiter', years: 3 },
  { name: 'Bhramari', lord: 'Mars', years: 4 },
  { name: 'Bhadrika', lord: 'Mercury', years: 5 },
  { name: 'Ulka', lord: 'Saturn', years: 6 },
  { name: 'Siddha', lord: 'Venus', years: 7 },
  { name: 'Sankata', lord: 'Rahu', years: 8 },
];
const YEAR_MS = DASHA_YEAR_DAYS * 86_400_000;
const iso = isoFromMs;
const label = (index: number) => `${YOGINIS[index].name} (${YOGINIS[index].lord})`;

/** Index (0 Mangala ... 7 Sankata) of the first yogini for a birth nakshatra numbered 1-27. */
export const firstYoginiIndex = (nakshatraNumber: number) => (((nakshatraNumber + 3) % 8) + 7) % 8;

export function computeYogini(moonSiderealLongitude: number, birthUtcMs: number, asOfUtcMs: number, lifeYears = 120): YoginiDasha {
  const longitude = normalizeDegrees(moonSiderealLongitude);
  const nakshatraIndex = Math.floor(longitude / NAKSHATRA_SPAN) % 27;
  const elapsed = (longitude - nakshatraIndex * NAKSHATRA_SPAN) / NAKSHATRA_SPAN;
  const first = firstYoginiIndex(nakshatraIndex + 1);
  let start = birthUtcMs - elapsed * YOGINIS[first].years * YEAR_MS;
  const until = birthUtcMs + lifeYears * YEAR_MS;
  const mahadashas: DashaNode[] = [];
  let current = '';
  let currentAntar = '';
  for (let i = 0; start < until; i += 1) {
    const index = (first + i) % 8;
    const end = start + YOGINIS[index].years * YEAR_MS;
    const periods: DashaNode[] = [];
    let antarStart = start;
    for (let j = 0; j < 8; j += 1) {
      const antar = (index + j) % 8;
      const antarEnd = j === 7 ? end : antarStart + ((YOGINIS[index].years * YOGINIS[antar].years) / 36) * YEAR_MS;
      periods.push({ lord: label(antar), start: iso(antarStart), end: iso(antarEnd) });
      if (asOfUtcMs >= antarStart && asOfUtcMs < antarEnd) currentAntar = label(antar);
      antarStart = antarEnd;
    }
    if (asOfUtcMs >= start && asOfUtcMs < end) current = label(index);
    mahadashas.push({ lord: label(index), start: iso(start), end: iso(end), periods });
    start = end;
  }
  return {
    system: 'Yogini',
    birthYogini: label(first),
    balanceAtBirthYears: round((1 - elapsed) * YOGINIS[first].years, 6),
    mahadashas,
    currentMahadasha: current,
    currentAntardasha: currentAntar,
  };
}
