import { defineCatalogue } from '@astrosetu/design-system/i18n';
import en from './en.json';

/** The shell's words: navigation, footer, language menu, login and registration, an unavailable area. */
export const useShellText = defineCatalogue({
  namespace: 'shell',
  en,
  load: { hi: () => import('./hi.json'), ta: () => import('./ta.json'), te: () => import('./te.json'), bn: () => import('./bn.json'), mr: () => import('./mr.json'), gu: () => import('./gu.json'), kn: () => import('./kn.json'), ml: () => import('./ml.json') },
});

export type ShellMessageKey = Parameters<typeof useShellText.translate>[0];
