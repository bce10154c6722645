import Box from '@mui/material/Box';
import { DEFAULT_CATEGORY_COLOR, DEFAULT_LANGUAGE, type Category } from '@astrosetu/contracts';
import { EmptyState } from '@astrosetu/design-system/empty-state';
import { SkeletonCard } from '@astrosetu/design-system/skeleton-card';
import { useGetArticlesQuery } from '../api/blog-api';
import { languageName } from '../model/blog-languages';
import { ArticleCard } from './article-card';

export interface ArticleListProps {
  language: string;
  category?: string;
  categories: readonly Category[];
  onLanguageChange: (code: string) => void;
}

/** Published articles of a language (and category): the newest featured first, the rest in a grid. */
export function ArticleList({ language, category, categories, onLanguageChange }: ArticleListProps) {
  const { data: articles, isLoading, isFetching, isError } = useGetArticlesQuery({ language, category });
  const categoryOf = (slug: string) => categories.find((candidate) => candidate.slug === slug);
  const colorOf = (slug: string) => categoryOf(slug)?.color ?? DEFAULT_CATEGORY_COLOR;

  if (isLoading || (isFetching && !articles)) {
    return (
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
        {[0, 1, 2].map((index) => (
          <SkeletonCard key={index} variant="article" label="Loading articles" silent={index > 0} />
        ))}
      </Box>
    );
  }
  if (isError) return <EmptyState title="The articles could not be loaded" description="Please try again in a moment." />;
  if (!articles || articles.length === 0) {
    const english = language === DEFAULT_LANGUAGE;
    return (
      <EmptyState
        title={english ? 'No articles yet' : `No articles in ${languageName(language)} yet`}
        description={english ? 'New articles are on their way.' : 'We are translating more articles. Meanwhile, read them in English.'}
        actionLabel={english ? undefined : 'Show English articles'}
        onAction={english ? undefined : () => onLanguageChange(DEFAULT_LANGUAGE)}
      />
    );
  }
  const [featured, ...rest] = articles;
  return (
    <Box aria-busy={isFetching || undefined} sx={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <Box sx={{ mb: 3 }}>
        <ArticleCard article={featured} color={colorOf(featured.category)} icon={categoryOf(featured.category)?.icon} featured />
      </Box>
      {rest.length > 0 ? (
        <Box component="ul" aria-label="More articles" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
          {rest.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} color={colorOf(article.category)} icon={categoryOf(article.category)?.icon} />
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
