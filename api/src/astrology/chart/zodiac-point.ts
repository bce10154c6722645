import type { ZodiacPoint } from '@astrosetu/contracts';
import { formatDms, normalizeDegrees, round } from '../core/angles';
import {
  NAKSHATRA_NAMES,
  NAKSHATRA_SPAN,
  PADA_SPAN,
  RASHI_NAMES,
  SIGN_LORDS,
  SIGN_NAMES,
  nakshatraLord,
} from '../core/vedic-data';

export function signIndexOf(longitude: number): number {
  return Math.floor(normalizeDegrees(longitude) / 30) % 12;
}

export function nakshatraIndexOf(longitude: number): number {
  return Math.floor(normalizeDegrees(longitude) / NAKSHATRA_SPAN) % 27;
}

export function padaOf(longitude: number): number {
  return (Math.floor((normalizeDegrees(longitude) % NAKSHATRA_SPAN) / PADA_SPAN) % 4) + 1;
}

/** Sign, degree, nakshatra and pada of a sidereal longitude. */
export function describePoint(siderealLongitude: number): ZodiacPoint {
  const longitude = normalizeDegrees(siderealLongitude);
  const signIndex = signIndexOf(longitude);
  const nakshatraIndex = nakshatraIndexOf(longitude);
  const degree = longitude - signIndex * 30;
  return {
    longitude: round(longitude, 6),
    sign: SIGN_NAMES[signIndex],
    rashi: RASHI_NAMES[signIndex],
    signIndex,
    signLord: SIGN_LORDS[signIndex],
    degree: round(degree, 6),
    degreeText: formatDms(degree),
    nakshatra: NAKSHATRA_NAMES[nakshatraIndex],
    nakshatraNumber: nakshatraIndex + 1,
    nakshatraLord: nakshatraLord(nakshatraIndex),
    pada: padaOf(longitude),
  };
}

/** Whole-sign house of a sign counted from another (1 = same sign). */
export function houseFrom(fromSignIndex: number, signIndex: number): number {
  return ((signIndex - fromSignIndex + 12) % 12) + 1;
}
