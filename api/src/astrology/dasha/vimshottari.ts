import type { DashaPeriod, VimshottariDasha } from '@astrosetu/contracts';
import { normalizeDegrees, round } from '../core/angles';
import { NAKSHATRA_NAMES, NAKSHATRA_SPAN, VIMSHOTTARI } from '../core/vedic-data';

/**
 * Vimshottari dasha (BPHS ch. 46). The Moon's nakshatra at birth gives the first mahadasha lord (the
 * nakshatra's lord in the order Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury). The part of
 * the nakshatra the Moon has still to cross gives the balance of that first dasha; the rest follow in
 * order with their full lengths (7, 20, 6, 10, 7, 18, 16, 19, 17 years). Antardashas of a mahadasha start
 * with its own lord and last (mahadasha years x antardasha years / 120). A dasha year is 365.25 days.
 */
export const DASHA_YEAR_DAYS = 365.25;
const YEAR_MS = DASHA_YEAR_DAYS * 86_400_000;

interface RawPeriod {
  lordIndex: number;
  startMs: number;
  endMs: number;
}

const toPeriod = (period: RawPeriod): DashaPeriod => ({
  lord: VIMSHOTTARI[period.lordIndex].lord,
  start: new Date(Math.round(period.startMs)).toISOString(),
  end: new Date(Math.round(period.endMs)).toISOString(),
  years: round((period.endMs - period.startMs) / YEAR_MS, 4),
});

function mahadashaSequence(firstLordIndex: number, firstStartMs: number, count: number): RawPeriod[] {
  const periods: RawPeriod[] = [];
  let start = firstStartMs;
  for (let i = 0; i < count; i += 1) {
    const lordIndex = (firstLordIndex + i) % 9;
    const end = start + VIMSHOTTARI[lordIndex].years * YEAR_MS;
    periods.push({ lordIndex, startMs: start, endMs: end });
    start = end;
  }
  return periods;
}

function subPeriods(parent: RawPeriod): RawPeriod[] {
  const parentYears = VIMSHOTTARI[parent.lordIndex].years;
  const periods: RawPeriod[] = [];
  let start = parent.startMs;
  for (let i = 0; i < 9; i += 1) {
    const lordIndex = (parent.lordIndex + i) % 9;
    const end = start + ((parentYears * VIMSHOTTARI[lordIndex].years) / 120) * YEAR_MS;
    periods.push({ lordIndex, startMs: start, endMs: end });
    start = end;
  }
  periods[8].endMs = parent.endMs; // absorb floating-point drift so the last bhukti ends with its dasha
  return periods;
}

function containing(periods: RawPeriod[], instantMs: number): RawPeriod {
  return periods.find((period) => instantMs >= period.startMs && instantMs < period.endMs) ?? (instantMs < periods[0].startMs ? periods[0] : periods[periods.length - 1]);
}

export function computeVimshottari(moonSiderealLongitude: number, birthUtcMs: number, asOfUtcMs: number): VimshottariDasha {
  const longitude = normalizeDegrees(moonSiderealLongitude);
  const nakshatraIndex = Math.floor(longitude / NAKSHATRA_SPAN) % 27;
  const elapsedFraction = (longitude - nakshatraIndex * NAKSHATRA_SPAN) / NAKSHATRA_SPAN;
  const firstLordIndex = nakshatraIndex % 9;
  const firstYears = VIMSHOTTARI[firstLordIndex].years;
  const firstStart = birthUtcMs - elapsedFraction * firstYears * YEAR_MS;

  // Two cycles cover any "as of" date within 120 years of birth and then some.
  const sequence = mahadashaSequence(firstLordIndex, firstStart, 18);
  const current = containing(sequence, asOfUtcMs);
  const antardashas = subPeriods(current);
  const currentAntardasha = containing(antardashas, asOfUtcMs);

  const balanceYears = (1 - elapsedFraction) * firstYears;
  const wholeYears = Math.floor(balanceYears);
  const monthLength = DASHA_YEAR_DAYS / 12;
  const remainingDays = (balanceYears - wholeYears) * DASHA_YEAR_DAYS;
  const months = Math.floor(remainingDays / monthLength);
  const days = Math.floor(remainingDays - months * monthLength);

  return {
    system: 'Vimshottari',
    yearLengthDays: DASHA_YEAR_DAYS,
    birthNakshatra: NAKSHATRA_NAMES[nakshatraIndex],
    birthDashaLord: VIMSHOTTARI[firstLordIndex].lord,
    balanceAtBirth: {
      lord: VIMSHOTTARI[firstLordIndex].lord,
      years: wholeYears,
      months,
      days,
      totalYears: round(balanceYears, 6),
    },
    mahadashas: sequence.slice(0, 9).map(toPeriod),
    asOf: new Date(asOfUtcMs).toISOString(),
    currentMahadasha: toPeriod(current),
    currentAntardasha: toPeriod(currentAntardasha),
    antardashas: antardashas.map(toPeriod),
  };
}
