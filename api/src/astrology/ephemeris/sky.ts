import * as Astronomy from 'astronomy-engine';
import { normalizeDegrees } from '../core/angles';
import { meanAyanamsa, type AyanamsaKind } from '../core/ayanamsa';
import type { Planet } from '../core/vedic-data';

/**
 * Geocentric apparent positions from astronomy-engine (MIT; VSOP87 planets and a Moon series, no data
 * files). Longitudes are apparent (light-time, aberration, nutation) on the true ecliptic and equinox of
 * date, the frame of an astronomical almanac; sidereal longitudes subtract the true ayanamsa.
 * Measured against JPL Horizons DE441 over 1900-2100 (see ephemeris.accuracy.test.ts): worst case a few
 * arcseconds for the Sun, Moon and planets.
 *
 * Rahu and Ketu are the MEAN lunar nodes (Meeus, Astronomical Algorithms 2nd ed., eq. 47.7), as most
 * Indian almanacs print them; Ketu is Rahu + 180°. The mean node always moves backwards (retrograde).
 */

const STEP_DAYS = 1 / 24;

type VisibleBody = Exclude<Planet, 'Rahu' | 'Ketu'>;

const ENGINE_BODY: Record<VisibleBody, Astronomy.Body> = {
  Sun: Astronomy.Body.Sun,
  Moon: Astronomy.Body.Moon,
  Mars: Astronomy.Body.Mars,
  Mercury: Astronomy.Body.Mercury,
  Jupiter: Astronomy.Body.Jupiter,
  Venus: Astronomy.Body.Venus,
  Saturn: Astronomy.Body.Saturn,
};

export interface EclipticPoint {
  /** Apparent tropical longitude of date, degrees. */
  longitude: number;
  latitude: number;
}

/**
 * Geometric ("true") geocentric ecliptic longitude/latitude of date: light-time corrected but without the annual
 * aberration (about 20.5″ for the Sun), the "true positions" option of Swiss Ephemeris (SEFLG_TRUEPOS keeps
 * light-time out too; the difference is below 1″ for the Sun and Moon).
 */
export function geometricEcliptic(body: VisibleBody, time: Astronomy.AstroTime): EclipticPoint {
  const vector = body === 'Moon' ? Astronomy.GeoMoon(time) : Astronomy.GeoVector(ENGINE_BODY[body], time, false);
  const ecliptic = Astronomy.Ecliptic(vector);
  return { longitude: ecliptic.elon, latitude: ecliptic.elat };
}

/** Spica (α Virginis), Hipparcos J2000 (ICRS) with its proper motion: the star True Chitrapaksha holds at 180°. */
const SPICA = { raHours: 13.419883158, decDegrees: -11.161319472, pmRaMasPerYear: -42.35, pmDecMasPerYear: -30.67, lightYears: 250 };

/** Apparent tropical longitude of date of Spica, degrees. */
export function spicaApparentLongitude(time: Astronomy.AstroTime): number {
  const years = time.tt / 365.25;
  const dec = SPICA.decDegrees + (SPICA.pmDecMasPerYear * years) / 3.6e6;
  const ra = SPICA.raHours + (SPICA.pmRaMasPerYear * years) / 3.6e6 / Math.cos(dec * (Math.PI / 180)) / 15;
  Astronomy.DefineStar(Astronomy.Body.Star1, ra, dec, SPICA.lightYears);
  return Astronomy.Ecliptic(Astronomy.GeoVector(Astronomy.Body.Star1, time, true)).elon;
}

/**
 * True lunar node: the mean node with Meeus' periodic terms (Astronomical Algorithms 2nd ed., ch. 47, "true
 * ascending node"), good to about 30″ against the osculating node.
 */
export function trueNodeLongitude(ttDaysFromJ2000: number): number {
  const t = ttDaysFromJ2000 / 36525;
  const rad = Math.PI / 180;
  const d = (297.8501921 + 445267.1114034 * t) * rad;
  const m = (357.5291092 + 35999.0502909 * t) * rad;
  const mm = (134.9633964 + 477198.8675055 * t) * rad;
  const f = (93.272095 + 483202.0175233 * t) * rad;
  return normalizeDegrees(
    meanNodeLongitude(ttDaysFromJ2000) -
      1.4979 * Math.sin(2 * (d - f)) -
      0.15 * Math.sin(m) -
      0.1226 * Math.sin(2 * d) +
      0.1176 * Math.sin(2 * f) -
      0.0801 * Math.sin(2 * (mm - f)),
  );
}

/** The conventions a sky is computed with (chart-depth.ts in the contracts documents them). */
export interface SkyConventions {
  ayanamsa: AyanamsaKind;
  nodes: 'mean' | 'true';
  positions: 'apparent' | 'true';
}
export const DEFAULT_CONVENTIONS: SkyConventions = { ayanamsa: 'lahiri', nodes: 'mean', positions: 'apparent' };

/** Apparent geocentric ecliptic longitude/latitude of date. */
export function apparentEcliptic(body: VisibleBody, time: Astronomy.AstroTime): EclipticPoint {
  if (body === 'Sun') {
    const sun = Astronomy.SunPosition(time);
    return { longitude: sun.elon, latitude: sun.elat };
  }
  if (body === 'Moon') {
    const moon = Astronomy.EclipticGeoMoon(time);
    return { longitude: moon.lon, latitude: moon.lat };
  }
  const ecliptic = Astronomy.Ecliptic(Astronomy.GeoVector(ENGINE_BODY[body], time, true));
  return { longitude: ecliptic.elon, latitude: ecliptic.elat };
}

/** Mean longitude of the Moon's ascending node, mean equinox of date (Meeus 47.7). */
export function meanNodeLongitude(ttDaysFromJ2000: number): number {
  const t = ttDaysFromJ2000 / 36525;
  return normalizeDegrees(
    125.0445479 - 1934.1362891 * t + 0.0020754 * t * t + (t * t * t) / 467441 - (t * t * t * t) / 60616000,
  );
}
const MEAN_NODE_SPEED = -1934.1362891 / 36525;

export interface BodyState {
  tropicalLongitude: number;
  latitude: number;
  /** Degrees per day (tropical; the ayanamsa adds only 0.00004°/day). */
  speed: number;
  siderealLongitude: number;
}

/** Everything a chart needs about one instant, computed once and shared by the chart's parts. */
export interface Sky {
  utcMs: number;
  time: Astronomy.AstroTime;
  /** Nutation in longitude, degrees. */
  nutation: number;
  trueObliquity: number;
  /** Mean ayanamsa (no nutation), degrees. */
  meanAyanamsa: number;
  /** True ayanamsa = mean + nutation: subtract it from apparent longitudes. */
  trueAyanamsa: number;
  ayanamsaKind: AyanamsaKind;
  conventions: SkyConventions;
  bodies: Record<Planet, BodyState>;
}

export function timeOf(utcMs: number): Astronomy.AstroTime {
  return Astronomy.MakeTime(new Date(utcMs));
}

const nowhere: BodyState = { tropicalLongitude: 0, latitude: 0, speed: 0, siderealLongitude: 0 };

/** Positions of the nine grahas at an instant, with speeds from a one-hour forward difference. */
export function computeSky(utcMs: number, conventionsOrAyanamsa: AyanamsaKind | Partial<SkyConventions> = DEFAULT_CONVENTIONS): Sky {
  const conventions: SkyConventions =
    typeof conventionsOrAyanamsa === 'string' ? { ...DEFAULT_CONVENTIONS, ayanamsa: conventionsOrAyanamsa } : { ...DEFAULT_CONVENTIONS, ...conventionsOrAyanamsa };
  const ayanamsaKind = conventions.ayanamsa;
  const time = timeOf(utcMs);
  const later = timeOf(utcMs + STEP_DAYS * 86_400_000);
  const tilt = Astronomy.e_tilt(time);
  const nutation = tilt.dpsi / 3600;
  // True Chitrapaksha holds Spica's apparent longitude at 180°; the others are formulas of time (core/ayanamsa.ts).
  const trueAyanamsa = ayanamsaKind === 'true-chitrapaksha' ? normalizeDegrees(spicaApparentLongitude(time) - 180) : meanAyanamsa(ayanamsaKind, time.tt) + nutation;
  const mean = trueAyanamsa - nutation;
  const position = conventions.positions === 'true' ? geometricEcliptic : apparentEcliptic;
  const bodies = {} as Record<Planet, BodyState>;
  for (const name of Object.keys(ENGINE_BODY) as VisibleBody[]) {
    const now = position(name, time);
    const next = position(name, later);
    let delta = next.longitude - now.longitude;
    if (delta > 180) delta -= 360;
    if (delta < -180) delta += 360;
    bodies[name] = {
      tropicalLongitude: now.longitude,
      latitude: now.latitude,
      speed: delta / STEP_DAYS,
      siderealLongitude: normalizeDegrees(now.longitude - trueAyanamsa),
    };
  }
  // The node formulas are on the mean equinox of date: subtract the mean ayanamsa (nutation cancels).
  const trueNodes = conventions.nodes === 'true';
  const node = trueNodes ? trueNodeLongitude(time.tt) : meanNodeLongitude(time.tt);
  const nodeSpeed = trueNodes ? (trueNodeLongitude(later.tt) - node + 540) % 360 - 180 : MEAN_NODE_SPEED * STEP_DAYS;
  bodies.Rahu = { ...nowhere, tropicalLongitude: node, speed: nodeSpeed / STEP_DAYS, siderealLongitude: normalizeDegrees(node - mean) };
  bodies.Ketu = {
    ...nowhere,
    tropicalLongitude: normalizeDegrees(node + 180),
    speed: nodeSpeed / STEP_DAYS,
    siderealLongitude: normalizeDegrees(node + 180 - mean),
  };
  return { utcMs, time, nutation, trueObliquity: tilt.tobl, meanAyanamsa: mean, trueAyanamsa, ayanamsaKind, conventions, bodies };
}

export interface Angles {
  /** Tropical ascendant of date, degrees. */
  ascendant: number;
  /** Tropical midheaven (MC) of date, degrees. */
  midheaven: number;
  /** Local apparent sidereal time, degrees. */
  localSiderealTime: number;
}

/**
 * Ascendant and midheaven from the local apparent sidereal time θ (Greenwich apparent sidereal time plus
 * east longitude), the true obliquity ε and the geographic latitude φ:
 *
 *   ASC = atan2(cos θ, −(sin θ cos ε + tan φ sin ε))
 *   MC  = atan2(sin θ, cos θ cos ε)
 *
 * (the ecliptic point rising on the eastern horizon, and the one culminating on the meridian). Above the polar
 * circles the eastern intersection is chosen explicitly (see below).
 */
export function computeAngles(time: Astronomy.AstroTime, trueObliquity: number, latitude: number, longitude: number): Angles {
  const rad = Math.PI / 180;
  const theta = normalizeDegrees(Astronomy.SiderealTime(time) * 15 + longitude);
  const eps = trueObliquity * rad;
  const t = theta * rad;
  const phi = latitude * rad;
  let ascendant = normalizeDegrees(
    Math.atan2(Math.cos(t), -(Math.sin(t) * Math.cos(eps) + Math.tan(phi) * Math.sin(eps))) / rad,
  );
  // Inside the polar circles the formula's branch can pick the ecliptic's SETTING intersection with the horizon
  // (Tromsø on a June night gives the descendant for hours). The lagna is by definition the rising point: the
  // intersection whose hour angle lies in the east (sin H < 0). If the chosen one is in the west, take the other.
  const lambda = ascendant * rad;
  const rightAscension = Math.atan2(Math.sin(lambda) * Math.cos(eps), Math.cos(lambda));
  if (Math.sin(t - rightAscension) > 0) ascendant = normalizeDegrees(ascendant + 180);
  const midheaven = normalizeDegrees(Math.atan2(Math.sin(t), Math.cos(t) * Math.cos(eps)) / rad);
  return { ascendant, midheaven, localSiderealTime: theta };
}

/** Sidereal longitude of the Sun and the Moon only (the panchang's searches need nothing else). */
export function sunMoonSidereal(utcMs: number): { sun: number; moon: number; ayanamsa: number } {
  const time = timeOf(utcMs);
  const ayanamsa = meanAyanamsa('lahiri', time.tt) + Astronomy.e_tilt(time).dpsi / 3600;
  return {
    sun: normalizeDegrees(Astronomy.SunPosition(time).elon - ayanamsa),
    moon: normalizeDegrees(Astronomy.EclipticGeoMoon(time).lon - ayanamsa),
    ayanamsa,
  };
}
