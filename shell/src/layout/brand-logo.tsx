import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useShellText } from '../locales/use-text';

export interface BrandLogoProps {
  /**
   * On phones (below 600 px) only the mark shows: a signed-in bar there also holds the wallet chip and the avatar, and
   * the word mark (longest in Tamil) would push it wider than a 360-390 px screen. The link keeps its name.
   */
  markOnlyOnPhones?: boolean;
}

/** The AstroSetu mark (a crescent bridging to a star) and word mark, linking home. */
export function BrandLogo({ markOnlyOnPhones = false }: BrandLogoProps = {}) {
  const { t } = useShellText();
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={t('brand.home')}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
    >
      <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: 32, height: 32, flexShrink: 0 }}>
        <circle cx="16" cy="16" r="15" fill="currentColor" opacity="0.14" />
        <path d="M19.5 7.5a9 9 0 1 0 5 13.6A7.2 7.2 0 0 1 19.5 7.5Z" fill="currentColor" />
        <path d="m23 6 1.1 2.4L26.5 9.5l-2.4 1.1L23 13l-1.1-2.4-2.4-1.1 2.4-1.1Z" fill="#F4B740" />
      </Box>
      <Typography
        component="span"
        variant="h6"
        sx={{ fontWeight: 700, letterSpacing: 0.2, ...(markOnlyOnPhones ? { display: { xs: 'none', sm: 'inline' } } : {}) }}
      >
        {t('brand.name')}
      </Typography>
    </Box>
  );
}
