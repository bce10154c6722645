import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HomeRounded from '@mui/icons-material/HomeRounded';
import { useDocumentMeta } from '@astrosetu/web-core';

const SUGGESTIONS = [
  { to: '/astrologers', label: 'Talk to an astrologer' },
  { to: '/horoscopes', label: "Read today's horoscope" },
  { to: '/kundli', label: 'Make your free kundli' },
  { to: '/blog', label: 'Browse the blog' },
];

/** Shown for a path no route matches (signed-in visitors): says so kindly and offers ways on. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentMeta({ title: '404 Page Not Found' });
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Box aria-hidden sx={{ fontSize: 56, lineHeight: 1, mb: 2, color: 'brand.marigold' }}>
        ✦ ☾ ✦
      </Box>
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
        <Box component="span" sx={{ display: 'block', fontSize: '1.6em', color: 'primary.main' }}>
          404
        </Box>{' '}
        Page Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        Even the stars could not find <Box component="code" sx={{ overflowWrap: 'anywhere' }}>{pathname}</Box>. The page may have moved, or the link may be
        mistyped.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large" startIcon={<HomeRounded />} sx={{ mt: 4 }}>
        Back to Home
      </Button>
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1} justifyContent="center" sx={{ mt: 3 }} component="nav" aria-label="Popular pages">
        {SUGGESTIONS.map((suggestion) => (
          <Button key={suggestion.to} component={RouterLink} to={suggestion.to} variant="text">
            {suggestion.label}
          </Button>
        ))}
      </Stack>
    </Container>
  );
}
