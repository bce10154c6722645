import Grid from '@mui/material/Grid';
import type { Astrologer } from '@astrosetu/contracts';
import { RenderAfterFirstCommit } from '@astrosetu/web-core';
import { SkeletonCard } from '@astrosetu/design-system/skeleton-card';
import { AstrologerTile } from '../../../shared/astrologers/astrologer-tile';
import { useMarketplaceText } from '../../../locales/use-text';

/** Six placeholders while the list loads. */
export const LISTING_SKELETON_COUNT = 6;

const cell = { xs: 12, sm: 6, lg: 4 } as const;

/** The cards in the list's first commit: a phone's first screens and a desktop's first rows; the rest follow. */
export const LISTING_FIRST_COMMIT_COUNT = 6;

export function AstrologerGrid({ astrologers, onChat }: { astrologers: readonly Astrologer[]; onChat: (astrologer: Astrologer) => void }) {
  const { t } = useMarketplaceText();
  const tile = (astrologer: Astrologer) => (
    <Grid key={astrologer.id} size={cell} component="li">
      <AstrologerTile astrologer={astrologer} onChat={onChat} />
    </Grid>
  );
  return (
    <Grid container spacing={3} component="ul" aria-label={t('listing.gridLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {astrologers.slice(0, LISTING_FIRST_COMMIT_COUNT).map(tile)}
      <RenderAfterFirstCommit>{astrologers.slice(LISTING_FIRST_COMMIT_COUNT).map(tile)}</RenderAfterFirstCommit>
    </Grid>
  );
}

export function AstrologerGridSkeleton() {
  const { t } = useMarketplaceText();
  return (
    <Grid container spacing={3}>
      {Array.from({ length: LISTING_SKELETON_COUNT }, (_, index) => (
        <Grid key={index} size={cell}>
          <SkeletonCard variant="astrologer" label={t('common.loadingAstrologers')} silent={index > 0} />
        </Grid>
      ))}
    </Grid>
  );
}
