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
import { PageSection } from '../shared/ui/page-section';

/** /blog: articles in 21 languages, by category, the newest one featured. */
export default function BlogPage() {
  const [language, setLanguage] = useBlogLanguage();
  const { data: categories = [] } = useGetCategoriesQuery(language);
  const subtitle = 'Vedic astrology, numerology, tarot, festivals and remedies explained clearly, in English, Hindi and many Indian languages.';
  useDocumentMeta({ title: 'Astrology Blog', description: subtitle });

  return (
    <>
      <PageHero title="Astrology Blog" subtitle={subtitle} eyebrow="Read in your language" dense />
      <PageSection>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="space-between" alignItems={{ sm: 'center' }} sx={{ mb: 3 }}>
          <Typography variant="h5" component="h2">
            Categories
          </Typography>
          <LanguageSelect value={language} onChange={setLanguage} options={BLOG_LANGUAGES} label="Article language" size="small" />
        </Stack>
        {categories.length > 0 ? <CategoryTiles categories={categories} language={language} /> : null}
        <Box sx={{ mt: 5 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            Latest Articles
          </Typography>
          <ArticleList language={language} categories={categories} onLanguageChange={setLanguage} />
        </Box>
      </PageSection>
      <PageSection>
        <NewsletterBox />
      </PageSection>
    </>
  );
}
