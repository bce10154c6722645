import { defineCatalogue, type MessageKey, type Translate } from '@astrosetu/design-system/i18n';
import type en from './en.json';
// The home page's sections only: a first visit lands on / and should not download the text of pages it has not
// opened (about 7 KiB gzipped of 10). The build keeps just these names of en.json here (JSON modules are
// tree-shaken by name); the whole file comes as its own chunk for the other pages (see pages/index.ts).
import { astrologer, common, home, paymentReturn, startChat, trust } from './en.json';

/** The marketplace's catalogue: the home page's English bundled, the rest and Hindi and Tamil fetched when needed (docs/i18n.md). */
export const useMarketplaceText = defineCatalogue<typeof en>({
  namespace: 'marketplace',
  en: { astrologer, common, home, paymentReturn, startChat, trust },
  completeEnglish: () => import('./en.json?complete'),
  load: { hi: () => import('./hi.json'), ta: () => import('./ta.json'), te: () => import('./te.json'), bn: () => import('./bn.json'), mr: () => import('./mr.json'), gu: () => import('./gu.json'), kn: () => import('./kn.json'), ml: () => import('./ml.json') },
});

/** A key of the marketplace's catalogue, for models that name their text ('home.services.panchang.title'). */
export type MarketplaceKey = MessageKey<typeof en>;

/** The hook's `t`, for plain functions that build a sentence for a component (availabilityText(astrologer, t)). */
export type MarketplaceTranslate = Translate<typeof en>;
