import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HomeRounded from '@mui/icons-material/HomeRounded';
import { useDocumentMeta } from '@astrosetu/web-core';
import { useContentText } from '../locales/use-text';


/** Stars and a moon over the message: decoration, hidden from screen readers. */
const ORNAMENT = '✦ ☾ ✦';

/** Ways on, each with its label at notFound.suggestions.{key}. */
const SUGGESTIONS = [
  { to: '/astrologers', key: 'astrologers' },
  { to: '/horoscopes', key: 'horoscopes' },
  { to: '/kundli', key: 'kundli' },
  { to: '/blog', key: 'blog' },
] as const;

/** Shown for a path no route matches (signed-in visitors): says so kindly and offers ways on. */
export default function NotFoundPage() {
  const { t } = useContentText();
  const { pathname } = useLocation();
  useDocumentMeta({ title: t('notFound.metaTitle') });
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Box aria-hidden sx={{ fontSize: 56, lineHeight: 1, mb: 2, color: 'brand.marigold' }}>
        {ORNAMENT}
      </Box>
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
        <Box component="span" sx={{ display: 'block', fontSize: '1.6em', color: 'primary.main' }}>
          404
        </Box>{' '}
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {t('notFound.text')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        <Box component="code" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
          {pathname}
        </Box>
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large" startIcon={<HomeRounded />} sx={{ mt: 4 }}>
        {t('notFound.home')}
      </Button>
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1} justifyContent="center" sx={{ mt: 3 }} component="nav" aria-label={t('notFound.popular')}>
        {SUGGESTIONS.map((suggestion) => (
          <Button key={suggestion.to} component={RouterLink} to={suggestion.to} variant="text">
            {t(`notFound.suggestions.${suggestion.key}`)}
          </Button>
        ))}
      </Stack>
    </Container>
  );
}
