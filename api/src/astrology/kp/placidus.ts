import { normalizeDegrees } from '../core/angles';

/**
 * Placidus house cusps (tropical), the system Krishnamurti Paddhati uses. Each intermediate cusp is the
 * ecliptic point whose diurnal (or nocturnal) semi-arc is trisected: with θ the right ascension of the
 * midheaven, AD = asin(tan φ tan δ) the ascensional difference, DSA = 90° + AD and NSA = 90° − AD,
 *
 *   RA(11) = θ + DSA/3,  RA(12) = θ + 2 DSA/3,  RA(2) = θ + 180° − 2 NSA/3,  RA(3) = θ + 180° − NSA/3,
 *
 * where δ is the declination of the cusp itself, so each cusp is found by fixed-point iteration
 * (λ -> δ -> RA -> λ). The other cusps are the 1st (ascendant), the 10th (MC) and their opposites.
 * Beyond the polar circles some cusps do not exist; the semi-arcs are then clamped and the cusps are
 * approximate.
 */
export function placidusCusps(ascendant: number, midheaven: number, localSiderealTime: number, trueObliquity: number, latitude: number): number[] {
  const rad = Math.PI / 180;
  const eps = trueObliquity * rad;
  const tanPhi = Math.tan(latitude * rad);
  const theta = localSiderealTime;

  const solve = (rightAscensionOf: (dsa: number, nsa: number) => number, guess: number): number => {
    let lambda = guess;
    for (let i = 0; i < 12; i += 1) {
      const declination = Math.asin(Math.sin(eps) * Math.sin(lambda * rad));
      const x = Math.max(-1, Math.min(1, tanPhi * Math.tan(declination)));
      const ad = Math.asin(x) / rad;
      const ra = rightAscensionOf(90 + ad, 90 - ad) * rad;
      const next = normalizeDegrees(Math.atan2(Math.sin(ra), Math.cos(ra) * Math.cos(eps)) / rad);
      if (Math.abs(next - lambda) < 1e-9) return next;
      lambda = next;
    }
    return lambda;
  };

  const c11 = solve((dsa) => theta + dsa / 3, normalizeDegrees(midheaven + 30));
  const c12 = solve((dsa) => theta + (2 * dsa) / 3, normalizeDegrees(midheaven + 60));
  const c2 = solve((_dsa, nsa) => theta + 180 - (2 * nsa) / 3, normalizeDegrees(ascendant + 30));
  const c3 = solve((_dsa, nsa) => theta + 180 - nsa / 3, normalizeDegrees(ascendant + 60));
  const cusps = [ascendant, c2, c3, midheaven + 180, c11 + 180, c12 + 180, ascendant + 180, c2 + 180, c3 + 180, midheaven, c11, c12];
  return cusps.map(normalizeDegrees);
}

/** House (1-12) of a longitude, given the twelve cusps in order. */
export function houseOfLongitude(cusps: number[], longitude: number): number {
  for (let i = 0; i < 12; i += 1) {
    const start = cusps[i];
    const span = normalizeDegrees(cusps[(i + 1) % 12] - start);
    if (normalizeDegrees(longitude - start) < span) return i + 1;
  }
  return 12;
}
