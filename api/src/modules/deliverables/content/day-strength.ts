import { NAKSHATRA_NAMES, NAKSHATRA_SPAN } from '../../../astrology/core/vedic-data';
import { houseFrom, signIndexOf } from '../../../astrology/chart/zodiac-point';
import { computeSky } from '../../../astrology/ephemeris/sky';
import { noonIst } from '../../../astrology/horoscope/transits';

/**
 * How a day stands for one person, by the two classical tests almanacs use to choose days (Muhurta
 * Chintamani; B. V. Raman, Muhurtha): tara bala, the day's nakshatra counted from the birth star in the nine
 * taras, and chandra bala, the day's Moon sign counted from the natal Moon sign. The Moon is taken at noon IST
 * (the nakshatra can change during the day; the readings say so).
 *
 * - Taras 2 Sampat, 4 Kshema, 6 Sadhana, 8 Mitra and 9 Parama Mitra are good; 3 Vipat, 5 Pratyak and 7 Naidhana
 *   are bad; 1 Janma (the birth star itself) is mixed, not chosen for beginnings.
 * - Chandra bala is good with the Moon in the 1st, 3rd, 6th, 7th, 10th or 11th from the natal Moon; the 8th is
 *   Chandrashtama, the day to avoid; the 4th and 12th are the other weak places.
 *
 * Verdict: 'act' when both are good, 'wait' when neither is, 'chandrashtama' on the 8th, else 'mixed'.
 */

export const TARAS = ['janma', 'sampat', 'vipat', 'kshema', 'pratyak', 'sadhana', 'naidhana', 'mitra', 'paramaMitra'] as const;
export type Tara = (typeof TARAS)[number];
const GOOD_TARAS: readonly Tara[] = ['sampat', 'kshema', 'sadhana', 'mitra', 'paramaMitra'];
const GOOD_CHANDRA_HOUSES = [1, 3, 6, 7, 10, 11];
/** The Moon's weak places from the natal Moon: the 4th and 12th (the 8th, Chandrashtama, apart). */
export const WEAK_MOON_HOUSES = [4, 12];

export type DayVerdict = 'act' | 'mixed' | 'wait' | 'chandrashtama';

export interface DayStrength {
  date: string;
  moonSign: number;
  /** 0-based index of the Moon's nakshatra at noon IST (NAKSHATRA_NAMES). */
  moonNakshatra: number;
  houseFromMoon: number;
  /** 1-27: the day's star counted from the birth star (the birth star is 1). */
  starCount: number;
  tara: Tara;
  taraGood: boolean;
  chandraBalaGood: boolean;
  verdict: DayVerdict;
}

export function natalNakshatraIndex(name: string): number {
  const index = (NAKSHATRA_NAMES as readonly string[]).indexOf(name);
  if (index < 0) throw new Error(`Unknown nakshatra ${name}`);
  return index;
}

export function dayStrength(date: string, natalMoonSign: number, natalNakshatra: number): DayStrength {
  const moon = computeSky(noonIst(date)).bodies.Moon.siderealLongitude;
  const moonSign = signIndexOf(moon);
  const moonNakshatra = Math.floor(moon / NAKSHATRA_SPAN) % 27;
  const starCount = ((moonNakshatra - natalNakshatra + 27) % 27) + 1;
  const tara = TARAS[(starCount - 1) % 9];
  const houseFromMoon = houseFrom(natalMoonSign, moonSign);
  const taraGood = GOOD_TARAS.includes(tara);
  const chandraBalaGood = GOOD_CHANDRA_HOUSES.includes(houseFromMoon);
  const verdict: DayVerdict = houseFromMoon === 8 ? 'chandrashtama' : taraGood && chandraBalaGood ? 'act' : !taraGood && !chandraBalaGood ? 'wait' : 'mixed';
  return { date, moonSign, moonNakshatra, houseFromMoon, starCount, tara, taraGood, chandraBalaGood, verdict };
}
