/**
 * Ayanamsa: the longitude of the sidereal zodiac's origin measured from the moving vernal equinox.
 *
 * Lahiri (Chitrapaksha), the Government of India standard, is defined by the Indian Calendar Reform
 * Committee as 23°15'00.658" on 1956-03-21 00:00 TT (IAE 1985 value). That figure includes nutation, so
 * the mean value at the epoch is 23.250182778° − 0.004658035° (Δψ then), as in Swiss Ephemeris'
 * SE_SIDM_LAHIRI. From the epoch the mean ayanamsa grows with the general precession in longitude p_A
 * (IAU 2006, Capitaine et al. 2003):
 *
 *   mean(t) = mean(t0) + p_A(t) − p_A(t0)
 *   p_A(T)  = 5028.796195″T + 1.1054348″T² + 0.00007964″T³ − 0.000023857″T⁴ − 0.0000000383″T⁵
 *             (T in Julian centuries of TT from J2000.0)
 *   true(t) = mean(t) + Δψ(t)   (nutation in longitude)
 *
 * Sidereal longitude = apparent tropical longitude of date − true ayanamsa, which equals the mean-equinox
 * longitude minus the mean ayanamsa (nutation cancels, as in Swiss Ephemeris' sidereal positions).
 * Checked against Swiss Ephemeris: 24.1205358° at JD 2458434.0833 UT (jyotisha test suite) — we agree
 * within 0.03″.
 *
 * Krishnamurti (KP) ayanamsa is Swiss Ephemeris' SE_SIDM_KRISHNAMURTI: 22.363889° (22°21'50") at J1900.0,
 * carried forward with the same precession (Swiss Ephemeris uses Newcomb's rate for it; the two rates
 * differ by about 1″ per century, far below KP's own uncertainty of a few arcminutes).
 */

/**
 * B. V. Raman's ayanamsa is Swiss Ephemeris' SE_SIDM_RAMAN: 21°00'52" (21.014444°) at J1900.0 (sweph.h ayanamsa table,
 * "360 - 338.98556"), carried forward with the same precession.
 *
 * True Chitrapaksha (SE_SIDM_TRUE_CITRA) is not a formula of time: Spica (Chitra) is held at exactly 180° sidereal,
 * so the ayanamsa is Spica's apparent tropical longitude minus 180° (see ephemeris/sky.ts, spicaApparentLongitude).
 * With Lahiri, Spica stands at 179°58'58" in 2000 (Swiss Ephemeris documentation, "The Spica/Citra tradition"), so
 * the two differ by about a minute of arc.
 */
export type AyanamsaKind = 'lahiri' | 'krishnamurti' | 'raman' | 'true-chitrapaksha';
export type FormulaAyanamsa = Exclude<AyanamsaKind, 'true-chitrapaksha'>;

const J2000 = 2451545.0;

const DEFINITIONS: Record<FormulaAyanamsa, { epochJdTt: number; meanAtEpoch: number; label: string }> = {
  lahiri: { epochJdTt: 2435553.5, meanAtEpoch: 23.250182778 - 0.004658035, label: 'Lahiri (Chitrapaksha)' },
  krishnamurti: { epochJdTt: 2415020.0, meanAtEpoch: 22.363889, label: 'Krishnamurti (KP)' },
  raman: { epochJdTt: 2415020.0, meanAtEpoch: 360 - 338.98556, label: 'B. V. Raman' },
};

/** General precession in longitude from J2000.0, arcseconds. */
export function generalPrecessionArcsec(centuriesTt: number): number {
  const t = centuriesTt;
  return t * (5028.796195 + t * (1.1054348 + t * (0.00007964 + t * (-0.000023857 + t * -0.0000000383))));
}

/** Mean ayanamsa (no nutation), degrees, for a TT instant given as days from J2000.0. */
export function meanAyanamsa(kind: FormulaAyanamsa, ttDaysFromJ2000: number): number {
  const definition = DEFINITIONS[kind];
  const t = ttDaysFromJ2000 / 36525;
  const t0 = (definition.epochJdTt - J2000) / 36525;
  return definition.meanAtEpoch + (generalPrecessionArcsec(t) - generalPrecessionArcsec(t0)) / 3600;
}

export function ayanamsaLabel(kind: AyanamsaKind): string {
  return kind === 'true-chitrapaksha' ? 'True Chitrapaksha (Spica at 180°)' : DEFINITIONS[kind].label;
}
