export * from './birth-input';
export * from './zodiac';
export * from './chart';
export * from './ephemeris';
export * from './matching';
export * from './numerology';
export * from './places';
export * from './horoscope';
export * from './chart-image';
export * from './chart-styles';
export * from './chart-depth';
export * from './calendar';
export * from './tarot-deck';
// Not the per-language decks themselves (tarot-deck-hi.ts, -ta.ts): the loader fetches them as their own chunks.
export * from './tarot-deck-text';
export * from './tarot-deck-locales';
export * from './tarot-deck-loader';
