import { defineCatalogue } from '@astrosetu/design-system/i18n';
import en from './en.json';

/** The admin's catalogue (namespace 'admin'): every admin screen. */
export const useAdminText = defineCatalogue({
  namespace: 'admin',
  en,
  load: { hi: () => import('./hi.json'), ta: () => import('./ta.json'), te: () => import('./te.json'), bn: () => import('./bn.json'), mr: () => import('./mr.json'), gu: () => import('./gu.json'), kn: () => import('./kn.json'), ml: () => import('./ml.json') },
});
