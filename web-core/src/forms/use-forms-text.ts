import { defineCatalogue } from '@astrosetu/design-system/i18n';
import en from './locales/en.json';

/** The forms' own words (buttons, hints, report reasons). */
export const useFormsText = defineCatalogue({
  namespace: 'forms',
  en,
  load: { hi: () => import('./locales/hi.json'), ta: () => import('./locales/ta.json'), te: () => import('./locales/te.json'), bn: () => import('./locales/bn.json'), mr: () => import('./locales/mr.json'), gu: () => import('./locales/gu.json'), kn: () => import('./locales/kn.json'), ml: () => import('./locales/ml.json') },
});

export { translateValidationMessage, useValidationText } from '../validation/validation-messages';
