import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import WbSunnyRounded from '@mui/icons-material/WbSunnyRounded';
import WbTwilightRounded from '@mui/icons-material/WbTwilightRounded';
import MenuItem from '@mui/material/MenuItem';
import type { AbhijitWednesdayConvention, MoonDayConvention, PanchangDay, PlaceResult, SunriseConvention } from '@astrosetu/contracts';
import { useSession } from '@astrosetu/web-core';
import { formatDayWithWeekday, istDayKey } from '@astrosetu/design-system/format';
import { formatPlaceTime } from '../../../shared/dates/india-calendar';
import { NEW_DELHI, useSearchPlacesQuery } from '../../../shared/places/places-api';
import { PlaceSearchField } from '../../../shared/places/place-search-field';
import { useGetPanchangQuery } from '../api/panchang-api';
import { DayTimings } from './day-timings';
import { PanchangMonthView } from './panchang-month-view';
import { useContentText } from '../../../locales/use-text';

function endsAt(iso: string | null, day: string): string {
  const { translate } = useContentText;
  if (!iso) return translate('panchang.today.continues');
  const sameDay = iso.slice(0, 10) === day;
  return sameDay
    ? translate('panchang.today.until', { time: formatPlaceTime(iso) })
    : translate('panchang.today.untilDate', { time: formatPlaceTime(iso), date: `${iso.slice(8, 10)}/${iso.slice(5, 7)}` });
}

function Limb({ label, name, detail }: { label: string; name: string; detail: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="h3">
          {label}
        </Typography>
        <Typography variant="h6" component="p">
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      </CardContent>
    </Card>
  );
}

function PanchangView({ panchang }: { panchang: PanchangDay }) {
  const { t } = useContentText();
  const day = panchang.date;
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' } }}>
        <Limb label={t('panchang.today.vara')} name={panchang.vara.name} detail={t('panchang.today.ruledBy', { weekday: panchang.vara.english, lord: panchang.vara.lord })} />
        <Limb label={t('panchang.today.tithi')} name={`${panchang.tithi.pakshaName ?? panchang.tithi.paksha} ${panchang.tithi.name}`} detail={endsAt(panchang.tithi.endsAt, day)} />
        <Limb
          label={t('panchang.today.nakshatra')}
          name={t('panchang.today.nakshatraPada', { nakshatra: panchang.nakshatra.name, pada: panchang.nakshatra.pada })}
          detail={t('panchang.today.nakshatraLord', { lord: panchang.nakshatra.lord, until: endsAt(panchang.nakshatra.endsAt, day) })}
        />
        <Limb label={t('panchang.today.yoga')} name={panchang.yoga.name} detail={endsAt(panchang.yoga.endsAt, day)} />
        <Limb label={t('panchang.today.karana')} name={panchang.karana.name} detail={endsAt(panchang.karana.endsAt, day)} />
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }} sx={{ color: 'text.secondary' }}>
        <Stack direction="row" spacing={1} alignItems="center">
          <WbSunnyRounded fontSize="small" aria-hidden />
          <Typography variant="body2">{t('panchang.today.sunrise', { time: panchang.sunrise ? formatPlaceTime(panchang.sunrise) : '—' })}</Typography>
        </Stack>
        <Stack direction="row" spacing={1} alignItems="center">
          <WbTwilightRounded fontSize="small" aria-hidden />
          <Typography variant="body2">{t('panchang.today.sunset', { time: panchang.sunset ? formatPlaceTime(panchang.sunset) : '—' })}</Typography>
        </Stack>
        <Typography variant="body2">
          {t('panchang.today.moonAndSun', { moon: panchang.moonSign, sun: panchang.sunSign })}
        </Typography>
        <Typography variant="body2">{t('panchang.today.ayanamsa', { value: panchang.ayanamsa.toFixed(4) })}</Typography>
      </Stack>
      {/* Older servers answer only the five limbs. */}
      {panchang.lunar ? <DayTimings panchang={panchang} /> : null}
    </Stack>
  );
}

/** The visitor's own birth place as a default, when the profile has one the gazetteer knows. */
function useProfilePlace(): PlaceResult | null {
  const { user } = useSession();
  const text = user?.placeOfBirth?.split(',')[0]?.trim() ?? '';
  const { data } = useSearchPlacesQuery({ query: text, limit: 1 }, { skip: text.length < 2 });
  return data?.[0] ?? null;
}

/** Today's panchang (or any day's) for a chosen place: the visitor's place by default, else New Delhi. */
export function TodaysPanchang() {
  const { t } = useContentText();
  const profilePlace = useProfilePlace();
  const [chosenPlace, setChosenPlace] = useState<PlaceResult | null>(null);
  const [date, setDate] = useState(() => istDayKey());
  const [convention, setConvention] = useState<SunriseConvention>('drik');
  const [moonDay, setMoonDay] = useState<MoonDayConvention>('sunrise');
  const [abhijitWednesday, setAbhijitWednesday] = useState<AbhijitWednesdayConvention>('omitted');
  const place = chosenPlace ?? profilePlace ?? NEW_DELHI;
  // Only a choice other than the server's default goes into the request (the answer records every convention).
  const { data, isFetching, isError } = useGetPanchangQuery(
    {
      date,
      latitude: place.latitude,
      longitude: place.longitude,
      timezone: place.timezone,
      ...(convention === 'drik' ? {} : { sunrise: convention }),
      ...(moonDay === 'sunrise' ? {} : { moonDay }),
      ...(abhijitWednesday === 'omitted' ? {} : { abhijitWednesday }),
    },
    { skip: !date },
  );

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr', lg: '2fr 1fr 1fr 1fr 1fr' } }}>
        <PlaceSearchField key={place.id} label={t('panchang.today.place')} value={place} onChange={(next) => next && setChosenPlace(next)} />
        <TextField label={t('panchang.today.date')} type="date" value={date} onChange={(event) => setDate(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField select label={t('panchang.today.sunriseSelect')} value={convention} onChange={(event) => setConvention(event.target.value as SunriseConvention)}>
          <MenuItem value="drik">{t('panchang.today.drik')}</MenuItem>
          <MenuItem value="traditional">{t('panchang.today.traditional')}</MenuItem>
        </TextField>
        <TextField select label={t('panchang.today.moonDaySelect')} value={moonDay} onChange={(event) => setMoonDay(event.target.value as MoonDayConvention)}>
          <MenuItem value="sunrise">{t('panchang.today.moonDaySunrise')}</MenuItem>
          <MenuItem value="civil">{t('panchang.today.moonDayCivil')}</MenuItem>
        </TextField>
        <TextField select label={t('panchang.today.abhijitSelect')} value={abhijitWednesday} onChange={(event) => setAbhijitWednesday(event.target.value as AbhijitWednesdayConvention)}>
          <MenuItem value="omitted">{t('panchang.today.abhijitOmitted')}</MenuItem>
          <MenuItem value="shown">{t('panchang.today.abhijitShown')}</MenuItem>
        </TextField>
      </Box>
      <Box aria-live="polite" aria-busy={isFetching || undefined}>
        <Typography variant="h5" component="h3" sx={{ mb: 2 }}>
          {t('panchang.today.heading', { date: date ? formatDayWithWeekday(date) : '—', place: place.name })}
        </Typography>
        {isError ? <Alert severity="error">{t('panchang.today.error')}</Alert> : null}
        {!isError && data && !isFetching ? <PanchangView panchang={data} /> : null}
        {!isError && (isFetching || !data) ? (
          <Box role="status" aria-label={t('panchang.today.calculating')}>
            <Skeleton variant="rounded" height={120} />
          </Box>
        ) : null}
      </Box>
      <Box>
        <Typography variant="h5" component="h3" sx={{ mb: 2 }}>
          {t('panchang.today.monthHeading', { place: place.name })}
        </Typography>
        {/* Keyed by place so a new place starts on the chosen date's month. */}
        <PanchangMonthView key={`${place.id}-${date.slice(0, 7)}`} place={place} initialMonth={(date || istDayKey()).slice(0, 7)} />
      </Box>
    </Stack>
  );
}
