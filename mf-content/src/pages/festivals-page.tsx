import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import type { PlaceResult } from '@astrosetu/contracts';
import { PageHero } from '@astrosetu/design-system/page-hero';
import { FestivalYearList, type FestivalFilter } from '../features/festivals/components/festival-year-list';
import { PanchangMonthView } from '../features/panchang/components/panchang-month-view';
import { istDayKey } from '@astrosetu/design-system/format';
import { NEW_DELHI } from '../shared/places/places-api';
import { PlaceSearchField } from '../shared/places/place-search-field';
import { useDocumentMeta } from '@astrosetu/web-core';
import { PageSection } from '../shared/ui/page-section';

const SUBTITLE = 'Hindu festivals, Ekadashis, Purnimas, Amavasyas and Sankrantis computed from the panchang for your place, each with the rule that dates it.';

/** /festivals: the year's festival calendar for a chosen place, and the panchang month view. */
export default function FestivalsPage() {
  const today = istDayKey();
  const [year, setYear] = useState(() => Number(today.slice(0, 4)));
  const [place, setPlace] = useState<PlaceResult>(NEW_DELHI);
  const [filter, setFilter] = useState<FestivalFilter>('festivals');
  useDocumentMeta({ title: `Festivals ${year}`, description: SUBTITLE });

  return (
    <>
      <PageHero title={`Hindu Festivals ${year}`} subtitle={SUBTITLE} eyebrow="Festival calendar" dense />
      <PageSection title={`Festival calendar ${year}, ${place.name}`} subtitle="Dates are the civil days at the place (times in its own zone, IST for India).">
        <Stack spacing={2} sx={{ mb: 3 }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, alignItems: 'center' }}>
            <PlaceSearchField key={place.id} label="Place" value={place} onChange={(next) => next && setPlace(next)} />
            <Stack direction="row" alignItems="center" justifyContent={{ xs: 'space-between', sm: 'flex-start' }} spacing={1}>
              <IconButton aria-label="Previous year" onClick={() => setYear(year - 1)} disabled={year <= 1900}>
                <ChevronLeftRounded />
              </IconButton>
              <Typography variant="h6" component="p" aria-live="polite">
                {year}
              </Typography>
              <IconButton aria-label="Next year" onClick={() => setYear(year + 1)} disabled={year >= 2100}>
                <ChevronRightRounded />
              </IconButton>
            </Stack>
          </Box>
          <ToggleButtonGroup exclusive size="small" value={filter} onChange={(_event, next: FestivalFilter | null) => next && setFilter(next)} aria-label="What to list">
            <ToggleButton value="festivals">Festivals</ToggleButton>
            <ToggleButton value="all">All observances</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <FestivalYearList year={year} place={place} filter={filter} />
      </PageSection>
      <PageSection tinted title="Panchang month view" subtitle={`Each day's tithi at sunrise in ${place.name}; choose a day for its details.`} maxWidth="md">
        <PanchangMonthView key={place.id} place={place} initialMonth={today.slice(0, 7)} />
      </PageSection>
    </>
  );
}
