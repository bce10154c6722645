import { defineCatalogue } from '@astrosetu/design-system/i18n';
import en from './en.json';

/** web-core's own words: the page spinner, a failed panel, fallback error and session messages. */
export const useWebCoreText = defineCatalogue({
  namespace: 'web-core',
  en,
  load: { hi: () => import('./hi.json'), ta: () => import('./ta.json'), te: () => import('./te.json'), bn: () => import('./bn.json'), mr: () => import('./mr.json'), gu: () => import('./gu.json'), kn: () => import('./kn.json'), ml: () => import('./ml.json') },
});
