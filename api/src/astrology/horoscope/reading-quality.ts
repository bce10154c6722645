import type { HoroscopeEntry } from '@astrosetu/contracts';

/**
 * Measures of a set of horoscope readings, used by the tests to keep the generator honest:
 *
 * - recurrence: the share of sentences (over the prose sections of the 12 signs' readings of one period) that
 *   appear word for word in the reading of more than one sign.
 * - contradictions: readings in which one planet is spoken of both favourably and unfavourably. A clause's
 *   polarity is read from fixed phrase lists and given to the planets the clause (or the one before it) names.
 * - adviceVariety: the number of different "general advice" texts among the 12 signs.
 */

const PROSE_FIELDS = ['prediction', 'generalAdvice', 'loveLife', 'career', 'health', 'finances', 'spirituality'] as const;
const PLANETS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];

const POSITIVE = [/\bsupports?\b/i, /\bhelps?\b/i, /\brewards?\b/i, /\bblesses\b/i, /\bgrowth\b/i, /\bbrings? (warmth|help)\b/i, /\brecognition\b/i, /\blifting\b/i, /\bin your favour\b/i, /\bearnings rise\b/i];
const NEGATIVE = [/\bavoid\b/i, /\bslows?\b/i, /\bcool\b/i, /\bfriction\b/i, /\bdouble-check\b/i, /\bhaste\b/i, /\braise[s]? expenses\b/i, /\bstrain\b/i, /\bdelay/i, /\bcaution\b/i];

export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

function polarity(sentence: string): 'positive' | 'negative' | 'both' | 'none' {
  const positive = POSITIVE.some((pattern) => pattern.test(sentence));
  const negative = NEGATIVE.some((pattern) => pattern.test(sentence));
  return positive && negative ? 'both' : positive ? 'positive' : negative ? 'negative' : 'none';
}

/** The planets a reading speaks of both well and badly (sentences that are themselves mixed are left out). */
export function contradictionsIn(reading: Pick<HoroscopeEntry, (typeof PROSE_FIELDS)[number]>): string[] {
  const seen = new Map<string, Set<'positive' | 'negative'>>();
  for (const field of PROSE_FIELDS) {
    for (const sentence of sentencesOf(reading[field])) {
      // A clause's tone belongs to the planets it names, or else to those of the clause before it
      // ("With Jupiter in your 4th house, double-check before you commit").
      let current: string[] = [];
      for (const clause of sentence.split(/[,;:]\s*/)) {
        const named = PLANETS.filter((name) => new RegExp(`\\b${name}\\b`).test(clause));
        if (named.length > 0) current = named;
        const tone = polarity(clause);
        if (tone !== 'positive' && tone !== 'negative') continue;
        for (const planet of current) seen.set(planet, (seen.get(planet) ?? new Set()).add(tone));
      }
    }
  }
  return [...seen].filter(([, tones]) => tones.size === 2).map(([planet]) => planet);
}

export function recurrenceOf(readings: readonly Pick<HoroscopeEntry, (typeof PROSE_FIELDS)[number]>[]): { sentences: number; recurring: number } {
  const signsBySentence = new Map<string, Set<number>>();
  readings.forEach((reading, index) => {
    for (const field of PROSE_FIELDS) {
      for (const sentence of sentencesOf(reading[field])) signsBySentence.set(sentence, (signsBySentence.get(sentence) ?? new Set()).add(index));
    }
  });
  let sentences = 0;
  let recurring = 0;
  readings.forEach((reading, index) => {
    for (const field of PROSE_FIELDS) {
      for (const sentence of sentencesOf(reading[field])) {
        sentences += 1;
        if ([...signsBySentence.get(sentence)!].some((other) => other !== index)) recurring += 1;
      }
    }
  });
  return { sentences, recurring };
}
