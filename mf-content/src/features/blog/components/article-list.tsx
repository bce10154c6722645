import { useDeferredValue } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DEFAULT_CATEGORY_COLOR, DEFAULT_LANGUAGE, type ArticleLanguage, type ArticleSummary, type Category } from '@astrosetu/contracts';
import { EmptyState } from '@astrosetu/design-system/empty-state';
import { SkeletonCard } from '@astrosetu/design-system/skeleton-card';
import { useContentText } from '../../../locales/use-text';
import { useGetArticlesQuery } from '../api/blog-api';
import { languageName } from '../model/blog-languages';
import { ArticleCard } from './article-card';

export interface ArticleListProps {
  language: ArticleLanguage;
  category?: string;
  categories: readonly Category[];
  onLanguageChange: (code: string) => void;
  /**
   * The language follows the site's (the visitor did not pick one): with no article in it, the English articles are
   * listed under a note saying so, rather than an empty page.
   */
  fallBackToEnglish?: boolean;
}

const gridSx = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } } as const;

/** Published articles of a language (and category): the newest featured first, the rest in a grid. */
export function ArticleList({ language, category, categories, onLanguageChange, fallBackToEnglish = false }: ArticleListProps) {
  const { t, language: siteLanguage } = useContentText();
  // Deferred: the answer arrives in a store update, which React renders whole (never time-sliced); this way the
  // cards follow in a background render that yields to taps (~300 ms of blocked main thread on a slowed phone).
  const { data: articles, isLoading, isFetching, isError } = useDeferredValue(useGetArticlesQuery({ language, category }));
  const emptyInLanguage = language !== DEFAULT_LANGUAGE && articles !== undefined && articles.length === 0;
  const fallback = useGetArticlesQuery({ language: DEFAULT_LANGUAGE, category }, { skip: !(fallBackToEnglish && emptyInLanguage) });
  const categoryOf = (slug: string) => categories.find((candidate) => candidate.slug === slug);
  const colorOf = (slug: string) => categoryOf(slug)?.color ?? DEFAULT_CATEGORY_COLOR;

  if (isLoading || (isFetching && !articles) || (fallBackToEnglish && emptyInLanguage && fallback.isLoading)) {
    return (
      <Box sx={gridSx}>
        {[0, 1, 2].map((index) => (
          <SkeletonCard key={index} variant="article" label={t('blog.list.loading')} silent={index > 0} />
        ))}
      </Box>
    );
  }
  if (isError) return <EmptyState title={t('blog.list.errorTitle')} description={t('blog.list.errorDescription')} />;
  const shown: ArticleSummary[] | undefined = fallBackToEnglish && emptyInLanguage ? fallback.data : articles;
  if (!shown || shown.length === 0) {
    const english = language === DEFAULT_LANGUAGE || fallBackToEnglish;
    return (
      <EmptyState
        title={english ? t('blog.list.emptyTitle') : t('blog.list.emptyInLanguageTitle', { language: languageName(language, siteLanguage) })}
        description={english ? t('blog.list.emptyDescription') : t('blog.list.emptyInLanguageDescription')}
        actionLabel={english ? undefined : t('blog.list.showEnglish')}
        onAction={english ? undefined : () => onLanguageChange(DEFAULT_LANGUAGE)}
      />
    );
  }
  const [featured, ...rest] = shown;
  return (
    <Box aria-busy={isFetching || undefined} sx={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
      {shown !== articles ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('blog.list.englishFallback', { language: languageName(language, siteLanguage) })}
        </Alert>
      ) : null}
      <Box sx={{ mb: 3 }}>
        <ArticleCard article={featured} color={colorOf(featured.category)} icon={categoryOf(featured.category)?.icon} category={categoryOf(featured.category)} featured />
      </Box>
      {rest.length > 0 ? (
        <Box component="ul" aria-label={t('blog.list.more')} sx={{ listStyle: 'none', p: 0, m: 0, ...gridSx }}>
          {rest.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} color={colorOf(article.category)} icon={categoryOf(article.category)?.icon} category={categoryOf(article.category)} />
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
