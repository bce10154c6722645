import type { UiLanguage } from '../ui-language';
import { suitDomain, tarotDeck, type TarotDeckCard, type TarotSuit } from './tarot-deck';
import { hindiTarotDeck } from './tarot-deck-hi';
import { tamilTarotDeck } from './tarot-deck-ta';
import { teluguTarotDeck } from './tarot-deck-te';
import { bengaliTarotDeck } from './tarot-deck-bn';
import { marathiTarotDeck } from './tarot-deck-mr';
import { gujaratiTarotDeck } from './tarot-deck-gu';
import { kannadaTarotDeck } from './tarot-deck-kn';
import { malayalamTarotDeck } from './tarot-deck-ml';
import { buildTarotDeck, type TarotDeckLanguage, type TarotDeckText } from './tarot-deck-text';

/**
 * Every language's deck at once, synchronously: for the API (the paid reading's PDF). The web fetches one
 * language's deck when it needs it (tarot-deck-loader.ts), so that English pages do not carry Hindi and Tamil.
 */
const texts: Readonly<Record<TarotDeckLanguage, TarotDeckText>> = { hi: hindiTarotDeck, ta: tamilTarotDeck, te: teluguTarotDeck, bn: bengaliTarotDeck, mr: marathiTarotDeck, gu: gujaratiTarotDeck, kn: kannadaTarotDeck, ml: malayalamTarotDeck };

const decks = new Map<UiLanguage, readonly TarotDeckCard[]>([['en', tarotDeck]]);

/**
 * The deck in a language: the same cards in the same order as `tarotDeck` (index i is the same card in every
 * language; `suit` stays the English id), with the name and meanings in that language.
 */
export function tarotDeckIn(language: UiLanguage): readonly TarotDeckCard[] {
  const cached = decks.get(language);
  if (cached) return cached;
  const deck = buildTarotDeck(texts[language as TarotDeckLanguage]);
  decks.set(language, deck);
  return deck;
}

/** A suit's name as the language's tarot readers write it ('Wands', 'वैंड्स', 'வாண்ட்ஸ்'). */
export function tarotSuitName(suit: TarotSuit, language: UiLanguage): string {
  return language === 'en' ? suit : texts[language as TarotDeckLanguage].suits[suit];
}

/** What a suit speaks of, in the language ('energy, ambition and action'). */
export function tarotSuitDomain(suit: TarotSuit, language: UiLanguage): string {
  return language === 'en' ? suitDomain[suit] : texts[language as TarotDeckLanguage].suitDomain[suit];
}
