import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatRounded from '@mui/icons-material/ChatRounded';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import type { MarketplaceFigures } from '@astrosetu/contracts';
import { formatCount } from '@astrosetu/design-system/format';
import { PageHero } from '@astrosetu/design-system/page-hero';
import { useMarketplaceText } from '../../../locales/use-text';

/** Stands for a figure the server could not give: nothing is claimed in its place. */
const NO_FIGURE = '—';

interface TrustPoint {
  key: string;
  /** undefined while the figures load. */
  value: string | undefined;
  label: string;
}

export interface HomeHeroProps {
  /** Counted by the server (GET /api/marketplace-figures): undefined while loading or when it failed. */
  figures: MarketplaceFigures | undefined;
  figuresFailed: boolean;
  onChat: () => void;
  /** Where 'Get Started Free' leads (sign-up for visitors, the astrologers for customers). */
  getStartedHref: string;
  chatPending?: boolean;
  /** Shown beside the promise on wide screens (who is online now). */
  aside?: ReactNode;
}

/**
 * The promise, 'Chat with Astrologers' and 'Get Started Free', and what the marketplace can show for itself: who is
 * online now, the rating from every review and the consultations held, as the server counts them (never a number
 * written into the copy), and how people pay (docs/product-rules.md#home-figures).
 */
export function HomeHero({ figures, figuresFailed, onChat, getStartedHref, chatPending = false, aside }: HomeHeroProps) {
  const { t } = useMarketplaceText();
  const counted = (value: (shown: MarketplaceFigures) => string) => (figures ? value(figures) : figuresFailed ? NO_FIGURE : undefined);
  const ratingLabel = (shown: MarketplaceFigures | undefined) => {
    if (!shown) return t('home.hero.trust.customerRating');
    if (shown.reviewCount === 0) return t('home.hero.trust.noReviews');
    return t('home.hero.trust.rating', { count: shown.reviewCount, reviews: formatCount(shown.reviewCount) });
  };
  const trustPoints: TrustPoint[] = [
    { key: 'online', value: counted((shown) => formatCount(shown.astrologersOnline)), label: t('home.hero.trust.online') },
    { key: 'payments', value: t('home.hero.trust.paymentMethods'), label: t('home.hero.trust.secure') },
    {
      key: 'rating',
      value: counted((shown) => (shown.averageRating === null ? NO_FIGURE : `${shown.averageRating.toFixed(1)}/5`)),
      label: ratingLabel(figures),
    },
    { key: 'consultations', value: counted((shown) => formatCount(shown.consultations)), label: t('home.hero.trust.consultations') },
  ];
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
        {trustPoints.map((point) => (
          // The value reads first (above its label) though the label comes first for screen readers; flex-end is the
          // top of a reversed column, so the values of one row line up when a label wraps.
          <Stack key={point.key} direction="column-reverse" spacing={0.25} sx={{ justifyContent: 'flex-end' }}>
            <Typography component="dt" variant="body2" sx={{ opacity: 0.85 }}>
              {point.label}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700, color: 'brand.marigold' }}>
              {point.value ?? <Skeleton width="3ch" sx={{ bgcolor: (theme) => alpha(theme.palette.brand.onHero, 0.2) }} />}
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
