import * as Astronomy from 'astronomy-engine';
import { normalizeDegrees } from '../core/angles';
import { sunMoonSidereal, timeOf } from '../ephemeris/sky';

/**
 * The luni-solar calendar: lunar months, years (Vikram and Shaka samvat), the sixty-year samvatsara cycle,
 * ritu and ayana.
 *
 * Month names (Surya Siddhanta rule as drik panchangs apply it with sidereal, Lahiri, solar signs): a lunar
 * month runs from one new moon to the next (amanta); it takes its name from the sign the Sun is in at the new
 * moon that begins it - Sun in Meena (Pisces) gives Chaitra, in Mesha Vaishakha, and so on. When the Sun does
 * not change sign during the month (no sankranti between the two new moons) the month is adhika (intercalary)
 * and shares the name of the month that follows it; e.g. in 2026 Adhika Jyeshtha runs 17 May - 15 June.
 * Purnimanta months (North India) end at the full moon instead: the Krishna paksha belongs to the next month's
 * name, the Shukla paksha keeps the amanta name.
 */

export const LUNAR_MONTHS = [
  'Chaitra', 'Vaishakha', 'Jyeshtha', 'Ashadha', 'Shravana', 'Bhadrapada', 'Ashwin', 'Kartika', 'Margashirsha', 'Pausha',
  'Magha', 'Phalguna',
] as const;
export type LunarMonthName = (typeof LUNAR_MONTHS)[number];

/** The sixty samvatsaras from Prabhava (names as in drik panchangs). */
export const SAMVATSARAS = [
  'Prabhava', 'Vibhava', 'Shukla', 'Pramoda', 'Prajapati', 'Angirasa', 'Shrimukha', 'Bhava', 'Yuva', 'Dhatri', 'Ishvara',
  'Bahudhanya', 'Pramathi', 'Vikrama', 'Vrisha', 'Chitrabhanu', 'Svabhanu', 'Tarana', 'Parthiva', 'Vyaya', 'Sarvajit',
  'Sarvadhari', 'Virodhi', 'Vikriti', 'Khara', 'Nandana', 'Vijaya', 'Jaya', 'Manmatha', 'Durmukha', 'Hevilambi', 'Vilambi',
  'Vikari', 'Sharvari', 'Plava', 'Shubhakrit', 'Shobhakrit', 'Krodhi', 'Vishvavasu', 'Parabhava', 'Plavanga', 'Kilaka',
  'Saumya', 'Sadharana', 'Virodhikrit', 'Paridhavi', 'Pramadi', 'Ananda', 'Rakshasa', 'Nala', 'Pingala', 'Kalayukta',
  'Siddharthi', 'Raudra', 'Durmati', 'Dundubhi', 'Rudhirodgari', 'Raktakshi', 'Krodhana', 'Akshaya',
] as const;

export const RITUS = ['Vasanta', 'Grishma', 'Varsha', 'Sharad', 'Hemanta', 'Shishira'] as const;

const DAY_MS = 86_400_000;

/** Moon-Sun elongation at an instant, 0-360°. */
export function elongationAt(utcMs: number): number {
  return Astronomy.MoonPhase(timeOf(utcMs));
}

/** Tithi 1-30 in force at an instant. */
export function tithiAt(utcMs: number): number {
  return Math.floor(elongationAt(utcMs) / 12) + 1;
}

/** The first instant after `fromMs` at which the elongation reaches `degrees` (0 = new moon, 180 = full moon). */
export function nextElongation(degrees: number, fromMs: number): number {
  const found = Astronomy.SearchMoonPhase(normalizeDegrees(degrees), new Date(fromMs), 32);
  if (!found) throw new Error(`No elongation ${degrees}° within 32 days of ${new Date(fromMs).toISOString()}`);
  return found.date.getTime();
}

/** The last new moon at or before an instant. */
export function newMoonBefore(utcMs: number): number {
  let found = nextElongation(0, utcMs - 31 * DAY_MS);
  for (;;) {
    const next = nextElongation(0, found + DAY_MS);
    if (next > utcMs) return found;
    found = next;
  }
}

/** Sidereal (Lahiri) sign of the Sun, 0 = Mesha. */
export function sunSignAt(utcMs: number): number {
  return Math.floor(sunMoonSidereal(utcMs).sun / 30) % 12;
}

export interface Lunation {
  /** New moon that begins the lunation (UTC ms). */
  start: number;
  /** New moon that ends it. */
  end: number;
  /** Amanta month: index into LUNAR_MONTHS. */
  month: number;
  adhika: boolean;
}

/** The lunation that begins with the new moon at `startMs`. */
export function lunationFrom(startMs: number): Lunation {
  const end = nextElongation(0, startMs + DAY_MS);
  const signAtStart = sunSignAt(startMs);
  const signAtEnd = sunSignAt(end);
  return { start: startMs, end, month: (signAtStart + 1) % 12, adhika: signAtStart === signAtEnd };
}

export function lunationAt(utcMs: number): Lunation {
  return lunationFrom(newMoonBefore(utcMs));
}

export interface LunarDate {
  amanta: { month: LunarMonthName; adhika: boolean };
  purnimanta: { month: LunarMonthName; adhika: boolean };
  paksha: 'Shukla' | 'Krishna';
  vikramSamvat: number;
  shakaSamvat: number;
  /** Samvatsara of the Shaka year, as South and West India (and drik panchangs' "Shaka samvat") name it. */
  samvatsara: string;
  /** Samvatsara paired with the Vikram samvat in North Indian panchangs (13 places further in the cycle). */
  vikramSamvatsara: string;
  /** Vedic ritu: two lunar (amanta) months each, from Chaitra. */
  ritu: (typeof RITUS)[number];
  /** Drik ritu: by the Sun's tropical longitude in 60° steps from 330° (Vasanta). */
  drikRitu: (typeof RITUS)[number];
  /** Uttarayana from Makara Sankranti (sidereal) to Karka Sankranti, Dakshinayana the other half. */
  ayana: 'Uttarayana' | 'Dakshinayana';
  /** The same by the Sun's tropical longitude (winter solstice to summer solstice), as drik panchangs show it. */
  drikAyana: 'Uttarayana' | 'Dakshinayana';
}

/**
 * The lunar date at an instant. The year turns at Chaitra Shukla Pratipada: the Vikram samvat is the
 * Gregorian year + 57 from then until the following Chaitra (+56 in the months Pausha to Phalguna that fall in
 * the new Gregorian year); the luni-solar Shaka year is the Vikram year - 135. An adhika Chaitra still belongs
 * to the old year (the year begins with the nija Chaitra).
 */
export function lunarDateAt(utcMs: number, lunation: Lunation = lunationAt(utcMs)): LunarDate {
  const tithi = tithiAt(utcMs);
  const krishna = tithi > 15;
  const startDate = new Date(lunation.start);
  const startYear = startDate.getUTCFullYear();
  const oldYear = (lunation.month >= 9 && startDate.getUTCMonth() <= 3) || (lunation.month === 0 && lunation.adhika);
  const vikramSamvat = startYear + 57 - (oldYear ? 1 : 0);
  const shakaSamvat = vikramSamvat - 135;
  const sun = sunMoonSidereal(utcMs);
  const tropicalSun = normalizeDegrees(sun.sun + sun.ayanamsa);
  const siderealSign = Math.floor(sun.sun / 30);
  return {
    amanta: { month: LUNAR_MONTHS[lunation.month], adhika: lunation.adhika },
    purnimanta: { month: LUNAR_MONTHS[krishna && !lunation.adhika ? (lunation.month + 1) % 12 : lunation.month], adhika: lunation.adhika },
    paksha: krishna ? 'Krishna' : 'Shukla',
    vikramSamvat,
    shakaSamvat,
    samvatsara: SAMVATSARAS[(shakaSamvat + 11) % 60],
    vikramSamvatsara: SAMVATSARAS[(shakaSamvat + 24) % 60],
    ritu: RITUS[Math.floor(lunation.month / 2)],
    drikRitu: RITUS[Math.floor(normalizeDegrees(tropicalSun + 30) / 60)],
    ayana: siderealSign >= 9 || siderealSign <= 2 ? 'Uttarayana' : 'Dakshinayana',
    drikAyana: tropicalSun >= 270 || tropicalSun < 90 ? 'Uttarayana' : 'Dakshinayana',
  };
}

/**
 * The instant the Sun enters a sidereal sign (a sankranti), searched from `fromMs` forward within `limitDays`.
 * The tropical target moves with the ayanamsa (about 50" a year), so two refinements settle it to well under a
 * second.
 */
export function sankrantiAfter(sign: number, fromMs: number, limitDays = 370): number {
  let ayanamsa = sunMoonSidereal(fromMs).ayanamsa;
  let found = fromMs;
  for (let i = 0; i < 3; i += 1) {
    const time = Astronomy.SearchSunLongitude(normalizeDegrees(sign * 30 + ayanamsa), new Date(i === 0 ? fromMs : found - 2 * DAY_MS), i === 0 ? limitDays : 4);
    if (!time) throw new Error(`No sankranti of sign ${sign} within ${limitDays} days`);
    found = time.date.getTime();
    ayanamsa = sunMoonSidereal(found).ayanamsa;
  }
  return found;
}
