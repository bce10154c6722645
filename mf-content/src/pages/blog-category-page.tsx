import { Link as RouterLink, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { LanguageSelect } from '@astrosetu/design-system/language-select';
import { PageHero } from '@astrosetu/design-system/page-hero';
import { useGetCategoriesQuery } from '../features/blog/api/blog-api';
import { ArticleList } from '../features/blog/components/article-list';
import { BLOG_LANGUAGES, useBlogLanguage, withLanguage } from '../features/blog/model/blog-languages';
import { useDocumentMeta } from '@astrosetu/web-core';
import { useContentText } from '../locales/use-text';
import { PageSection } from '../shared/ui/page-section';

/** /blog/category/{slug}: the articles of one category in the chosen language. */
export default function BlogCategoryPage() {
  const { slug = '' } = useParams();
  const { t, language: siteLanguage } = useContentText();
  const { language, chosen, select } = useBlogLanguage(siteLanguage);
  const { data: categories = [], isLoading } = useGetCategoriesQuery(language);
  const category = categories.find((candidate) => candidate.slug === slug);
  const title = category?.name ?? (isLoading ? t('blog.category.loadingTitle') : t('blog.category.fallbackTitle'));
  useDocumentMeta({ title: t('blog.category.metaTitle', { category: title }) });

  return (
    <>
      <PageHero title={<bdi>{title}</bdi>} subtitle={t('blog.category.subtitle')} eyebrow={t('blog.category.eyebrow')} dense />
      <PageSection>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="space-between" alignItems={{ sm: 'center' }} sx={{ mb: 3 }}>
          <Button component={RouterLink} to={withLanguage('/blog', language, siteLanguage)} startIcon={<ArrowBackRounded />}>
            {t('blog.category.allCategories')}
          </Button>
          <LanguageSelect value={language} onChange={select} options={BLOG_LANGUAGES} label={t('blog.articleLanguage')} size="small" />
        </Stack>
        <ArticleList language={language} category={slug} categories={categories} onLanguageChange={select} fallBackToEnglish={!chosen} />
      </PageSection>
    </>
  );
}
