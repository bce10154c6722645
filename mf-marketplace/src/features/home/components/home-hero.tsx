import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatRounded from '@mui/icons-material/ChatRounded';
import { alpha } from '@mui/material/styles';
import { PageHero } from '@astrosetu/design-system/page-hero';
import { useMarketplaceText } from '../../../locales/use-text';

/** Marketing claims of the brand; not figures the product computes. */
const TRUST_POINTS = [
  { value: '24/7', label: 'home.hero.trust.online' },
  { value: '100%', label: 'home.hero.trust.secure' },
  { value: '4.9/5', label: 'home.hero.trust.rating' },
  { value: '50,000+', label: 'home.hero.trust.consultations' },
] as const;

export interface HomeHeroProps {
  onChat: () => void;
  /** Where 'Get Started Free' leads (sign-up for visitors, the astrologers for customers). */
  getStartedHref: string;
  chatPending?: boolean;
  /** Shown beside the promise on wide screens (who is online now). */
  aside?: ReactNode;
}

/** The promise, 'Chat with Astrologers' and 'Get Started Free'. */
export function HomeHero({ onChat, getStartedHref, chatPending = false, aside }: HomeHeroProps) {
  const { t } = useMarketplaceText();
  return (
    <PageHero
      eyebrow={t('home.hero.eyebrow')}
      title={t('home.hero.title')}
      subtitle={t('home.hero.subtitle')}
      actions={
        <>
          <Button variant="contained" color="secondary" size="large" startIcon={<ChatRounded />} onClick={onChat} disabled={chatPending}>
            {t('home.hero.chat')}
          </Button>
          <Button
            variant="outlined"
            size="large"
            component={RouterLink}
            to={getStartedHref}
            sx={(theme) => ({ color: 'inherit', borderColor: alpha(theme.palette.brand.onHero, 0.6), '&:hover': { borderColor: theme.palette.brand.onHero, bgcolor: alpha(theme.palette.brand.onHero, 0.08) } })}
          >
            {t('home.hero.getStarted')}
          </Button>
        </>
      }
    >
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, auto)' }, gap: { xs: 2, md: 5 }, m: 0, pt: { xs: 2, md: 3 } }}>
        {TRUST_POINTS.map((point) => (
          <Stack key={point.label} direction="column-reverse" spacing={0.25}>
            <Typography component="dt" variant="body2" sx={{ opacity: 0.85 }}>
              {t(point.label)}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700, color: 'brand.marigold' }}>
              {point.value}
            </Typography>
          </Stack>
        ))}
      </Box>
      {aside ? (
        // PageHero lays its content out in one column; on wide screens the aside sits at the right edge of the
        // hero's lg container (1200 px, 24 px gutters), level with the title.
        <Box
          sx={{
            display: { xs: 'none', lg: 'block' },
            position: 'absolute',
            width: 320,
            top: '50%',
            transform: 'translateY(-50%)',
            right: 'calc(max(0px, (100% - 1200px) / 2) + 24px)',
          }}
        >
          {aside}
        </Box>
      ) : null}
    </PageHero>
  );
}
