import Grid from '@mui/material/Grid';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Astrologer } from '@astrosetu/contracts';
import { SkeletonCard } from '@astrosetu/design-system/skeleton-card';
import { AstrologerTile } from '../../../shared/astrologers/astrologer-tile';
import { useBlockedAstrologerIds } from '../../../shared/trust/use-blocked-astrologers';
import { useMarketplaceText } from '../../../locales/use-text';

/** The home page features the first three astrologers. */
export const FEATURED_COUNT = 3;

export interface FeaturedAstrologersProps {
  astrologers: readonly Astrologer[] | undefined;
  failed: boolean;
  /** Asks for the astrologers again (a dropped connection on a phone should not need a reload). */
  onRetry: () => void;
  retrying: boolean;
  onChat: (astrologer: Astrologer) => void;
}

export function FeaturedAstrologers({ astrologers, failed, onRetry, retrying, onChat }: FeaturedAstrologersProps) {
  const blocked = useBlockedAstrologerIds();
  const { t } = useMarketplaceText();
  if (failed && !astrologers) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
            {t('common.tryAgain')}
          </Button>
        }
      >
        {t('home.featured.failed')}
      </Alert>
    );
  }
  const cell = { xs: 12, sm: 6, md: 4 } as const;
  return (
    <Grid container spacing={3} component="ul" aria-label={t('home.featured.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {astrologers
        ? astrologers
            .filter((astrologer) => !blocked.has(astrologer.id))
            .slice(0, FEATURED_COUNT)
            .map((astrologer) => (
            <Grid key={astrologer.id} size={cell} component="li">
              <AstrologerTile astrologer={astrologer} onChat={onChat} />
            </Grid>
          ))
        : Array.from({ length: FEATURED_COUNT }, (_, index) => (
            <Grid key={index} size={cell} component="li">
              <SkeletonCard variant="astrologer" label={t('common.loadingAstrologers')} silent={index > 0} />
            </Grid>
          ))}
    </Grid>
  );
}
