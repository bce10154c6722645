import { useCallback, useEffect, useReducer } from 'react';
import { loadedTarotDeck, loadTarotDeck } from '@astrosetu/contracts';
import { useLanguage } from '@astrosetu/design-system/i18n';
import { useContentText } from '../../../locales/use-text';
import type { TarotCard } from '../model/major-arcana';

export interface TarotCardText {
  name: string;
  /** What the card face shows at the top: the Roman numeral of a trump, the rank of a minor card. */
  mark: string;
  keywords: string;
  upright: string;
  reversed: string;
}

type ContentKey = Parameters<ReturnType<typeof useContentText>['t']>[0];

const COURT_AND_ACE = new Set(['A', 'P', 'Kn', 'Q', 'K']);

/**
 * A card's name and texts in the visitor's language, by its id: the name (as Hindi and Tamil tarot readers write
 * it) and a minor card's meanings come from the shared deck in contracts (card id = deck index), a trump's
 * keywords and this site's own readings from the catalogue (tarot.major), a minor card's keywords from its suit's.
 * Null while the language's deck is being fetched (its own chunk; English is bundled).
 */
export function useTarotCardText(): ((card: TarotCard) => TarotCardText) | null {
  const { t } = useContentText();
  const { language } = useLanguage();
  const [, deckArrived] = useReducer((count: number) => count + 1, 0);
  const deck = loadedTarotDeck(language);
  useEffect(() => {
    if (deck) return undefined;
    let current = true;
    void loadTarotDeck(language).then(() => current && deckArrived());
    return () => {
      current = false;
    };
  }, [deck, language]);
  const text = useCallback(
    (card: TarotCard): TarotCardText => {
      const deckCard = deck![card.id];
      const mark = COURT_AND_ACE.has(card.numeral) ? t(`tarot.faceMark.${card.numeral}` as ContentKey) : card.numeral;
      if (!card.suit) {
        return {
          name: deckCard.name,
          mark,
          keywords: t(`tarot.major.${card.id}.keywords` as ContentKey),
          upright: t(`tarot.major.${card.id}.upright` as ContentKey),
          reversed: t(`tarot.major.${card.id}.reversed` as ContentKey),
        };
      }
      const sentence = (phrase: string) => t('tarot.reading.meaning', { meaning: `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}` });
      return {
        name: deckCard.name,
        mark,
        keywords: t(`tarot.suitKeywords.${card.suit}`),
        upright: sentence(deckCard.upright),
        reversed: sentence(deckCard.reversed),
      };
    },
    [t, deck],
  );
  return deck ? text : null;
}
