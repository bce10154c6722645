import { useCallback } from 'react';
import { useLanguage } from '@astrosetu/design-system/i18n';
import type { UiLanguage } from '@astrosetu/contracts';
import { useAppDispatch } from '../store/hooks';
import { chooseSiteLanguage } from './site-language';

/** The site's language and the switch the language menu calls (saves a signed-in user's choice to the account). */
export function useSiteLanguage() {
  const dispatch = useAppDispatch();
  const { language, languages, info } = useLanguage();
  const choose = useCallback((next: UiLanguage) => dispatch(chooseSiteLanguage(next)), [dispatch]);
  return { language, languages, info, choose };
}
