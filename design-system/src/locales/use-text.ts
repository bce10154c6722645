import { defineCatalogue } from '@astrosetu/design-system/i18n';
import en from './en.json';

/** The design system's own words (component labels, empty defaults, countdown and rating texts, format units). */
export const useDesignSystemText = defineCatalogue({
  namespace: 'design-system',
  en,
  load: { hi: () => import('./hi.json'), ta: () => import('./ta.json'), te: () => import('./te.json'), bn: () => import('./bn.json'), mr: () => import('./mr.json'), gu: () => import('./gu.json'), kn: () => import('./kn.json'), ml: () => import('./ml.json') },
});
