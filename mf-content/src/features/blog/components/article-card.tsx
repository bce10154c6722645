import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import { alpha } from '@mui/material/styles';
import { DEFAULT_CATEGORY_COLOR, DEFAULT_LANGUAGE, type ArticleSummary, type Category } from '@astrosetu/contracts';
import { DEFAULT_READ_TIME, formatArticleDate, MAX_CARD_TAGS } from '../model/article-dates';
import { articlePath, languageDirection } from '../model/blog-languages';
import { useContentText } from '../../../locales/use-text';
import { CategoryIcon } from './category-icon';

export interface ArticleCardProps {
  article: ArticleSummary;
  /** The category's colour (#RRGGBB). */
  color?: string;
  /** The category's icon name, drawn on the cover when the article has no image. */
  icon?: string;
  /**
   * The article's category as the blog's category list names it, in the language the blog is read in: the chip is
   * the reader's way to the category (an English article on the Tamil blog shows ராசிபலன், as the tiles above do).
   * Without it the chip shows the article's own category name.
   */
  category?: Category;
  featured?: boolean;
}

/**
 * An article in a list: cover (image or a tinted band), category, title, excerpt, up to 3 tags and read time.
 * The article's own text (title, excerpt, tags, category) carries its language and direction, isolated from the
 * labels around it, which stay in the site's language and order (an Urdu title on the English site reads right to
 * left; "Featured" and "6 min read" keep their places).
 */
export function ArticleCard({ article, color = DEFAULT_CATEGORY_COLOR, icon = '', category, featured = false }: ArticleCardProps) {
  const { t } = useContentText();
  const dir = languageDirection(article.language);
  const categoryLabel = category ? { name: category.name, language: category.language ?? DEFAULT_LANGUAGE } : { name: article.categoryName, language: article.language };
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={articlePath(article.slug)} sx={{ height: '100%', display: 'flex', flexDirection: featured ? { xs: 'column', md: 'row' } : 'column', alignItems: 'stretch' }}>
        <Box
          sx={{
            flexShrink: 0,
            width: featured ? { xs: '100%', md: '45%' } : '100%',
            minHeight: featured ? { xs: 180, md: 300 } : 140,
            background: article.featuredImage
              ? `center / cover no-repeat url("${article.featuredImage}")`
              : `radial-gradient(circle at 80% 20%, ${alpha(color, 0.55)}, transparent 55%), linear-gradient(135deg, ${alpha(color, 0.9)}, ${alpha(color, 0.45)})`,
          }}
          role={article.featuredImage ? 'img' : undefined}
          aria-label={article.featuredImage ? article.title : undefined}
        >
          {article.featuredImage ? null : (
            <Box aria-hidden sx={{ height: '100%', minHeight: 'inherit', display: 'grid', placeItems: 'center', color: 'rgba(255,255,255,0.85)', '& svg': { fontSize: featured ? 96 : 56 } }}>
              <CategoryIcon name={icon} fontSize="large" />
            </Box>
          )}
        </Box>
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            {featured ? <Chip label={t('blog.card.featured')} size="small" color="secondary" sx={{ fontWeight: 700 }} /> : null}
            <Chip label={<bdi lang={categoryLabel.language}>{categoryLabel.name}</bdi>} size="small" variant="outlined" sx={{ borderColor: color, fontWeight: 600 }} />
          </Stack>
          <Typography variant={featured ? 'h4' : 'h6'} component={featured ? 'h2' : 'h3'} lang={article.language} dir={dir}>
            {article.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" lang={article.language} dir={dir} sx={{ display: '-webkit-box', WebkitLineClamp: featured ? 4 : 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {article.excerpt}
          </Typography>
          {article.tags.length > 0 ? (
            <Stack direction="row" spacing={0.75} flexWrap="wrap" useFlexGap component="ul" aria-label={t('blog.card.tags')} lang={article.language} dir={dir} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {article.tags.slice(0, MAX_CARD_TAGS).map((tag) => (
                <li key={tag}>
                  <Chip label={`#${tag}`} size="small" sx={{ bgcolor: 'action.hover' }} />
                </li>
              ))}
            </Stack>
          ) : null}
          <Box sx={{ flexGrow: 1 }} />
          <Stack direction="row" spacing={1.5} alignItems="center" sx={{ color: 'text.secondary' }}>
            <Typography variant="caption">{formatArticleDate(article.publishedAt)}</Typography>
            <Stack direction="row" spacing={0.5} alignItems="center">
              <ScheduleRounded sx={{ fontSize: 16 }} aria-hidden />
              <Typography variant="caption">{t('blog.readTime', { count: article.readTime || DEFAULT_READ_TIME })}</Typography>
            </Stack>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
