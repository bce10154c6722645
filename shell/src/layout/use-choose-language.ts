import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { UiLanguage } from '@astrosetu/contracts';
import { LANGUAGE_QUERY_PARAMETER } from '@astrosetu/design-system/i18n';
import { useSiteLanguage } from '@astrosetu/web-core';

/**
 * The language menu's switch: the whole site changes language (and a signed-in account keeps it); an address
 * that names a language (?lang=) is kept in step, replacing the history entry rather than adding one, so that
 * the address shared or reloaded opens in the language on screen.
 */
export function useChooseLanguage() {
  const { language, languages, choose: chooseSiteLanguage } = useSiteLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const choose = useCallback(
    async (next: UiLanguage) => {
      await chooseSiteLanguage(next);
      if (searchParams.has(LANGUAGE_QUERY_PARAMETER)) {
        const updated = new URLSearchParams(searchParams);
        updated.set(LANGUAGE_QUERY_PARAMETER, next);
        setSearchParams(updated, { replace: true });
      }
    },
    [chooseSiteLanguage, searchParams, setSearchParams],
  );
  return { language, languages, choose };
}
