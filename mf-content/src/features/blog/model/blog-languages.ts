import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { articleLanguages, blogLanguageCodes, DEFAULT_LANGUAGE } from '@astrosetu/contracts';
import type { LanguageOption } from '@astrosetu/design-system/language-select';

/** The 21 languages of the blog's selector, each in its own script. */
export const BLOG_LANGUAGES: readonly LanguageOption[] = articleLanguages
  .filter((language) => (blogLanguageCodes as readonly string[]).includes(language.code))
  .map(({ code, name, nativeName }) => ({ code, name, nativeName }));

export function languageDirection(code: string): 'ltr' | 'rtl' {
  return articleLanguages.find((language) => language.code === code)?.dir ?? 'ltr';
}

export function languageName(code: string): string {
  return articleLanguages.find((language) => language.code === code)?.name ?? code;
}

/** The blog's language, kept in the URL (?lang=hi) so a filtered list can be shared; English by default. */
export function useBlogLanguage(): [string, (code: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('lang');
  const language = value && BLOG_LANGUAGES.some((option) => option.code === value) ? value : DEFAULT_LANGUAGE;
  const select = useCallback(
    (code: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (code === DEFAULT_LANGUAGE) next.delete('lang');
          else next.set('lang', code);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return [language, select];
}

/** A link that keeps the chosen language. */
export function withLanguage(path: string, language: string): string {
  return language === DEFAULT_LANGUAGE ? path : `${path}?lang=${language}`;
}

export function articlePath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}
