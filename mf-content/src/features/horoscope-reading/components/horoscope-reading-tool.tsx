import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import type { HoroscopeEntry } from '@astrosetu/contracts';
import { EmptyState } from '@astrosetu/design-system/empty-state';
import { zodiacSignById, type ZodiacSignId } from '@astrosetu/design-system/zodiac-sign-tile';
import { istDayKey } from '@astrosetu/design-system/format';
import { ZodiacSignPicker } from '../../../shared/ui/zodiac-sign-picker';
import { useGenerateHoroscopeMutation } from '../api/horoscope-reading-api';
import { ScoreMeter } from './score-meter';
import { useContentText } from '../../../locales/use-text';

function Reading({ entry }: { entry: HoroscopeEntry }) {
  const { t } = useContentText();
  const sections = [
    { title: t('reading.sections.general'), text: entry.prediction },
    { title: t('reading.sections.love'), text: entry.loveLife },
    { title: t('reading.sections.career'), text: entry.career },
    { title: t('reading.sections.health'), text: entry.health },
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby="tool-reading-heading">
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography id="tool-reading-heading" variant="h5" component="h3" sx={{ mb: 2 }}>
          {t('reading.heading', { sign: t(`zodiac.${entry.sign}`), date: entry.periodStart })}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, mb: 3 }}>
          <ScoreMeter label={t('reading.meters.mood')} score={entry.mood} />
          <ScoreMeter label={t('reading.meters.energy')} score={entry.energy} />
          <ScoreMeter label={t('reading.meters.finance')} score={entry.finance} />
          <ScoreMeter label={t('reading.meters.creativity')} score={entry.creativity} />
        </Box>
        <Stack spacing={2}>
          {sections.map((section) => (
            <Box key={section.title}>
              <Typography variant="subtitle1" component="h4">
                {section.title}
              </Typography>
              <Typography>{section.text}</Typography>
            </Box>
          ))}
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mt: 3 }}>
          <Box>
            <Typography variant="subtitle2" component="h4">
              {t('reading.luckyNumbers')}
            </Typography>
            <Typography>{entry.luckyNumbers.join(t('common.listSeparator'))}</Typography>
          </Box>
          <Box>
            <Typography variant="subtitle2" component="h4">
              {t('reading.luckyColours')}
            </Typography>
            <Typography>{(entry.luckyColorNames ?? entry.luckyColors).join(t('common.listSeparator'))}</Typography>
          </Box>
          <Box>
            <Typography variant="subtitle2" component="h4">
              {t('reading.compatibleSigns')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
              {entry.compatibleSigns.map((sign) => (
                <Chip key={sign} label={sign} size="small" />
              ))}
            </Stack>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The horoscope tool: pick a sign, a date (today by default), then Generate Reading. */
export function HoroscopeReadingTool() {
  const { t } = useContentText();
  const [signId, setSignId] = useState<ZodiacSignId | null>(null);
  const [date, setDate] = useState(() => istDayKey());
  const [generate, { data, isLoading, error, reset }] = useGenerateHoroscopeMutation();
  const reading = data && data.sign === signId && data.periodStart === date ? data : null;

  const choose = (next: ZodiacSignId) => {
    setSignId(next);
    reset();
  };

  return (
    <Stack spacing={3}>
      <ZodiacSignPicker value={signId} onChange={choose} label={t('reading.pickSign')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <TextField label={t('reading.date')} type="date" value={date} onChange={(event) => setDate(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <Button
          variant="contained"
          size="large"
          disabled={!signId || !date || isLoading}
          onClick={() => signId && void generate({ zodiacSign: signId, date })}
          startIcon={isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : <AutoAwesomeRounded />}
        >
          {isLoading ? t('reading.generating') : t('reading.generate')}
        </Button>
      </Stack>
      {!signId ? <EmptyState title={t('reading.selectTitle')} description={t('reading.selectDescription')} headingLevel="h3" /> : null}
      {signId && !reading && !isLoading && !error ? (
        <EmptyState
          title={t('reading.readyTitle', { sign: t(`zodiac.${zodiacSignById(signId).id}`) })}
          description={t('reading.readyDescription')}
          headingLevel="h3"
        />
      ) : null}
      {isLoading ? (
        <Typography role="status" color="text.secondary">
          {t('reading.reading')}
        </Typography>
      ) : null}
      {error ? <Alert severity="error">{t('reading.error')}</Alert> : null}
      {reading ? <Reading entry={reading} /> : null}
    </Stack>
  );
}
