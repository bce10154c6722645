import { useState, type FormEvent } from 'react';
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
import TagRounded from '@mui/icons-material/TagRounded';
import type { NumerologyResponse } from '@astrosetu/contracts';
import { normaliseApiError } from '@astrosetu/web-core';
import { useCalculateNumerologyMutation } from '../api/numerology-api';
import { useContentText } from '../../../locales/use-text';

type CoreKey = 'lifePath' | 'destiny' | 'soulUrge' | 'personality' | 'birthDay' | 'maturity' | 'personalYear';

/** The seven core numbers in order (their names and sources: numerology.core.{key}.label / .from). */
const CORE_NUMBERS: readonly CoreKey[] = ['lifePath', 'destiny', 'soulUrge', 'personality', 'birthDay', 'maturity', 'personalYear'];

function NumberCard({ label, from, number }: { label: string; from: string; number: NumerologyResponse[CoreKey] }) {
  const { t } = useContentText();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
          <Box
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 56,
              height: 56,
              flexShrink: 0,
              borderRadius: '50%',
              bgcolor: number.master ? 'secondary.main' : 'primary.main',
              color: number.master ? 'secondary.contrastText' : 'primary.contrastText',
              fontSize: 26,
              fontWeight: 700,
            }}
          >
            {number.value}
          </Box>
          <Box>
            <Typography variant="subtitle1" component="h4">
              {label}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('numerology.from', { source: from })}
            </Typography>
          </Box>
          {number.master ? <Chip size="small" label={t('numerology.master')} color="secondary" variant="outlined" /> : null}
        </Stack>
        <Typography variant="body2">{number.meaning}</Typography>
      </CardContent>
    </Card>
  );
}

function NumberList({ title, numbers }: { title: string; numbers: readonly number[] }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 0.75 }}>
        {title}
      </Typography>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {numbers.map((number, index) => (
          <Chip key={`${number}-${index}`} label={number} variant="outlined" sx={{ fontWeight: 700, minWidth: 40 }} />
        ))}
      </Stack>
    </Box>
  );
}

/** The numerology calculator: full name and birth date in, the seven core numbers and the number lists out. */
export function NumerologyCalculator() {
  const { t } = useContentText();
  const [fullName, setFullName] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [calculate, { data, isLoading, error }] = useCalculateNumerologyMutation();
  const ready = fullName.trim() !== '' && birthDate !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) void calculate({ fullName: fullName.trim(), birthDate, currentYear: new Date().getFullYear() });
  };

  return (
    <Stack spacing={3}>
      <Box component="form" onSubmit={submit} noValidate aria-label={t('numerology.formLabel')} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr auto' }, alignItems: 'center' }}>
        <TextField label={t('numerology.fullName')} required value={fullName} onChange={(event) => setFullName(event.target.value)} autoComplete="name" />
        <TextField label={t('numerology.birthDate')} type="date" required value={birthDate} onChange={(event) => setBirthDate(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!ready || isLoading}
          startIcon={isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : <TagRounded />}
        >
          {isLoading ? t('numerology.calculating') : t('numerology.calculate')}
        </Button>
      </Box>
      {error ? <Alert severity="error">{normaliseApiError(error).message}</Alert> : null}
      {data && !isLoading ? (
        <Box component="section" aria-labelledby="numerology-result-heading">
          <Typography id="numerology-result-heading" variant="h5" component="h3" sx={{ mb: 2 }}>
            {t('numerology.numbersOf', { name: data.fullName })}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
            {CORE_NUMBERS.map((core) => (
              <NumberCard key={core} label={t(`numerology.core.${core}.label`)} from={t(`numerology.core.${core}.from`)} number={data[core]} />
            ))}
          </Box>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mt: 3 }}>
            <NumberList title={t('numerology.lucky')} numbers={data.luckyNumbers} />
            <NumberList title={t('numerology.compatible')} numbers={data.compatibleNumbers} />
            <NumberList title={t('numerology.challenge')} numbers={data.challengeNumbers} />
          </Stack>
          {data.chaldean && data.indian ? (
            <Box sx={{ display: 'grid', gap: 2, mt: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="subtitle1" component="h4">
                    {t('numerology.chaldeanTitle', { compound: data.chaldean.compound, value: data.chaldean.value })}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                    {t('numerology.chaldeanNote')}
                  </Typography>
                  <Typography variant="body2">{data.chaldean.meaning}</Typography>
                </CardContent>
              </Card>
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="subtitle1" component="h4">
                    {t('numerology.indianTitle', { mulank: data.indian.mulank.value, bhagyank: data.indian.bhagyank.value })}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                    {t('numerology.indianNote')}
                  </Typography>
                  <Typography variant="body2">
                    {t('numerology.indianRulers', {
                      mulank: data.indian.mulank.value,
                      mulankPlanet: data.indian.mulank.planetName ?? data.indian.mulank.planet,
                      bhagyank: data.indian.bhagyank.value,
                      bhagyankPlanet: data.indian.bhagyank.planetName ?? data.indian.bhagyank.planet,
                    })}
                  </Typography>
                </CardContent>
              </Card>
            </Box>
          ) : null}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
            {t('numerology.footnote', { system: data.system, year: data.currentYear })}
          </Typography>
        </Box>
      ) : null}
    </Stack>
  );
}
