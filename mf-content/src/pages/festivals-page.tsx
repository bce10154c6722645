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
import { useContentText } from '../locales/use-text';

/** /festivals: the year's festival calendar for a chosen place, and the panchang month view. */
export default function FestivalsPage() {
  const { t } = useContentText();
  const subtitle = t('festivals.subtitle');
  const today = istDayKey();
  const [year, setYear] = useState(() => Number(today.slice(0, 4)));
  const [place, setPlace] = useState<PlaceResult>(NEW_DELHI);
  const [filter, setFilter] = useState<FestivalFilter>('festivals');
  useDocumentMeta({ title: t('festivals.metaTitle', { year }), description: subtitle });

  return (
    <>
      <PageHero title={t('festivals.heroTitle', { year })} subtitle={subtitle} eyebrow={t('festivals.eyebrow')} dense />
      <PageSection title={t('festivals.sectionTitle', { year, place: place.name })} subtitle={t('festivals.sectionSubtitle')}>
        <Stack spacing={2} sx={{ mb: 3 }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, alignItems: 'center' }}>
            <PlaceSearchField key={place.id} label={t('festivals.place')} value={place} onChange={(next) => next && setPlace(next)} />
            <Stack direction="row" alignItems="center" justifyContent={{ xs: 'space-between', sm: 'flex-start' }} spacing={1}>
              <IconButton aria-label={t('festivals.previousYear')} onClick={() => setYear(year - 1)} disabled={year <= 1900}>
                <ChevronLeftRounded />
              </IconButton>
              <Typography variant="h6" component="p" aria-live="polite">
                {year}
              </Typography>
              <IconButton aria-label={t('festivals.nextYear')} onClick={() => setYear(year + 1)} disabled={year >= 2100}>
                <ChevronRightRounded />
              </IconButton>
            </Stack>
          </Box>
          <ToggleButtonGroup exclusive size="small" value={filter} onChange={(_event, next: FestivalFilter | null) => next && setFilter(next)} aria-label={t('festivals.whatToList')}>
            <ToggleButton value="festivals">{t('festivals.festivals')}</ToggleButton>
            <ToggleButton value="all">{t('festivals.all')}</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <FestivalYearList year={year} place={place} filter={filter} />
      </PageSection>
      <PageSection tinted title={t('festivals.monthViewTitle')} subtitle={t('festivals.monthViewSubtitle', { place: place.name })} maxWidth="md">
        <PanchangMonthView key={place.id} place={place} initialMonth={today.slice(0, 7)} />
      </PageSection>
    </>
  );
}
