import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { articleLanguages, blogLanguageCodes, DEFAULT_LANGUAGE, isArticleLanguage, uiLanguageOf, type ArticleLanguage } from '@astrosetu/contracts';
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

const isBlogLanguage = (code: string | null): code is ArticleLanguage => code !== null && isArticleLanguage(code) && BLOG_LANGUAGES.some((option) => option.code === code);

/**
 * The URL parameter of the articles' language. `?lang=` is the site's language everywhere (the shell applies it),
 * so the blog's filter has its own name: `/blog?articles=ja` lists Japanese articles on a site read in English or Hindi.
 */
export const ARTICLES_PARAM = 'articles';

/**
 * The article language an older shared link carries: before ?articles= existed the blog used ?lang= for it. A
 * language the site itself is offered in (?lang=hi) is the site's language now, which the articles follow anyway;
 * any other blog language (?lang=ja) can only have meant the articles.
 */
function legacyArticleLanguage(params: URLSearchParams): ArticleLanguage | null {
  const value = params.get('lang');
  return isBlogLanguage(value) && uiLanguageOf(value) === null ? value : null;
}

export interface BlogLanguage {
  /** The language whose articles are listed. */
  language: ArticleLanguage;
  /** True when the visitor picked it (?articles=); false when it follows the site's language. */
  chosen: boolean;
  select: (code: string) => void;
}

/**
 * The blog's article language, kept in the URL (?articles=ja) so a filtered list can be shared. Without one, the
 * articles follow the language the site is read in (Hindi articles on the Hindi site), else English. Choosing the
 * site's own language drops the parameter; choosing English on a Hindi site keeps ?articles=en, since an empty one
 * would mean Hindi again. An old link's ?lang=ja becomes ?articles=ja (replacing the history entry).
 */
export function useBlogLanguage(siteLanguage: string = DEFAULT_LANGUAGE): BlogLanguage {
  const [params, setParams] = useSearchParams();
  const value = params.get(ARTICLES_PARAM);
  const legacy = legacyArticleLanguage(params);
  const picked = isBlogLanguage(value) ? value : legacy;
  const chosen = picked !== null;
  const language = picked ?? (isBlogLanguage(siteLanguage) ? siteLanguage : DEFAULT_LANGUAGE);

  useEffect(() => {
    if (legacy === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('lang');
        if (!next.has(ARTICLES_PARAM)) next.set(ARTICLES_PARAM, legacy);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [legacy, setParams]);

  const select = useCallback(
    (code: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (legacyArticleLanguage(next) !== null) next.delete('lang');
          if (code === siteLanguage || (code === DEFAULT_LANGUAGE && !isBlogLanguage(siteLanguage))) next.delete(ARTICLES_PARAM);
          else next.set(ARTICLES_PARAM, code);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams, siteLanguage],
  );
  return { language, chosen, select };
}

/** A link that keeps the chosen article language (no parameter when it is the one the blog would pick anyway). */
export function withLanguage(path: string, language: string, siteLanguage: string = DEFAULT_LANGUAGE): string {
  const implied = isBlogLanguage(siteLanguage) ? siteLanguage : DEFAULT_LANGUAGE;
  return language === implied ? path : `${path}?${ARTICLES_PARAM}=${language}`;
}

export function articlePath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}
