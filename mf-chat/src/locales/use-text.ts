import { defineCatalogue } from '@astrosetu/design-system/i18n';
import en from './en.json';

/** The chat's catalogue (namespace 'chat'): the live chat, the astrologer's dashboard, earnings, reviews and answers. */
export const useChatText = defineCatalogue({
  namespace: 'chat',
  en,
  load: { hi: () => import('./hi.json'), ta: () => import('./ta.json'), te: () => import('./te.json'), bn: () => import('./bn.json'), mr: () => import('./mr.json'), gu: () => import('./gu.json'), kn: () => import('./kn.json'), ml: () => import('./ml.json') },
});
