/** Angle helpers. Every longitude in this module is in degrees. */

export const DEG = Math.PI / 180;

/** Reduces an angle to [0, 360). */
export function normalizeDegrees(angle: number): number {
  const reduced = angle % 360;
  const positive = reduced < 0 ? reduced + 360 : reduced;
  // A tiny negative angle can round up to exactly 360 in floating point.
  return positive >= 360 ? 0 : positive;
}

/** Signed smallest difference a - b, in (-180, 180]. */
export function signedDifference(a: number, b: number): number {
  const d = normalizeDegrees(a - b);
  return d > 180 ? d - 360 : d;
}

/** 12.5 -> 12°30'00". Seconds are truncated, as almanacs print them, so 29.99999° never shows as 30°. */
export function formatDms(angle: number): string {
  const totalSeconds = Math.floor(Math.abs(angle) * 3600 + 1e-7);
  const degrees = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const sign = angle < 0 ? '-' : '';
  return `${sign}${degrees}°${String(minutes).padStart(2, '0')}'${String(seconds).padStart(2, '0')}"`;
}

/** Rounds to a fixed number of decimals for JSON answers (keeps payloads small and stable). */
export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
