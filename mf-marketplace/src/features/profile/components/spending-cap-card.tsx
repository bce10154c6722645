import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { rupeesToPaise, spendingCapRequestSchema } from '@astrosetu/contracts';
import { formatPaise } from '@astrosetu/design-system/format';
import { normaliseApiError } from '@astrosetu/web-core';
import { useSetSpendingCapMutation, useSpendingCapQuery } from '../api/profile-api';

/**
 * The customer's own monthly limit on consultation spending (IST calendar month). The server refuses bookings and
 * extensions that would pass it; lowering or raising it takes effect at once.
 */
export function SpendingCapCard() {
  const { data, isLoading, isError } = useSpendingCapQuery(undefined, { refetchOnMountOrArgChange: true });
  const [save, { isLoading: saving }] = useSetSpendingCapMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const submit = async (monthlyCap: number | null) => {
    setSaved(null);
    const parsed = spendingCapRequestSchema.safeParse({ monthlyCap });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter an amount in rupees');
      return;
    }
    setError(null);
    try {
      const answer = await save(parsed.data).unwrap();
      setText('');
      setSaved(answer.monthlyCap === null ? 'Your monthly limit was removed.' : `Your monthly limit is now ${formatPaise(answer.monthlyCap)}.`);
    } catch (cause) {
      const failure = normaliseApiError(cause);
      setError(failure.body?.error.fields?.monthlyCap ?? failure.message);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const paise = rupeesToPaise(text);
    if (Number.isNaN(paise)) setError('Please enter an amount in rupees, for example 2000');
    else void submit(paise);
  };

  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Monthly spending limit
        </Typography>
        {isError ? <Alert severity="error">Your limit could not be loaded. Please try again later.</Alert> : null}
        {isLoading ? <Skeleton variant="text" width="60%" /> : null}
        {data ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="spending-cap-status">
            Spent on consultations this month: {formatPaise(data.spentThisMonth)}
            {data.monthlyCap === null
              ? '. No limit set.'
              : ` of your ${formatPaise(data.monthlyCap)} limit (${formatPaise(data.remaining ?? 0)} left).`}{' '}
            Bookings and extensions that would pass the limit are refused. Changes apply at once.
          </Typography>
        ) : null}
        <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1.5} onSubmit={onSubmit} noValidate>
          <TextField
            label="Limit per month"
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? 'In rupees, counted per calendar month (IST)'}
            slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> }, htmlInput: { inputMode: 'decimal' } }}
            size="small"
          />
          <Button type="submit" variant="contained" disabled={saving} sx={{ alignSelf: { sm: 'flex-start' } }}>
            Save limit
          </Button>
          {data?.monthlyCap !== null && data !== undefined ? (
            <Button onClick={() => void submit(null)} disabled={saving} sx={{ alignSelf: { sm: 'flex-start' } }}>
              Remove limit
            </Button>
          ) : null}
        </Stack>
        {saved ? (
          <Alert severity="success" sx={{ mt: 2 }} role="status">
            {saved}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
