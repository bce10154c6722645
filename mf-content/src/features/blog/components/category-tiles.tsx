import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { Category } from '@astrosetu/contracts';
import { withLanguage } from '../model/blog-languages';
import { useContentText } from '../../../locales/use-text';
import { CategoryIcon } from './category-icon';

/** The categories as coloured tiles, each opening /blog/category/{slug} in the chosen language. */
export function CategoryTiles({ categories, language }: { categories: readonly Category[]; language: string }) {
  const { t, language: siteLanguage } = useContentText();
  return (
    <Box component="ul" aria-label={t('blog.categoriesList')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' } }}>
      {categories.map((category) => (
        <li key={category.slug}>
          <Card sx={{ height: '100%', borderColor: alpha(category.color, 0.4) }}>
            <CardActionArea component={RouterLink} to={withLanguage(`/blog/category/${category.slug}`, language, siteLanguage)} sx={{ height: '100%', p: 1.5 }}>
              <Stack direction="row" spacing={1.25} alignItems="center" lang={category.language ?? 'en'}>
                <Box sx={{ display: 'grid', placeItems: 'center', width: 36, height: 36, flexShrink: 0, borderRadius: 2, color: category.color, bgcolor: alpha(category.color, 0.14) }}>
                  <CategoryIcon name={category.icon} fontSize="small" />
                </Box>
                <Typography variant="subtitle2" component="span" dir="auto">
                  {category.name}
                </Typography>
              </Stack>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
