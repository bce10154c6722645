import { defineCatalogue } from '@astrosetu/design-system/i18n';
import en from './en.json';

/** mf-content's catalogue (namespace 'content'): English bundled, every other offered language fetched when chosen. */
export const useContentText = defineCatalogue({
  namespace: 'content',
  en,
  load: { hi: () => import('./hi.json'), ta: () => import('./ta.json'), te: () => import('./te.json'), bn: () => import('./bn.json'), mr: () => import('./mr.json'), gu: () => import('./gu.json'), kn: () => import('./kn.json'), ml: () => import('./ml.json') },
});
