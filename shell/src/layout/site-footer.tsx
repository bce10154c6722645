import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '@astrosetu/web-core';
import { knownAudienceOf } from '../routing/audience';
import { BrandLogo } from './brand-logo';
import { footerLinksFor } from './site-links';
import { useShellText } from '../locales/use-text';

/** The footer's links, Delivery Policy among them, as far as the visitor's role can open them. */
export function SiteFooter() {
  const { user, status } = useSession();
  const { t } = useShellText();
  return (
    <Box component="footer" sx={{ mt: 'auto', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 4 }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ maxWidth: 360 }}>
            <Box sx={{ color: 'primary.main', mb: 1 }}>
              <BrandLogo />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t('footer.tagline')}
            </Typography>
          </Box>
          <Box
            component="nav"
            aria-label={t('footer.links')}
            sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, auto)' }, columnGap: 4, rowGap: 1 }}
          >
            {footerLinksFor(knownAudienceOf(user, status)).map((link) => (
              // Typography as a router link looks like MUI's Link (underline on hover) without loading it on every visit.
              <Typography
                key={link.to}
                component={RouterLink}
                to={link.to}
                variant="body2"
                color="text.secondary"
                sx={{ textDecoration: 'none', '&:hover': { textDecoration: 'underline', color: 'text.primary' } }}
              >
                {t(link.labelKey)}
              </Typography>
            ))}
          </Box>
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3 }}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}
