import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Festival, PlaceResult } from '@astrosetu/contracts';
import { formatMonthYear, formatShortDay } from '@astrosetu/design-system/format';
import { useGetFestivalsQuery } from '../api/festivals-api';
import { useContentText } from '../../../locales/use-text';

export type FestivalFilter = 'festivals' | 'all';

function FestivalRow({ festival }: { festival: Festival }) {
  const { t } = useContentText();
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 0.5, gridTemplateColumns: { xs: '1fr', sm: '9rem 1fr' } }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        <time dateTime={festival.date}>{formatShortDay(festival.date)}</time>
      </Typography>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body1" component="h4" sx={{ fontWeight: festival.kind === 'festival' ? 700 : 400, overflowWrap: 'anywhere' }}>
          {festival.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {festival.lunarDay}
        </Typography>
        {festival.vaishnavaDate ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('festivals.vaishnavaDate', { date: formatShortDay(festival.vaishnavaDate) })}
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {t('festivals.rule', { rule: festival.ruleText })}
        </Typography>
      </Box>
    </Box>
  );
}

/** The year's festivals at a place, month by month, each with its tithi and the rule that dates it. */
export function FestivalYearList({ year, place, filter }: { year: number; place: PlaceResult; filter: FestivalFilter }) {
  const { t } = useContentText();
  const { data, isFetching, isError } = useGetFestivalsQuery({ year, latitude: place.latitude, longitude: place.longitude, timezone: place.timezone });
  if (isError) return <Alert severity="error">{t('festivals.error')}</Alert>;
  if (!data || data.year !== year) {
    return (
      <Box role="status" aria-label={t('festivals.calculating')}>
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  }
  const shown = data.festivals.filter((festival) => filter === 'all' || festival.kind === 'festival' || festival.key === 'sankranti-9');
  const months = new Map<string, Festival[]>();
  for (const festival of shown) {
    const month = festival.date.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), festival]);
  }
  return (
    <Stack spacing={2} aria-busy={isFetching || undefined}>
      {[...months].map(([month, festivals]) => (
        <Card key={month} variant="outlined" component="section" aria-label={formatMonthYear(`${month}-01`)} sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
          <Typography variant="h6" component="h3">
            {formatMonthYear(`${month}-01`)}
          </Typography>
          <Box component="ul" sx={{ p: 0, m: 0 }}>
            {festivals.map((festival) => (
              <FestivalRow key={`${festival.key}-${festival.date}`} festival={festival} />
            ))}
          </Box>
        </Card>
      ))}
    </Stack>
  );
}
