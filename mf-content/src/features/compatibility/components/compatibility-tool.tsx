import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import type { CompatibilityReport } from '@astrosetu/contracts';
import { ZODIAC_SIGNS, type ZodiacSignId } from '@astrosetu/design-system/zodiac-sign-tile';
import { normaliseApiError } from '@astrosetu/web-core';
import { useCalculateCompatibilityMutation } from '../api/compatibility-api';
import { COMPATIBILITY_DELAY_MS, withMinimumDelay } from '../model/compatibility-timing';
import { useContentText } from '../../../locales/use-text';

const SCORE_COLOR = { green: 'success', yellow: 'warning', red: 'error' } as const;

function SignSelect({ label, value, onChange }: { label: string; value: ZodiacSignId | ''; onChange: (sign: ZodiacSignId) => void }) {
  const { t, language } = useContentText();
  return (
    <TextField select label={label} value={value} onChange={(event) => onChange(event.target.value as ZodiacSignId)} fullWidth>
      {ZODIAC_SIGNS.map((sign) => (
        <MenuItem key={sign.id} value={sign.id}>
          <span aria-hidden>{sign.symbol}</span>&nbsp;{language === 'en' ? t('compatibility.signOption', { sign: t(`zodiac.${sign.id}`), sanskrit: sign.sanskrit }) : t(`zodiac.${sign.id}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

function ReportView({ report }: { report: CompatibilityReport }) {
  const { t } = useContentText();
  const color = SCORE_COLOR[report.color];
  return (
    <Card variant="outlined" component="section" aria-labelledby="compatibility-report-heading">
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography id="compatibility-report-heading" variant="h5" component="h3">
          {t('compatibility.pair', { first: report.sign1, second: report.sign2 })}
        </Typography>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ my: 2 }} flexWrap="wrap" useFlexGap>
          <Typography variant="h2" component="p" color={`${color}.main`} sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {t('reading.scorePercent', { score: report.score })}
          </Typography>
          <Stack spacing={0.5}>
            <Chip label={report.overallName ?? report.overall} color={color} sx={{ fontWeight: 700, alignSelf: 'flex-start' }} />
            <Typography variant="body2" color="text.secondary">
              {t('compatibility.elements', { aspect: report.aspect, first: report.elements[0], second: report.elements[1], match: report.elementMatch })}
            </Typography>
          </Stack>
        </Stack>
        <LinearProgress variant="determinate" value={report.score} color={color} aria-label={t('compatibility.scoreLabel')} sx={{ height: 10, borderRadius: 5, mb: 3 }} />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Box>
            <Typography variant="h6" component="h4">
              {t('compatibility.strengths')}
            </Typography>
            <Box component="ul" sx={{ pl: 2.5, mb: 0 }}>
              {report.strengths.map((strength) => (
                <li key={strength}>{strength}</li>
              ))}
            </Box>
          </Box>
          <Box>
            <Typography variant="h6" component="h4">
              {t('compatibility.challenges')}
            </Typography>
            <Box component="ul" sx={{ pl: 2.5, mb: 0 }}>
              {report.challenges.map((challenge) => (
                <li key={challenge}>{challenge}</li>
              ))}
            </Box>
          </Box>
        </Box>
        <Alert severity="info" icon={<FavoriteRounded />} sx={{ mt: 3 }}>
          {report.advice}
        </Alert>
      </CardContent>
    </Card>
  );
}

/** Zodiac compatibility: two signs, Calculate (enabled once both are chosen), then the report. */
export function CompatibilityTool() {
  const { t } = useContentText();
  const [first, setFirst] = useState<ZodiacSignId | ''>('');
  const [second, setSecond] = useState<ZodiacSignId | ''>('');
  const [calculating, setCalculating] = useState(false);
  const [report, setReport] = useState<CompatibilityReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [calculate] = useCalculateCompatibilityMutation();

  const onCalculate = async () => {
    if (!first || !second) return;
    setCalculating(true);
    setError(null);
    setReport(null);
    try {
      setReport(await withMinimumDelay(calculate({ sign1: first, sign2: second }).unwrap(), COMPATIBILITY_DELAY_MS));
    } catch (failure) {
      setError(normaliseApiError(failure).message);
    } finally {
      setCalculating(false);
    }
  };

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' }, alignItems: 'center' }}>
        <SignSelect label={t('compatibility.yourSign')} value={first} onChange={setFirst} />
        <SignSelect label={t('compatibility.partnerSign')} value={second} onChange={setSecond} />
        <Button
          variant="contained"
          size="large"
          disabled={!first || !second || calculating}
          onClick={() => void onCalculate()}
          startIcon={calculating ? <CircularProgress size={18} color="inherit" aria-hidden /> : <FavoriteRounded />}
        >
          {calculating ? t('compatibility.calculating') : t('compatibility.calculate')}
        </Button>
      </Box>
      {calculating ? (
        <Typography role="status" color="text.secondary">
          {t('compatibility.comparing')}
        </Typography>
      ) : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      {report ? <ReportView report={report} /> : null}
    </Stack>
  );
}
