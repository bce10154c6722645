import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import ShareRounded from '@mui/icons-material/ShareRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Alert from '@mui/material/Alert';
import { DEFAULT_LANGUAGE, type Article } from '@astrosetu/contracts';
import { EmptyState } from '@astrosetu/design-system/empty-state';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError } from '@astrosetu/web-core';
import { useDocumentMeta } from '@astrosetu/web-core';
import { useGetArticleQuery } from '../api/blog-api';
import { DEFAULT_READ_TIME, formatArticleDate } from '../model/article-dates';
import { articlePath, languageDirection, languageName, withLanguage } from '../model/blog-languages';
import { renderMarkdown } from '@astrosetu/web-core/markdown';
import { shareLink } from '../model/share-link';
import { formatCount } from '@astrosetu/design-system/format';
import { useContentText } from '../../../locales/use-text';

/** Typography for rendered markdown, in the theme's fonts (Indic scripts need the taller line height). */
const proseSx = {
  fontSize: '1.0625rem',
  lineHeight: 1.8,
  '& h2': { typography: 'h4', mt: 4, mb: 1.5 },
  '& h3': { typography: 'h5', mt: 3, mb: 1 },
  '& p': { my: 1.5 },
  '& ul, & ol': { pl: 3 },
  '& li': { my: 0.5 },
  '& a': { color: 'primary.main' },
  '& blockquote': { borderLeft: 4, borderColor: 'brand.marigold', m: 0, my: 2, px: 2, py: 0.5, bgcolor: 'action.hover', borderRadius: 1 },
  '& table': { borderCollapse: 'collapse', width: '100%', my: 2, display: 'block', overflowX: 'auto' },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'start' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 2 },
  '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
} as const;

function ShareButton({ article }: { article: Article }) {
  const { t } = useContentText();
  const { toast } = useToast();
  const share = async () => {
    const result = await shareLink({ title: article.title, text: article.excerpt, url: window.location.href });
    if (result === 'copied') toast({ title: t('blog.article.linkCopiedTitle'), description: t('blog.article.linkCopiedDescription'), variant: 'success' });
    if (result === 'failed') toast({ title: t('blog.article.copyLinkTitle'), description: window.location.href, variant: 'info', duration: 10_000 });
  };
  return (
    <Button variant="outlined" startIcon={<ShareRounded />} onClick={() => void share()}>
      {t('blog.article.share')}
    </Button>
  );
}

/**
 * Whether the article is in the language the site is read in: if not, a link to its version in that language when
 * there is one, else a note that it is shown in its original language.
 */
function LanguageNotice({ article }: { article: Article }) {
  const { t, language } = useContentText();
  if (article.language === language) return null;
  const name = languageName(language, language);
  const version = article.translations.find((translation) => translation.language === language);
  if (version) {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('blog.article.inYourLanguage', { language: name })}{' '}
        <Link component={RouterLink} to={articlePath(version.slug)} lang={language}>
          {t('blog.article.readInYourLanguage', { language: name })}
        </Link>
      </Alert>
    );
  }
  // On the English site (the default) an article in another language was chosen for its language: no note.
  if (language === DEFAULT_LANGUAGE) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {t('blog.article.onlyInOtherLanguage', { language: name })}
    </Alert>
  );
}

/**
 * The article in its own language and direction (title, excerpt, body, tags), inside a page whose labels stay in the
 * site's language and order: an Urdu article on the English site reads right to left, "Back to Blog" stays left.
 */
function ArticleView({ article }: { article: Article }) {
  const { t, language: siteLanguage } = useContentText();
  const html = useMemo(() => renderMarkdown(article.content), [article.content]);
  const dir = languageDirection(article.language);
  useDocumentMeta({ title: article.metaTitle || article.title, description: article.metaDescription || article.excerpt, keywords: article.metaKeywords });

  return (
    <Container maxWidth="md" component="article" lang={article.language} sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ mb: 2 }} lang={siteLanguage}>
        <Button component={RouterLink} to={withLanguage('/blog', article.language, siteLanguage)} startIcon={<ArrowBackRounded />}>
          {t('blog.article.back')}
        </Button>
      </Box>
      <Box lang={siteLanguage}>
        <LanguageNotice article={article} />
      </Box>
      <Chip label={<bdi>{article.categoryName}</bdi>} component={RouterLink} to={withLanguage(`/blog/category/${article.category}`, article.language, siteLanguage)} clickable sx={{ mb: 1.5 }} />
      <Typography variant="h2" component="h1" dir={dir} sx={{ fontSize: { xs: '1.875rem', md: '2.5rem' } }}>
        {article.title}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" dir={dir} sx={{ mt: 1.5, fontWeight: 400 }}>
        {article.excerpt}
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap lang={siteLanguage} sx={{ mt: 2, color: 'text.secondary' }}>
        <Typography variant="body2">{formatArticleDate(article.publishedAt)}</Typography>
        <Stack direction="row" spacing={0.5} alignItems="center">
          <ScheduleRounded fontSize="small" aria-hidden />
          <Typography variant="body2">{t('blog.readTime', { count: article.readTime || DEFAULT_READ_TIME })}</Typography>
        </Stack>
        <Stack direction="row" spacing={0.5} alignItems="center">
          <VisibilityRounded fontSize="small" aria-hidden />
          <Typography variant="body2">{t('blog.article.views', { count: article.viewCount, views: formatCount(article.viewCount) })}</Typography>
        </Stack>
        <Typography variant="body2">{t('blog.article.by', { author: article.author.username })}</Typography>
        <Box sx={{ flexGrow: 1 }} />
        <ShareButton article={article} />
      </Stack>
      {article.featuredImage ? (
        <Box component="img" src={article.featuredImage} alt="" sx={{ width: '100%', borderRadius: 3, mt: 3, maxHeight: 420, objectFit: 'cover' }} />
      ) : null}
      <Divider sx={{ my: 3 }} />
      {/* Sanitised by renderMarkdown: no scripts, event handlers or javascript: links. */}
      <Box sx={proseSx} dir={dir} dangerouslySetInnerHTML={{ __html: html }} />
      {article.tags.length > 0 ? (
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap component="ul" aria-label={t('blog.card.tags')} dir={dir} sx={{ listStyle: 'none', p: 0, mt: 4 }}>
          {article.tags.map((tag) => (
            <li key={tag}>
              <Chip label={`#${tag}`} size="small" />
            </li>
          ))}
        </Stack>
      ) : null}
      {article.translations.length > 0 ? (
        <Typography variant="body2" sx={{ mt: 3 }} lang={siteLanguage}>
          {t('blog.article.alsoIn')}{' '}
          {article.translations.map((translation, index) => (
            <span key={translation.id}>
              {index > 0 ? ', ' : ''}
              <Link component={RouterLink} to={articlePath(translation.slug)} lang={translation.language}>
                {languageName(translation.language, siteLanguage)}
              </Link>
            </span>
          ))}
        </Typography>
      ) : null}
      <Paper variant="outlined" sx={{ mt: 5, p: { xs: 2.5, md: 4 }, textAlign: 'center' }} lang={siteLanguage}>
        <Typography variant="h5" component="h2">
          {t('blog.article.ctaTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {t('blog.article.ctaText')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="center">
          <Button component={RouterLink} to="/astrologers" variant="contained">
            {t('blog.article.consult')}
          </Button>
          <Button component={RouterLink} to="/blog" variant="outlined">
            {t('blog.article.more')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

function ArticleNotFound() {
  const { t } = useContentText();
  useDocumentMeta({ title: t('blog.article.notFoundTitle') });
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="h3" component="h1" textAlign="center" sx={{ mb: 3 }}>
        {t('blog.article.notFoundTitle')}
      </Typography>
      <EmptyState title={t('blog.article.nothingHere')} description={t('blog.article.notFoundDescription')} headingLevel="h2" />
      <Box textAlign="center" sx={{ mt: 3 }}>
        <Button component={RouterLink} to="/blog" variant="contained" startIcon={<ArrowBackRounded />}>
          {t('blog.article.back')}
        </Button>
      </Box>
    </Container>
  );
}

/** One article by its slug: content rendered safely, metadata for the page, share and calls to action. */
export function BlogArticle({ slug }: { slug: string }) {
  const { t } = useContentText();
  const { data: article, isLoading, error } = useGetArticleQuery(slug, { skip: !slug });
  if (!slug || (error && normaliseApiError(error).status === 404)) return <ArticleNotFound />;
  if (isLoading) {
    return (
      <Container maxWidth="md" sx={{ py: 5 }} role="status" aria-label={t('blog.article.loading')}>
        <Skeleton variant="text" sx={{ fontSize: '2.5rem' }} />
        <Skeleton variant="text" width="70%" />
        <Skeleton variant="rounded" height={240} sx={{ mt: 3 }} />
      </Container>
    );
  }
  if (!article) {
    return (
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <Typography variant="h3" component="h1" textAlign="center" sx={{ mb: 3 }}>
          {t('blog.article.unavailableTitle')}
        </Typography>
        <EmptyState title={t('blog.article.loadErrorTitle')} description={t('blog.article.loadErrorDescription')} headingLevel="h2" />
      </Container>
    );
  }
  return <ArticleView article={article} />;
}
