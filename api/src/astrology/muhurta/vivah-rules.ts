import { NAKSHATRA_NAMES } from '../core/vedic-data';

/**
 * The panchang rules of a wedding (vivaha) muhurta, with their sources. The sources are:
 *  - MC: Muhurta Chintamani of Daivajna Rama (1600), Vivaha prakarana (chapter 6);
 *  - Raman: B. V. Raman, "Muhurtha (Electional Astrology)", chapter on marriage;
 *  - Drik: how Drik Panchang applies them in its published Vivah muhurat lists (New Delhi).
 * docs/muhurta.md tells every rule, where the sources differ, and which convention this engine follows.
 */

/**
 * The eleven nakshatras of marriage (MC 6: Rohini, Mrigashira, Magha, Uttara Phalguni, Hasta, Swati, Anuradha,
 * Mula, Uttara Ashadha, Uttara Bhadrapada, Revati; Raman gives the same list; Drik lists only these).
 */
export const VIVAH_NAKSHATRAS: readonly (typeof NAKSHATRA_NAMES)[number][] = [
  'Rohini', 'Mrigashira', 'Magha', 'Uttara Phalguni', 'Hasta', 'Swati', 'Anuradha', 'Mula', 'Uttara Ashadha', 'Uttara Bhadrapada', 'Revati',
];
const VIVAH_NAKSHATRA_INDEXES = new Set(VIVAH_NAKSHATRAS.map((name) => NAKSHATRA_NAMES.indexOf(name)));

/** Nakshatra index 0-26 (Ashwini = 0). */
export const isVivahNakshatra = (nakshatraIndex: number): boolean => VIVAH_NAKSHATRA_INDEXES.has(nakshatraIndex);

/**
 * Tithis avoided (MC, Raman): the Rikta tithis Chaturthi, Navami and Chaturdashi of both pakshas (4, 9, 14,
 * 19, 24, 29) and Amavasya (30). Drik Panchang's lists do not apply the Rikta rule (2026: 10 Feb and 12 Mar
 * Anuradha/Mula on Krishna Navami, 5 May Mula on Krishna Chaturthi, 23 Jun Hasta on Shukla Navami); this engine
 * keeps the classical rule, so those days are not offered.
 */
export type TithiFault = 'rikta' | 'amavasya';
export function tithiFault(tithi: number): TithiFault | null {
  if (tithi === 30) return 'amavasya';
  const inPaksha = ((tithi - 1) % 15) + 1;
  return inPaksha === 4 || inPaksha === 9 || inPaksha === 14 ? 'rikta' : null;
}

/** Karana 1-60: Vishti (Bhadra), the 7th movable karana, is avoided for every auspicious act (MC 1, Raman). */
export const isVishti = (karana: number): boolean => karana >= 2 && karana <= 57 && (karana - 2) % 7 === 6;

/**
 * Weekdays: Raman prefers Monday, Wednesday, Thursday and Friday (the days of the benefics); Drik lists
 * Tuesdays, Saturdays and Sundays too when the nakshatra, tithi and lagna are pure. The engine marks the
 * preferred weekdays and excludes none.
 */
export const PREFERRED_WEEKDAYS: readonly number[] = [1, 3, 4, 5];

/**
 * Lagnas (Raman): Mithuna (Gemini), Kanya (Virgo) and Tula (Libra) are the best lagnas of marriage.
 * Lagna shuddhi: a window is offered only when the 7th house (the marriage) and the 8th house (longevity of
 * the bond, "ashtama shuddhi") from the rising sign hold no graha.
 */
export const BEST_VIVAH_LAGNAS: readonly number[] = [2, 5, 6];

/** Sidereal signs of the Sun in which no wedding is held: Kharmas (Malmas), Sun in Dhanu and in Meena. */
export const KHARMAS_SUN_SIGNS: readonly number[] = [8, 11];

/**
 * Yogas (the Sun-Moon sum in 13°20' steps) whose opening part is avoided for every auspicious act, MC 1
 * (Shubhashubha prakarana): "three ghatis of Vishkambha, five of Shula, six of Ganda and Atiganda, nine of
 * Vyaghata and Vajra, the first half of Parigha, and the whole of Vyatipata and Vaidhriti". A ghati is 1/60 of
 * the nominal day-long yoga, so the avoided part is taken as that fraction of the yoga's 13°20'. Index 0 =
 * Vishkambha.
 */
export const AVOIDED_YOGA_PART: Readonly<Record<number, number>> = {
  0: 3 / 60, // Vishkambha
  5: 6 / 60, // Atiganda
  8: 5 / 60, // Shula
  9: 6 / 60, // Ganda
  12: 9 / 60, // Vyaghata
  14: 9 / 60, // Vajra
  16: 1, // Vyatipata
  18: 1 / 2, // Parigha
  26: 1, // Vaidhriti
};

/** Whether a moment `fraction` (0-1) of the way through yoga `yogaIndex` is in the yoga's avoided part. */
export function inAvoidedYoga(yogaIndex: number, fraction: number): boolean {
  const part = AVOIDED_YOGA_PART[yogaIndex];
  return part !== undefined && fraction < part;
}
