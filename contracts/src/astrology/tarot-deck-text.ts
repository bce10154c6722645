import type { UiLanguage } from '../ui-language';
import type { TarotDeckCard, TarotSuit } from './tarot-deck';

/**
 * The deck of tarot-deck.ts in another language: the same 78 cards in the same order (ids and draws do not depend
 * on the language), with names as that language's tarot readers write them and the meanings rewritten in it.
 * One module per language (tarot-deck-hi.ts, tarot-deck-ta.ts), so the web fetches only the one it shows.
 *
 * Names: Hindi and Tamil tarot sites and readers keep the Rider-Waite-Smith names, written in their script ("द फ़ूल",
 * "ऐस ऑफ़ वैंड्स"; "தி ஃபூல்", "ஏஸ் ஆஃப் வாண்ட்ஸ்"), not translations ("मूर्ख") that no reader would look up: a
 * card's name is a proper name. Everything said about a card is written in the language itself.
 */

export type TarotDeckLanguage = Exclude<UiLanguage, 'en'>;

export interface TarotDeckText {
  majorNames: readonly string[];
  /** [upright, reversed] of the 22 major arcana, in order. */
  major: ReadonlyArray<readonly [string, string]>;
  /** Ace to King. */
  ranks: readonly string[];
  suits: Readonly<Record<TarotSuit, string>>;
  /** The name of a minor card from its rank and suit (a proper name: the order of the English is kept). */
  minorName: (rank: string, suit: string) => string;
  minor: Readonly<Record<TarotSuit, ReadonlyArray<readonly [string, string]>>>;
  suitDomain: Readonly<Record<TarotSuit, string>>;
}

const SUIT_ORDER: readonly TarotSuit[] = ['Wands', 'Cups', 'Swords', 'Pentacles'];

/** The 78 cards in a language, in the order of `tarotDeck` (`suit` stays the English id). */
export function buildTarotDeck(text: TarotDeckText): readonly TarotDeckCard[] {
  return [
    ...text.majorNames.map((name, index) => ({ name, arcana: 'major' as const, upright: text.major[index][0], reversed: text.major[index][1] })),
    ...SUIT_ORDER.flatMap((suit) =>
      text.minor[suit].map(([upright, reversed], index) => ({ name: text.minorName(text.ranks[index], text.suits[suit]), arcana: 'minor' as const, suit, upright, reversed })),
    ),
  ];
}
