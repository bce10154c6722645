import { TAROT_RANKS, tarotDeck, type TarotSuit } from '@astrosetu/contracts';
import en from '../../../locales/en.json';
import { MAJOR_ARCANA, type TarotCard } from './major-arcana';

/** Playing-card suits that traditionally correspond to the tarot suits, drawn on the card face. */
const SUIT_SYMBOL: Record<TarotSuit, string> = { Wands: '♣', Cups: '♥', Swords: '♠', Pentacles: '♦' };
const RANK_NUMERAL = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'P', 'Kn', 'Q', 'K'];

const sentence = (phrase: string) => `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}.`;

/**
 * The full 78-card deck the free reader shuffles: the 22 major arcana with this site's own readings, then the 56
 * minor arcana (ids 22-77) from the shared deck in contracts, the same cards the paid tarot report draws from.
 * Card id i is card i of contracts' deck, in every language.
 */
export const FULL_DECK: readonly TarotCard[] = [
  ...MAJOR_ARCANA,
  ...tarotDeck
    .filter((card) => card.arcana === 'minor')
    .map((card, index) => ({
      id: 22 + index,
      name: card.name,
      numeral: RANK_NUMERAL[TAROT_RANKS.indexOf(card.name.split(' of ')[0])],
      symbol: SUIT_SYMBOL[card.suit!],
      suit: card.suit,
      keywords: en.tarot.suitKeywords[card.suit!],
      upright: sentence(card.upright),
      reversed: sentence(card.reversed),
    })),
];
