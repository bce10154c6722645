import { useEffect, useState } from 'react';
import type { Components, Theme } from '@mui/material/styles';
import type { UiLanguage } from '@astrosetu/contracts';
import type { TranslatedLanguage } from './component-texts';

/** Loaded once per language for the whole page (the theme entry is a federation singleton: one map for every app). */
const loaded = new Map<TranslatedLanguage, Components<Theme>>();

/**
 * MUI's own texts in the site's language (component-texts.ts), for the theme: undefined in English (MUI's
 * defaults) and, for a moment after switching, until the language's texts have arrived.
 */
export function useComponentTexts(language: UiLanguage): Components<Theme> | undefined {
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (language === 'en' || loaded.has(language)) return;
    let current = true;
    void import('./component-texts')
      .then(({ componentTextsFor }) => componentTextsFor(language))
      .then((texts) => {
        loaded.set(language, texts);
        if (current) setArrived((count) => count + 1);
      });
    return () => {
      current = false;
    };
  }, [language]);
  return language === 'en' ? undefined : loaded.get(language);
}
