import { defineCatalogue, type MessageKey, type Translate } from '@astrosetu/design-system/i18n';
import en from './en.json';

/** The marketplace's catalogue: English bundled, Hindi and Tamil fetched when chosen (docs/i18n.md). */
export const useMarketplaceText = defineCatalogue({
  namespace: 'marketplace',
  en,
  load: { hi: () => import('./hi.json'), ta: () => import('./ta.json') },
});

/** A key of the marketplace's catalogue, for models that name their text ('home.services.panchang.title'). */
export type MarketplaceKey = MessageKey<typeof en>;

/** The hook's `t`, for plain functions that build a sentence for a component (availabilityText(astrologer, t)). */
export type MarketplaceTranslate = Translate<typeof en>;
