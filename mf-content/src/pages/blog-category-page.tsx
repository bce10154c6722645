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
import { PageSection } from '../shared/ui/page-section';

/** /blog/category/{slug}: the articles of one category in the chosen language. */
export default function BlogCategoryPage() {
  const { slug = '' } = useParams();
  const [language, setLanguage] = useBlogLanguage();
  const { data: categories = [], isLoading } = useGetCategoriesQuery(language);
  const category = categories.find((candidate) => candidate.slug === slug);
  const title = category?.name ?? (isLoading ? 'Blog' : 'Blog Category');
  useDocumentMeta({ title: `${title} articles` });

  return (
    <>
      <PageHero title={title} subtitle="Articles of this category, newest first." eyebrow="Astrology Blog" dense />
      <PageSection>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="space-between" alignItems={{ sm: 'center' }} sx={{ mb: 3 }}>
          <Button component={RouterLink} to={withLanguage('/blog', language)} startIcon={<ArrowBackRounded />}>
            All categories
          </Button>
          <LanguageSelect value={language} onChange={setLanguage} options={BLOG_LANGUAGES} label="Article language" size="small" />
        </Stack>
        <ArticleList language={language} category={slug} categories={categories} onLanguageChange={setLanguage} />
      </PageSection>
    </>
  );
}
