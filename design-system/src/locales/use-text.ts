import { defineCatalogue } from '../i18n/define-catalogue';
import en from './en.json';

/** The design system's own words (component labels, empty defaults, countdown and rating texts, format units). */
export const useDesignSystemText = defineCatalogue({
  namespace: 'design-system',
  en,
  load: { hi: () => import('./hi.json'), ta: () => import('./ta.json') },
});
