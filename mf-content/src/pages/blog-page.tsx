import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LanguageSelect } from '@astrosetu/design-system/language-select';
import { PageHero } from '@astrosetu/design-system/page-hero';
import { useGetCategoriesQuery } from '../features/blog/api/blog-api';
import { ArticleList } from '../features/blog/components/article-list';
import { CategoryTiles } from '../features/blog/components/category-tiles';
import { NewsletterBox } from '../features/blog/components/newsletter-box';
import { BLOG_LANGUAGES, useBlogLanguage } from '../features/blog/model/blog-languages';
import { useDocumentMeta } from '@astrosetu/web-core';
import { useContentText } from '../locales/use-text';
import { PageSection } from '../shared/ui/page-section';

/** /blog: articles in 21 languages, by category, the newest one featured; in the site's language unless chosen. */
export default function BlogPage() {
  const { t, language: siteLanguage } = useContentText();
  const { language, chosen, select } = useBlogLanguage(siteLanguage);
  const { data: categories = [] } = useGetCategoriesQuery(language);
  const subtitle = t('blog.meta.subtitle');
  useDocumentMeta({ title: t('blog.meta.title'), description: subtitle });

  return (
    <>
      <PageHero title={t('blog.meta.title')} subtitle={subtitle} eyebrow={t('blog.meta.eyebrow')} dense />
      <PageSection>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="space-between" alignItems={{ sm: 'center' }} sx={{ mb: 3 }}>
          <Typography variant="h5" component="h2">
            {t('blog.categoriesHeading')}
          </Typography>
          <LanguageSelect value={language} onChange={select} options={BLOG_LANGUAGES} label={t('blog.articleLanguage')} size="small" />
        </Stack>
        {categories.length > 0 ? <CategoryTiles categories={categories} language={language} /> : null}
        <Box sx={{ mt: 5 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            {t('blog.latestHeading')}
          </Typography>
          <ArticleList language={language} categories={categories} onLanguageChange={select} fallBackToEnglish={!chosen} />
        </Box>
      </PageSection>
      <PageSection>
        <NewsletterBox />
      </PageSection>
    </>
  );
}
