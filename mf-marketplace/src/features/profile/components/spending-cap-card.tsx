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
import { useValidationMessage } from '@astrosetu/web-core/validation';
import { useSetSpendingCapMutation, useSpendingCapQuery } from '../api/profile-api';
import { useMarketplaceText } from '../../../locales/use-text';

/**
 * The customer's own monthly limit on consultation spending (IST calendar month). The server refuses bookings and
 * extensions that would pass it; lowering or raising it takes effect at once.
 */
export function SpendingCapCard() {
  const { t } = useMarketplaceText();
  const validationMessage = useValidationMessage();
  const { data, isLoading, isError } = useSpendingCapQuery(undefined, { refetchOnMountOrArgChange: true });
  const [save, { isLoading: saving }] = useSetSpendingCapMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const submit = async (monthlyCap: number | null) => {
    setSaved(null);
    const parsed = spendingCapRequestSchema.safeParse({ monthlyCap });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('profile.cap.enterRupees'));
      return;
    }
    setError(null);
    try {
      const answer = await save(parsed.data).unwrap();
      setText('');
      setSaved(answer.monthlyCap === null ? t('profile.cap.removed') : t('profile.cap.savedAs', { amount: formatPaise(answer.monthlyCap) }));
    } catch (cause) {
      const failure = normaliseApiError(cause);
      setError(failure.body?.error.fields?.monthlyCap ?? failure.message);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const paise = rupeesToPaise(text);
    if (Number.isNaN(paise)) setError(t('profile.cap.enterRupeesExample'));
    else void submit(paise);
  };

  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('profile.cap.title')}
        </Typography>
        {isError ? <Alert severity="error">{t('profile.cap.failed')}</Alert> : null}
        {isLoading ? <Skeleton variant="text" width="60%" /> : null}
        {data ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="spending-cap-status">
            {data.monthlyCap === null
              ? t('profile.cap.spentNoLimit', { spent: formatPaise(data.spentThisMonth) })
              : t('profile.cap.spentOfLimit', { spent: formatPaise(data.spentThisMonth), limit: formatPaise(data.monthlyCap), left: formatPaise(data.remaining ?? 0) })}{' '}
            {t('profile.cap.rule')}
          </Typography>
        ) : null}
        <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1.5} onSubmit={onSubmit} noValidate>
          <TextField
            label={t('profile.cap.label')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={Boolean(error)}
            helperText={error ? validationMessage(error) : t('profile.cap.help')}
            slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> }, htmlInput: { inputMode: 'decimal' } }}
            size="small"
          />
          <Button type="submit" variant="contained" disabled={saving} sx={{ alignSelf: { sm: 'flex-start' } }}>
            {t('profile.cap.save')}
          </Button>
          {data?.monthlyCap !== null && data !== undefined ? (
            <Button onClick={() => void submit(null)} disabled={saving} sx={{ alignSelf: { sm: 'flex-start' } }}>
              {t('profile.cap.remove')}
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
