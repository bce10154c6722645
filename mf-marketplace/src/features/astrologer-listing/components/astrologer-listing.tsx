import { useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import type { Astrologer } from '@astrosetu/contracts';
import { EmptyState } from '@astrosetu/design-system/empty-state';
import { FilterChips } from '@astrosetu/design-system/filter-chips';
import { useAstrologersQuery } from '../../../shared/api/astrologers-api';
import { useBlockedAstrologerIds } from '../../../shared/trust/use-blocked-astrologers';
import {
  activeFilters,
  applyListingFilters,
  distinctSpecializations,
  readListingFilters,
  withOnlineOnly,
  withCallsOnly,
  withoutAnyFilter,
  withoutFilter,
  withSearch,
  withSpecialization,
  type FilterId,
} from '../model/listing-filters';
import { AstrologerGrid, AstrologerGridSkeleton } from './astrologer-grid';
import { ListingFilterBar } from './listing-filter-bar';
import { useMarketplaceText } from '../../../locales/use-text';

export interface AstrologerListingProps {
  /** Chat Now on a card; the page decides what starting a chat means. */
  onChat: (astrologer: Astrologer) => void;
}

/** The filterable list of astrologers, its counts, chips, skeletons and empty state. */
export function AstrologerListing({ onChat }: AstrologerListingProps) {
  const { t } = useMarketplaceText();
  const [params, setParams] = useSearchParams();
  // Deferred: the answer arrives in a store update, which React renders whole (never time-sliced); this way the
  // cards follow in a background render that yields to taps (~300 ms of blocked main thread on a slowed phone).
  const { data, isLoading, isError, refetch, isFetching } = useDeferredValue(useAstrologersQuery());
  const filters = useMemo(() => readListingFilters(params), [params]);
  // Astrologers the customer blocked are left out (the server refuses to book them anyway).
  const blocked = useBlockedAstrologerIds();
  const all = useMemo(() => (data ?? []).filter((astrologer) => !blocked.has(astrologer.id)), [data, blocked]);
  const specializations = useMemo(() => distinctSpecializations(all), [all]);
  const shown = useMemo(() => applyListingFilters(all, filters), [all, filters]);
  const onlineCount = shown.filter((astrologer) => astrologer.isOnline).length;
  const chips = activeFilters(filters, t);

  // Typing and toggling replace the history entry: Back leaves the page instead of undoing keystrokes.
  const update = (change: (current: URLSearchParams) => URLSearchParams) => setParams(change, { replace: true, preventScrollReset: true });
  const clearAll = () => update(withoutAnyFilter);

  return (
    <Stack spacing={3}>
      <ListingFilterBar
        filters={filters}
        specializations={specializations}
        onSearchChange={(text) => update(withSearch(text))}
        onOnlineOnlyChange={(onlineOnly) => update(withOnlineOnly(onlineOnly))}
        onCallsOnlyChange={(callsOnly) => update(withCallsOnly(callsOnly))}
        onSpecializationChange={(specialization) => update(withSpecialization(specialization))}
      />

      <FilterChips
        filters={chips}
        onRemove={(id) => update(withoutFilter(id as FilterId))}
        onClearAll={clearAll}
        clearAllLabel={t('listing.clearFilters')}
      />

      {isError && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
              {t('common.tryAgain')}
            </Button>
          }
        >
          {t('listing.failed')}
        </Alert>
      ) : null}

      {isLoading ? <AstrologerGridSkeleton /> : null}

      {data ? (
        <Box component="section" aria-labelledby="results-heading">
          <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 2.5 }}>
            <Typography variant="h5" component="h2" id="results-heading" aria-live="polite">
              {t('listing.available', { count: shown.length })}
            </Typography>
            <Chip
              size="small"
              label={t('listing.onlineNow', { count: onlineCount })}
              icon={<Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'brand.online', ml: '8px !important' }} />}
              variant="outlined"
              sx={{ fontWeight: 600 }}
            />
          </Stack>
          {shown.length > 0 ? (
            <AstrologerGrid astrologers={shown} onChat={onChat} />
          ) : (
            <EmptyState
              icon={<PersonSearchOutlined />}
              title={t('listing.empty.title')}
              description={t('listing.empty.description')}
              headingLevel="h3"
              actionLabel={t('listing.clearFilters')}
              onAction={clearAll}
            />
          )}
        </Box>
      ) : null}
    </Stack>
  );
}
