import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { HoroscopeEntry, HoroscopePeriod } from '@astrosetu/contracts';
import { zodiacSignById } from '@astrosetu/design-system/zodiac-sign-tile';
import { ZodiacSignPicker } from '../../../shared/ui/zodiac-sign-picker';
import { useGetHoroscopesQuery } from '../api/horoscopes-api';
import { useContentText } from '../../../locales/use-text';
import { HOROSCOPE_PERIODS, isHoroscopePeriod, periodLabel } from '../model/horoscope-periods';
import { useSelectedSign } from '../model/use-selected-sign';
import { LuckyColors, LuckyNumbers } from './lucky-chips';
import { LifeAreaCards } from './life-area-cards';
import { ReadingCard } from './reading-card';
import { ReadingEmpty, ReadingLoading } from './reading-state';
import { SignSideList } from './sign-side-list';

function usePeriodTab(): [HoroscopePeriod, (period: HoroscopePeriod) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('period');
  const period = isHoroscopePeriod(value) ? value : 'daily';
  const select = useCallback(
    (next: HoroscopePeriod) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('period', next);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [period, select];
}

function CompactReading({ entry }: { entry: HoroscopeEntry }) {
  const { t } = useContentText();
  return (
    <Stack spacing={2}>
      <Typography variant="body1" sx={{ fontSize: '1.0625rem' }}>
        {entry.prediction}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <LifeAreaCards entry={entry} guidanceTitle={t('horoscopes.card.guidance')} />
        <ReadingCard title={t('horoscopes.card.luckyNumbersAndColors')}>
          <Stack spacing={1.5}>
            <LuckyNumbers numbers={entry.luckyNumbers} />
            <LuckyColors colors={entry.luckyColors} names={entry.luckyColorNames} />
          </Stack>
        </ReadingCard>
      </Box>
    </Stack>
  );
}

/** Period content: fetched only while its tab is open. */
function PeriodReading({ period, signId }: { period: HoroscopePeriod; signId: ReturnType<typeof useSelectedSign>[0] }) {
  const { t } = useContentText();
  const { data, isLoading, isError } = useGetHoroscopesQuery(period);
  const entry = data?.horoscopes.find((candidate) => candidate.sign === signId);
  if (isLoading) return <ReadingLoading text={t('horoscopes.combinedLoading')} />;
  if (isError || !entry) return <ReadingEmpty text={t('horoscopes.combinedEmpty')} />;
  return <CompactReading entry={entry} />;
}

/** The combined horoscope page's main panel: Daily/Weekly/Monthly tabs, sign picker, reading and the sign list. */
export function HoroscopeTabsPanel() {
  const [period, selectPeriod] = usePeriodTab();
  const [signId, selectSign] = useSelectedSign();
  const { t, language } = useContentText();
  const sign = zodiacSignById(signId);

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 280px' }, alignItems: 'start' }}>
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        <Paper variant="outlined" sx={{ px: { xs: 1, sm: 2 } }}>
          <Tabs value={period} onChange={(_event, next: HoroscopePeriod) => selectPeriod(next)} aria-label={t('horoscopes.periodTabs')} variant="fullWidth">
            {HOROSCOPE_PERIODS.map((candidate) => (
              <Tab key={candidate} value={candidate} label={t(`horoscopes.period.${candidate}.tab`)} id={`period-tab-${candidate}`} aria-controls="period-panel" />
            ))}
          </Tabs>
        </Paper>
        <Box component="section" aria-labelledby="choose-sign-heading">
          <Typography id="choose-sign-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('horoscopes.chooseSign')}
          </Typography>
          <ZodiacSignPicker value={signId} onChange={selectSign} label={t('horoscopes.zodiacSigns')} />
        </Box>
        <Box role="tabpanel" id="period-panel" aria-labelledby={`period-tab-${period}`}>
          <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 2 }}>
            <Box aria-hidden sx={{ fontSize: 34, lineHeight: 1, color: 'primary.main' }}>
              {sign.symbol}
            </Box>
            <Box>
              <Typography variant="h4" component="h2">
                {t(`horoscopes.period.${period}.heading`)}
              </Typography>
              <Typography color="text.secondary">
                {language === 'en' ? t('horoscopes.signWithSanskrit', { sign: t(`zodiac.${sign.id}`), sanskrit: sign.sanskrit }) : t(`zodiac.${sign.id}`)} · {periodLabel(period)}
              </Typography>
            </Box>
          </Stack>
          <PeriodReading period={period} signId={signId} />
        </Box>
      </Stack>
      <SignSideList value={signId} onChange={selectSign} />
    </Box>
  );
}
