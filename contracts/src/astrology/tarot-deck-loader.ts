import type { UiLanguage } from '../ui-language';
import { tarotDeck, type TarotDeckCard } from './tarot-deck';
import { buildTarotDeck, type TarotDeckLanguage, type TarotDeckText } from './tarot-deck-text';

/**
 * The deck in a language, fetched when first needed: for the web, where each language's deck is its own chunk
 * (about 11 kB compressed each), like the message catalogues. English is bundled (`tarotDeck`).
 *
 *   const deck = loadedTarotDeck('hi') ?? (await loadTarotDeck('hi'));
 */
const loaders: Readonly<Record<TarotDeckLanguage, () => Promise<TarotDeckText>>> = {
  hi: () => import('./tarot-deck-hi').then((module) => module.hindiTarotDeck),
  ta: () => import('./tarot-deck-ta').then((module) => module.tamilTarotDeck),
  te: () => import('./tarot-deck-te').then((module) => module.teluguTarotDeck),
  bn: () => import('./tarot-deck-bn').then((module) => module.bengaliTarotDeck),
  mr: () => import('./tarot-deck-mr').then((module) => module.marathiTarotDeck),
  gu: () => import('./tarot-deck-gu').then((module) => module.gujaratiTarotDeck),
  kn: () => import('./tarot-deck-kn').then((module) => module.kannadaTarotDeck),
  ml: () => import('./tarot-deck-ml').then((module) => module.malayalamTarotDeck),
};

const loaded = new Map<UiLanguage, readonly TarotDeckCard[]>([['en', tarotDeck]]);

/** The deck in a language if it is already here (English always is), else undefined. */
export function loadedTarotDeck(language: UiLanguage): readonly TarotDeckCard[] | undefined {
  return loaded.get(language);
}

/** Fetches a language's deck (once) and keeps it for loadedTarotDeck. */
export async function loadTarotDeck(language: UiLanguage): Promise<readonly TarotDeckCard[]> {
  const here = loaded.get(language);
  if (here) return here;
  const deck = buildTarotDeck(await loaders[language as TarotDeckLanguage]());
  loaded.set(language, deck);
  return deck;
}
