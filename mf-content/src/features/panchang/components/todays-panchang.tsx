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
import type { PanchangDay, PlaceResult, SunriseConvention } from '@astrosetu/contracts';
import { useSession } from '@astrosetu/web-core';
import { formatDayWithWeekday, istDayKey } from '@astrosetu/design-system/format';
import { formatPlaceTime } from '../../../shared/dates/india-calendar';
import { NEW_DELHI, useSearchPlacesQuery } from '../../../shared/places/places-api';
import { PlaceSearchField } from '../../../shared/places/place-search-field';
import { useGetPanchangQuery } from '../api/panchang-api';
import { DayTimings } from './day-timings';
import { PanchangMonthView } from './panchang-month-view';

function endsAt(iso: string | null, day: string): string {
  if (!iso) return 'continues past the next sunrise';
  const sameDay = iso.slice(0, 10) === day;
  return `until ${formatPlaceTime(iso)}${sameDay ? '' : ` (${iso.slice(8, 10)}/${iso.slice(5, 7)})`}`;
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
  const day = panchang.date;
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' } }}>
        <Limb label="Vara" name={`${panchang.vara.name}`} detail={`${panchang.vara.english}, ruled by ${panchang.vara.lord}`} />
        <Limb label="Tithi" name={`${panchang.tithi.paksha} ${panchang.tithi.name}`} detail={endsAt(panchang.tithi.endsAt, day)} />
        <Limb label="Nakshatra" name={`${panchang.nakshatra.name} (pada ${panchang.nakshatra.pada})`} detail={`Lord ${panchang.nakshatra.lord}, ${endsAt(panchang.nakshatra.endsAt, day)}`} />
        <Limb label="Yoga" name={panchang.yoga.name} detail={endsAt(panchang.yoga.endsAt, day)} />
        <Limb label="Karana" name={panchang.karana.name} detail={endsAt(panchang.karana.endsAt, day)} />
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }} sx={{ color: 'text.secondary' }}>
        <Stack direction="row" spacing={1} alignItems="center">
          <WbSunnyRounded fontSize="small" aria-hidden />
          <Typography variant="body2">Sunrise {panchang.sunrise ? formatPlaceTime(panchang.sunrise) : '—'}</Typography>
        </Stack>
        <Stack direction="row" spacing={1} alignItems="center">
          <WbTwilightRounded fontSize="small" aria-hidden />
          <Typography variant="body2">Sunset {panchang.sunset ? formatPlaceTime(panchang.sunset) : '—'}</Typography>
        </Stack>
        <Typography variant="body2">
          Moon in {panchang.moonSign} · Sun in {panchang.sunSign}
        </Typography>
        <Typography variant="body2">Ayanamsa {panchang.ayanamsa.toFixed(4)}°</Typography>
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
  const profilePlace = useProfilePlace();
  const [chosenPlace, setChosenPlace] = useState<PlaceResult | null>(null);
  const [date, setDate] = useState(() => istDayKey());
  const [convention, setConvention] = useState<SunriseConvention>('drik');
  const place = chosenPlace ?? profilePlace ?? NEW_DELHI;
  const { data, isFetching, isError } = useGetPanchangQuery(
    { date, latitude: place.latitude, longitude: place.longitude, timezone: place.timezone, ...(convention === 'drik' ? {} : { sunrise: convention }) },
    { skip: !date },
  );

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
        <PlaceSearchField key={place.id} label="Place" value={place} onChange={(next) => next && setChosenPlace(next)} />
        <TextField label="Date" type="date" value={date} onChange={(event) => setDate(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField select label="Sunrise" value={convention} onChange={(event) => setConvention(event.target.value as SunriseConvention)}>
          <MenuItem value="drik">Drik (upper limb, refraction)</MenuItem>
          <MenuItem value="traditional">Traditional (centre, no refraction)</MenuItem>
        </TextField>
      </Box>
      <Box aria-live="polite" aria-busy={isFetching || undefined}>
        <Typography variant="h5" component="h3" sx={{ mb: 2 }}>
          Panchang for {date ? formatDayWithWeekday(date) : '—'}, {place.name}
        </Typography>
        {isError ? <Alert severity="error">The panchang could not be calculated for this place and date.</Alert> : null}
        {!isError && data && !isFetching ? <PanchangView panchang={data} /> : null}
        {!isError && (isFetching || !data) ? (
          <Box role="status" aria-label="Calculating the panchang">
            <Skeleton variant="rounded" height={120} />
          </Box>
        ) : null}
      </Box>
      <Box>
        <Typography variant="h5" component="h3" sx={{ mb: 2 }}>
          Month calendar, {place.name}
        </Typography>
        {/* Keyed by place so a new place starts on the chosen date's month. */}
        <PanchangMonthView key={`${place.id}-${date.slice(0, 7)}`} place={place} initialMonth={(date || istDayKey()).slice(0, 7)} />
      </Box>
    </Stack>
  );
}
