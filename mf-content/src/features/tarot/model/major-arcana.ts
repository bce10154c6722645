import en from '../../../locales/en.json';

/**
 * A card of the deck the free reader shuffles: the 22 trumps of the Major Arcana, numbered 0 (The Fool) to 21
 * (The World), then the 56 minor cards (ids 22-77, see full-deck.ts), with its English name and texts. The reader
 * shows a card in the visitor's language by its id (use-tarot-card-text.ts).
 */
export interface TarotCard {
  id: number;
  name: string;
  /** Roman numeral printed on the card (0 has none); A, 2-10, P, Kn, Q or K for a minor card. */
  numeral: string;
  /** A glyph for the card face. */
  symbol: string;
  /** The suit of a minor card; none for the Major Arcana. */
  suit?: 'Wands' | 'Cups' | 'Swords' | 'Pentacles';
  keywords: string;
  upright: string;
  reversed: string;
}

/** Name, numeral and glyph of each trump; what it says is this site's own reading, in the catalogue (tarot.major). */
const TRUMPS: ReadonlyArray<readonly [name: string, numeral: string, symbol: string]> = [
  ['The Fool', '0', '✧'],
  ['The Magician', 'I', '∞'],
  ['The High Priestess', 'II', '☾'],
  ['The Empress', 'III', '♀'],
  ['The Emperor', 'IV', '♔'],
  ['The Hierophant', 'V', '⚷'],
  ['The Lovers', 'VI', '♡'],
  ['The Chariot', 'VII', '⛭'],
  ['Strength', 'VIII', '♌'],
  ['The Hermit', 'IX', '✦'],
  ['Wheel of Fortune', 'X', '☸'],
  ['Justice', 'XI', '⚖'],
  ['The Hanged Man', 'XII', '⟲'],
  ['Death', 'XIII', '☽'],
  ['Temperance', 'XIV', '⚗'],
  ['The Devil', 'XV', '⛓'],
  ['The Tower', 'XVI', '⚡'],
  ['The Star', 'XVII', '★'],
  ['The Moon', 'XVIII', '☾'],
  ['The Sun', 'XIX', '☀'],
  ['Judgement', 'XX', '♫'],
  ['The World', 'XXI', '◯'],
];

const readings = en.tarot.major as Record<string, { keywords: string; upright: string; reversed: string }>;

export const MAJOR_ARCANA: readonly TarotCard[] = TRUMPS.map(([name, numeral, symbol], id) => ({ id, name, numeral, symbol, ...readings[String(id)] }));

/** Cards that speed things up: a reading holding any of them happens sooner (1-3 months). */
export const FAST_TIMING_CARD_IDS: readonly number[] = [16, 13, 0];
/** Cards of a positive outcome when upright: the Sun, the Star and the World. */
export const POSITIVE_OUTCOME_CARD_IDS: readonly number[] = [19, 17, 21];
