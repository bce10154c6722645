import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HoroscopePeriod } from '@astrosetu/contracts';
import { PageHero } from '@astrosetu/design-system/page-hero';
import { zodiacSignById } from '@astrosetu/design-system/zodiac-sign-tile';
import { useDocumentMeta } from '@astrosetu/web-core';
import { ZodiacSignPicker } from '../../../shared/ui/zodiac-sign-picker';
import { useGetHoroscopesQuery } from '../api/horoscopes-api';
import { periodLabel } from '../model/horoscope-periods';
import { useSelectedSign } from '../model/use-selected-sign';
import { HoroscopeDetailCards } from './horoscope-detail-cards';
import { ReadingEmpty, ReadingLoading } from './reading-state';

interface PeriodPageCopy {
  title: string;
  subtitle: string;
  loading: string;
  empty: string;
}

/** The loading and empty texts of /daily-horoscope, /weekly-horoscope and /monthly-horoscope. */
const COPY: Record<HoroscopePeriod, PeriodPageCopy> = {
  daily: {
    title: 'Daily Horoscope',
    subtitle: "Today's predictions for your Moon sign, read from the real positions of the planets.",
    loading: "Loading today's predictions...",
    empty: 'No horoscope data available for today.',
  },
  weekly: {
    title: 'Weekly Horoscope',
    subtitle: 'Your week from Sunday to Saturday: the best days, the days to be careful and what the planets favour.',
    loading: "Loading this week's predictions...",
    empty: 'No weekly horoscope data available.',
  },
  monthly: {
    title: 'Monthly Horoscope',
    subtitle: 'The month ahead for your sign: favourable and challenging periods and the planets that shape them.',
    loading: 'Loading monthly predictions...',
    empty: 'No monthly horoscope data available.',
  },
  yearly: {
    title: 'Yearly Horoscope',
    subtitle: 'The year for your sign: the months the Sun favours and the slow planets, Jupiter, Saturn and Rahu, that shape it.',
    loading: 'Loading yearly predictions...',
    empty: 'No yearly horoscope data available.',
  },
};

/** The page of one period's horoscope: sign picker, then every card of that sign's reading. */
export function HoroscopePeriodPage({ period }: { period: HoroscopePeriod }) {
  const copy = COPY[period];
  const [signId, selectSign] = useSelectedSign();
  const sign = zodiacSignById(signId);
  const { data, isLoading, isFetching, isError } = useGetHoroscopesQuery(period);
  const entry = data?.horoscopes.find((candidate) => candidate.sign === signId);
  const when = periodLabel(period);
  useDocumentMeta({ title: `${copy.title}: ${when}`, description: copy.subtitle });

  return (
    <>
      <PageHero title={`${copy.title} – ${when}`} subtitle={copy.subtitle} eyebrow="Vedic horoscope" dense />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={4}>
          <Box component="section" aria-labelledby="sign-picker-heading">
            <Typography id="sign-picker-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
              Choose your sign
            </Typography>
            <ZodiacSignPicker value={signId} onChange={selectSign} label="Zodiac signs" />
          </Box>
          <Box component="section" aria-labelledby="reading-heading" aria-busy={isFetching || undefined}>
            <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 2 }}>
              <Box aria-hidden sx={{ fontSize: 34, lineHeight: 1, color: 'primary.main' }}>
                {sign.symbol}
              </Box>
              <Box>
                <Typography id="reading-heading" variant="h4" component="h2">
                  {sign.english} ({sign.sanskrit})
                </Typography>
                <Typography color="text.secondary">
                  <span lang="hi">{sign.hindi}</span> · <span lang="ta">{sign.tamil}</span> · {when}
                </Typography>
              </Box>
            </Stack>
            {isLoading ? <ReadingLoading text={copy.loading} /> : null}
            {!isLoading && (isError || !entry) ? <ReadingEmpty text={copy.empty} /> : null}
            {!isLoading && !isError && entry ? <HoroscopeDetailCards entry={entry} period={period} /> : null}
          </Box>
        </Stack>
      </Container>
    </>
  );
}
