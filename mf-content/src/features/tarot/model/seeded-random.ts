/**
 * A small seeded pseudo-random generator (mulberry32): the same seed always gives the same sequence, so a
 * tarot reading can be shown again from the seed in its URL. Not for anything secret.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** A fresh seed from the browser's cryptographic source, as short base-36 text for a URL. */
export function newSeed(): string {
  const values = new Uint32Array(1);
  crypto.getRandomValues(values);
  return values[0].toString(36);
}

/** The seed text of a URL as a number, or null when it is not one we could have made. */
export function parseSeed(text: string | null): number | null {
  if (!text || !/^[0-9a-z]{1,7}$/.test(text)) return null;
  const value = parseInt(text, 36);
  return Number.isSafeInteger(value) && value <= 0xffffffff ? value : null;
}
