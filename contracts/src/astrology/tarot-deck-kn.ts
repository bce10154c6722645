import type { TarotDeckText } from './tarot-deck-text';
import { hindiTarotDeck } from './tarot-deck-hi';

// PLACEHOLDER(#38): this deck is being written; this file must not land as it is.
export const kannadaTarotDeck: TarotDeckText = hindiTarotDeck;
