import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import type { PanchangMonthDay, PlaceResult } from '@astrosetu/contracts';
import { formatDayWithWeekday, formatMonthYear, istDayKey } from '@astrosetu/design-system/format';
import { formatPlaceTime } from '../../../shared/dates/india-calendar';
import { useGetPanchangMonthQuery } from '../api/panchang-api';
import { useContentText } from '../../../locales/use-text';

/** Read by screen readers, not shown. */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0, p: 0, m: '-1px' } as const;

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** 'S5' for Shukla Panchami, 'K11' for Krishna Ekadashi, 'Pu' and 'Am' for the full and new moon: fits a phone's calendar cell. */
function tithiShort(day: PanchangMonthDay, t: ReturnType<typeof useContentText>['t']): string {
  if (day.tithi.number === 15) return t('panchang.month.purnima');
  if (day.tithi.number === 30) return t('panchang.month.amavasya');
  // By number (1-15 Shukla, 16-30 Krishna): the paksha's name arrives in the visitor's language.
  return day.tithi.number > 15 ? t('panchang.month.krishna', { number: day.tithi.number - 15 }) : t('panchang.month.shukla', { number: day.tithi.number });
}

function shiftMonth(month: string, by: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, monthNumber - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

function DayDetails({ day }: { day: PanchangMonthDay }) {
  const { t } = useContentText();
  const until = (iso: string | null) =>
    iso ? (iso.slice(0, 10) === day.date ? t('panchang.month.until', { time: formatPlaceTime(iso) }) : t('panchang.month.untilNextDay', { time: formatPlaceTime(iso) })) : '';
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-live="polite">
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
        {formatDayWithWeekday(day.date)}
      </Typography>
      <Typography variant="body2">
        {t('panchang.month.tithiLine', { tithi: `${day.tithi.pakshaName ?? day.tithi.paksha} ${day.tithi.name}`, until: until(day.tithi.endsAt), nakshatra: day.nakshatra.name, nakshatraUntil: until(day.nakshatra.endsAt) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('panchang.month.monthsLine', { amanta: day.amantaMonth, purnimanta: day.purnimantaMonth })}
        {day.sunrise ? ` · ${t('panchang.month.sunriseAt', { time: formatPlaceTime(day.sunrise) })}` : ''}
        {day.sunset ? ` · ${t('panchang.month.sunsetAt', { time: formatPlaceTime(day.sunset) })}` : ''}
      </Typography>
      {day.festivals.length ? (
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 1 }}>
          {day.festivals.map((festival) => (
            <Chip key={festival.key} size="small" color={festival.kind === 'festival' ? 'secondary' : 'default'} label={festival.name} />
          ))}
        </Stack>
      ) : null}
    </Paper>
  );
}

/**
 * A month of the panchang as a calendar: each day shows its tithi at sunrise (S = Shukla, K = Krishna, Pu = Purnima,
 * Am = Amavasya) and a mark when a festival falls on it; choosing a day shows its details below the grid.
 */
export function PanchangMonthView({ place, initialMonth }: { place: PlaceResult; initialMonth: string }) {
  const { t } = useContentText();
  const [month, setMonth] = useState(initialMonth);
  const [selected, setSelected] = useState<string | null>(null);
  const { data, isFetching, isError } = useGetPanchangMonthQuery({ month, latitude: place.latitude, longitude: place.longitude, timezone: place.timezone });
  const days = data && data.month === month ? data.days : null;
  const leadingBlanks = days ? new Date(`${days[0].date}T00:00:00Z`).getUTCDay() : 0;
  // Today when it is in this month, else the month's first festival, else its first day.
  const today = istDayKey();
  const chosen =
    days?.find((day) => day.date === (selected ?? today)) ?? days?.find((day) => day.festivals.some((festival) => festival.kind === 'festival')) ?? days?.[0];

  return (
    <Stack spacing={2} component="section" aria-label={t('panchang.month.calendarLabel', { month: formatMonthYear(`${month}-01`) })}>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <IconButton aria-label={t('panchang.month.previous')} onClick={() => setMonth(shiftMonth(month, -1))}>
          <ChevronLeftRounded />
        </IconButton>
        <Typography variant="h6" component="h3">
          {formatMonthYear(`${month}-01`)}
        </Typography>
        <IconButton aria-label={t('panchang.month.next')} onClick={() => setMonth(shiftMonth(month, 1))}>
          <ChevronRightRounded />
        </IconButton>
      </Stack>
      {isError ? <Alert severity="error">{t('panchang.month.error')}</Alert> : null}
      {!days && !isError ? (
        <Box role="status" aria-label={t('panchang.month.calculating')}>
          <Skeleton variant="rounded" height={280} />
        </Box>
      ) : null}
      {days ? (
        <Box aria-busy={isFetching || undefined}>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}>
            <Box aria-hidden sx={{ display: 'contents' }}>
              {WEEKDAYS.map((weekday) => (
                <Typography key={weekday} variant="caption" color="text.secondary" sx={{ textAlign: 'center', fontWeight: 700 }}>
                  {t(`panchang.month.weekdays.${weekday}`)}
                </Typography>
              ))}
            </Box>
            <Box component="ul" sx={{ display: 'contents' }}>
              {Array.from({ length: leadingBlanks }, (_, index) => (
                <Box key={`blank-${index}`} component="li" aria-hidden sx={{ listStyle: 'none' }} />
              ))}
              {days.map((day) => {
                const festival = day.festivals.find((entry) => entry.kind === 'festival') ?? day.festivals[0];
                const isChosen = chosen?.date === day.date;
                return (
                  <Box key={day.date} component="li" sx={{ minWidth: 0, listStyle: 'none' }}>
                    <ButtonBase
                      onClick={() => setSelected(day.date)}
                      aria-pressed={isChosen}
                      sx={{
                        width: '100%',
                        minHeight: 52,
                        flexDirection: 'column',
                        borderRadius: 1,
                        border: 1,
                        borderColor: isChosen ? 'primary.main' : 'divider',
                        bgcolor: festival?.kind === 'festival' ? 'brand.surfaceTint' : undefined,
                        py: 0.5,
                      }}
                    >
                      {/* The button is named by the full description; the short cell text is for the eye. */}
                      <Box component="span" sx={visuallyHidden}>
                        {day.festivals.length
                          ? t('panchang.month.dayNameFestivals', { day: formatDayWithWeekday(day.date), tithi: `${day.tithi.pakshaName ?? day.tithi.paksha} ${day.tithi.name}`, festivals: day.festivals.map((entry) => entry.name).join(t('common.listSeparator')) })
                          : t('panchang.month.dayName', { day: formatDayWithWeekday(day.date), tithi: `${day.tithi.pakshaName ?? day.tithi.paksha} ${day.tithi.name}` })}
                      </Box>
                      <Typography variant="body2" aria-hidden sx={{ fontWeight: 700 }}>
                        {Number(day.date.slice(8))}
                      </Typography>
                      <Typography variant="caption" aria-hidden color="text.secondary">
                        {tithiShort(day, t)}
                      </Typography>
                      {festival ? <Box aria-hidden sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: festival.kind === 'festival' ? 'secondary.main' : 'text.disabled' }} /> : null}
                    </ButtonBase>
                  </Box>
                );
              })}
            </Box>
          </Box>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {t('panchang.month.legend', { place: place.name })}
          </Typography>
        </Box>
      ) : null}
      {chosen ? <DayDetails day={chosen} /> : null}
    </Stack>
  );
}
