import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Astrologer } from '@astrosetu/contracts';
import { SkeletonCard } from '@astrosetu/design-system/skeleton-card';
import { AstrologerTile } from '../../../shared/astrologers/astrologer-tile';
import { useBlockedAstrologerIds } from '../../../shared/trust/use-blocked-astrologers';
import { useMarketplaceText } from '../../../locales/use-text';
import { gridList } from './grid-list';

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
  return (
    <Box
      component="ul"
      aria-label={t('home.featured.title')}
      sx={{ ...gridList, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: 3 }}
    >
      {astrologers
        ? astrologers
            .filter((astrologer) => !blocked.has(astrologer.id))
            .slice(0, FEATURED_COUNT)
            .map((astrologer) => (
            <li key={astrologer.id}>
              <AstrologerTile astrologer={astrologer} onChat={onChat} />
            </li>
          ))
        : Array.from({ length: FEATURED_COUNT }, (_, index) => (
            <li key={index}>
              <SkeletonCard variant="astrologer" label={t('common.loadingAstrologers')} silent={index > 0} />
            </li>
          ))}
    </Box>
  );
}
