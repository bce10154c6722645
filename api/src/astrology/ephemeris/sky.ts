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
  bodies: Record<Planet, BodyState>;
}

export function timeOf(utcMs: number): Astronomy.AstroTime {
  return Astronomy.MakeTime(new Date(utcMs));
}

const nowhere: BodyState = { tropicalLongitude: 0, latitude: 0, speed: 0, siderealLongitude: 0 };

/** Positions of the nine grahas at an instant, with speeds from a one-hour forward difference. */
export function computeSky(utcMs: number, ayanamsaKind: AyanamsaKind = 'lahiri'): Sky {
  const time = timeOf(utcMs);
  const later = timeOf(utcMs + STEP_DAYS * 86_400_000);
  const tilt = Astronomy.e_tilt(time);
  const nutation = tilt.dpsi / 3600;
  const mean = meanAyanamsa(ayanamsaKind, time.tt);
  const trueAyanamsa = mean + nutation;
  const bodies = {} as Record<Planet, BodyState>;
  for (const name of Object.keys(ENGINE_BODY) as VisibleBody[]) {
    const now = apparentEcliptic(name, time);
    const next = apparentEcliptic(name, later);
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
  const node = meanNodeLongitude(time.tt);
  bodies.Rahu = { ...nowhere, tropicalLongitude: node, speed: MEAN_NODE_SPEED, siderealLongitude: normalizeDegrees(node - mean) };
  bodies.Ketu = {
    ...nowhere,
    tropicalLongitude: normalizeDegrees(node + 180),
    speed: MEAN_NODE_SPEED,
    siderealLongitude: normalizeDegrees(node + 180 - mean),
  };
  return { utcMs, time, nutation, trueObliquity: tilt.tobl, meanAyanamsa: mean, trueAyanamsa, ayanamsaKind, bodies };
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
