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

/** A language's name in the language the visitor reads the site in ('जापानी' for 'ja' on the Hindi site). */
export function languageName(code: string, inLanguage: string = DEFAULT_LANGUAGE): string {
  try {
    const name = new Intl.DisplayNames([inLanguage], { type: 'language', fallback: 'none' }).of(code);
    if (name) return name;
  } catch {
    // An engine without Intl.DisplayNames: the English name below.
  }
  return articleLanguages.find((language) => language.code === code)?.name ?? code;
}

const isBlogLanguage = (code: string | null): code is string => code !== null && BLOG_LANGUAGES.some((option) => option.code === code);

export interface BlogLanguage {
  /** The language whose articles are listed. */
  language: string;
  /** True when the visitor picked it (?lang=); false when it follows the site's language. */
  chosen: boolean;
  select: (code: string) => void;
}

/**
 * The blog's language, kept in the URL (?lang=hi) so a filtered list can be shared. Without one, the articles follow
 * the language the site is read in (Hindi articles on the Hindi site), else English. Choosing the site's own language
 * drops the parameter; choosing English on a Hindi site keeps ?lang=en, since an empty one would mean Hindi again.
 */
export function useBlogLanguage(siteLanguage: string = DEFAULT_LANGUAGE): BlogLanguage {
  const [params, setParams] = useSearchParams();
  const value = params.get('lang');
  const chosen = isBlogLanguage(value);
  const language = chosen ? value : isBlogLanguage(siteLanguage) ? siteLanguage : DEFAULT_LANGUAGE;
  const select = useCallback(
    (code: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (code === siteLanguage || (code === DEFAULT_LANGUAGE && !isBlogLanguage(siteLanguage))) next.delete('lang');
          else next.set('lang', code);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams, siteLanguage],
  );
  return { language, chosen, select };
}

/** A link that keeps the chosen language (no parameter when it is the one the blog would pick anyway). */
export function withLanguage(path: string, language: string, siteLanguage: string = DEFAULT_LANGUAGE): string {
  const implied = isBlogLanguage(siteLanguage) ? siteLanguage : DEFAULT_LANGUAGE;
  return language === implied ? path : `${path}?lang=${language}`;
}

export function articlePath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}
