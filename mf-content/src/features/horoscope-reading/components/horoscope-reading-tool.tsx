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

function Reading({ entry }: { entry: HoroscopeEntry }) {
  const sections = [
    { title: 'General', text: entry.prediction },
    { title: 'Love', text: entry.loveLife },
    { title: 'Career', text: entry.career },
    { title: 'Health', text: entry.health },
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby="tool-reading-heading">
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography id="tool-reading-heading" variant="h5" component="h3" sx={{ mb: 2 }}>
          {entry.signName} reading for {entry.periodStart}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, mb: 3 }}>
          <ScoreMeter label="Mood" score={entry.mood} />
          <ScoreMeter label="Energy" score={entry.energy} />
          <ScoreMeter label="Finance" score={entry.finance} />
          <ScoreMeter label="Creativity" score={entry.creativity} />
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
              Lucky numbers
            </Typography>
            <Typography>{entry.luckyNumbers.join(', ')}</Typography>
          </Box>
          <Box>
            <Typography variant="subtitle2" component="h4">
              Lucky colours
            </Typography>
            <Typography>{entry.luckyColors.join(', ')}</Typography>
          </Box>
          <Box>
            <Typography variant="subtitle2" component="h4">
              Compatible signs
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
      <ZodiacSignPicker value={signId} onChange={choose} label="Choose a sign for the reading" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <TextField label="Date" type="date" value={date} onChange={(event) => setDate(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <Button
          variant="contained"
          size="large"
          disabled={!signId || !date || isLoading}
          onClick={() => signId && void generate({ zodiacSign: signId, date })}
          startIcon={isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : <AutoAwesomeRounded />}
        >
          {isLoading ? 'Generating...' : 'Generate Reading'}
        </Button>
      </Stack>
      {!signId ? <EmptyState title="Select your zodiac sign" description="Choose a sign above to read its horoscope." headingLevel="h3" /> : null}
      {signId && !reading && !isLoading && !error ? (
        <EmptyState
          title={`Generate Reading for ${zodiacSignById(signId).english}`}
          description="Press Generate Reading to see the mood, energy, finance and creativity of the day."
          headingLevel="h3"
        />
      ) : null}
      {isLoading ? (
        <Typography role="status" color="text.secondary">
          Reading the planets...
        </Typography>
      ) : null}
      {error ? <Alert severity="error">The reading could not be generated. Please try again.</Alert> : null}
      {reading ? <Reading entry={reading} /> : null}
    </Stack>
  );
}
