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

type CoreKey = 'lifePath' | 'destiny' | 'soulUrge' | 'personality' | 'birthDay' | 'maturity' | 'personalYear';

const CORE_NUMBERS: { key: CoreKey; label: string; from: string }[] = [
  { key: 'lifePath', label: 'Life Path', from: 'your full birth date' },
  { key: 'destiny', label: 'Destiny (Expression)', from: 'every letter of your name' },
  { key: 'soulUrge', label: 'Soul Urge', from: 'the vowels of your name' },
  { key: 'personality', label: 'Personality', from: 'the consonants of your name' },
  { key: 'birthDay', label: 'Birth Day', from: 'the day you were born' },
  { key: 'maturity', label: 'Maturity', from: 'Life Path plus Destiny' },
  { key: 'personalYear', label: 'Personal Year', from: 'your birthday in the current year' },
];

function NumberCard({ label, from, number }: { label: string; from: string; number: NumerologyResponse[CoreKey] }) {
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
              From {from}
            </Typography>
          </Box>
          {number.master ? <Chip size="small" label="Master number" color="secondary" variant="outlined" /> : null}
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
      <Box component="form" onSubmit={submit} noValidate aria-label="Numerology" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr auto' }, alignItems: 'center' }}>
        <TextField label="Full name (as at birth)" required value={fullName} onChange={(event) => setFullName(event.target.value)} autoComplete="name" />
        <TextField label="Birth date" type="date" required value={birthDate} onChange={(event) => setBirthDate(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!ready || isLoading}
          startIcon={isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : <TagRounded />}
        >
          {isLoading ? 'Calculating...' : 'Calculate Numbers'}
        </Button>
      </Box>
      {error ? <Alert severity="error">{normaliseApiError(error).message}</Alert> : null}
      {data && !isLoading ? (
        <Box component="section" aria-labelledby="numerology-result-heading">
          <Typography id="numerology-result-heading" variant="h5" component="h3" sx={{ mb: 2 }}>
            Numbers of {data.fullName}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
            {CORE_NUMBERS.map((core) => (
              <NumberCard key={core.key} label={core.label} from={core.from} number={data[core.key]} />
            ))}
          </Box>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mt: 3 }}>
            <NumberList title="Lucky numbers" numbers={data.luckyNumbers} />
            <NumberList title="Compatible numbers" numbers={data.compatibleNumbers} />
            <NumberList title="Challenge numbers" numbers={data.challengeNumbers} />
          </Stack>
          {data.chaldean && data.indian ? (
            <Box sx={{ display: 'grid', gap: 2, mt: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="subtitle1" component="h4">
                    Chaldean name number: {data.chaldean.compound}/{data.chaldean.value}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                    Letters valued 1-8 by sound (Cheiro's table); the compound total, then its single digit.
                  </Typography>
                  <Typography variant="body2">{data.chaldean.meaning}</Typography>
                </CardContent>
              </Card>
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="subtitle1" component="h4">
                    Mulank {data.indian.mulank.value} · Bhagyank {data.indian.bhagyank.value}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                    Indian numerology: mulank from the day of birth, bhagyank from every digit of the birth date.
                  </Typography>
                  <Typography variant="body2">
                    Mulank {data.indian.mulank.value} is ruled by {data.indian.mulank.planet}; bhagyank {data.indian.bhagyank.value} by {data.indian.bhagyank.planet}.
                  </Typography>
                </CardContent>
              </Card>
            </Box>
          ) : null}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
            {data.system} system · personal year for {data.currentYear}. Pythagorean sums are reduced to one digit, except the master numbers 11, 22 and 33; Chaldean and Indian numbers always to one digit.
          </Typography>
        </Box>
      ) : null}
    </Stack>
  );
}
