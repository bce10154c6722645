import { FULL_DECK } from './full-deck';
import { FAST_TIMING_CARD_IDS, POSITIVE_OUTCOME_CARD_IDS, type TarotCard } from './major-arcana';
import { seededRandom } from './seeded-random';
import { TAROT_SPREADS, type TarotSpreadId } from './spreads';

/** Each card lands upright with about 70% chance. */
export const UPRIGHT_PROBABILITY = 0.7;

export interface DrawnCard {
  card: TarotCard;
  position: string;
  upright: boolean;
  /** The meaning for the way the card fell. */
  meaning: string;
}

export type TarotOutcome = 'positive' | 'mixed' | 'learning';

export interface TarotReading {
  spread: TarotSpreadId;
  seed: number;
  cards: DrawnCard[];
  timing: '1-3 months' | '3-6 months';
  outcome: TarotOutcome;
}

/** Timing: 1-3 months when the Tower, Death or the Fool is drawn, otherwise 3-6 months. */
export function readingTiming(cards: readonly DrawnCard[]): TarotReading['timing'] {
  return cards.some((drawn) => FAST_TIMING_CARD_IDS.includes(drawn.card.id)) ? '1-3 months' : '3-6 months';
}

/** Outcome: two or more upright Sun, Star or World cards is positive, one is mixed, none is learning first (tarot.outcome in the catalogue). */
export function readingOutcome(cards: readonly DrawnCard[]): TarotOutcome {
  const positives = cards.filter((drawn) => drawn.upright && POSITIVE_OUTCOME_CARD_IDS.includes(drawn.card.id)).length;
  if (positives >= 2) return 'positive';
  if (positives === 1) return 'mixed';
  return 'learning';
}

/**
 * Shuffles the 78 cards with the seed (Fisher-Yates, so every card appears at most once), deals the spread's
 * positions in order, then turns each card upright or reversed.
 */
export function drawReading(spread: TarotSpreadId, seed: number): TarotReading {
  const random = seededRandom(seed);
  const deck = [...FULL_DECK];
  for (let index = deck.length - 1; index > 0; index -= 1) {
    const swap = Math.floor(random() * (index + 1));
    [deck[index], deck[swap]] = [deck[swap], deck[index]];
  }
  const cards = TAROT_SPREADS[spread].positions.map((position, index) => {
    const card = deck[index];
    const upright = random() < UPRIGHT_PROBABILITY;
    return { card, position, upright, meaning: upright ? card.upright : card.reversed };
  });
  return { spread, seed, cards, timing: readingTiming(cards), outcome: readingOutcome(cards) };
}
