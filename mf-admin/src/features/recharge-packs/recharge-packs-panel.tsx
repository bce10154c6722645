import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RECHARGE_BONUS_PERCENT_MAX, rupeesToPaise, type RechargePack } from '@astrosetu/contracts';
import { formatPaise } from '@astrosetu/design-system/format';
import { normaliseApiError } from '@astrosetu/web-core';
import { useCreateRechargePackMutation, useRechargePacksQuery, useUpdateRechargePackMutation } from './recharge-packs-api';
import { useAdminText } from '../../locales/use-text';

function messageOf(cause: unknown): string {
  const error = normaliseApiError(cause);
  const fields = error.body?.error.fields;
  return fields ? Object.values(fields).join(' ') : error.message;
}

function PackRow({ pack }: { pack: RechargePack }) {
  const { t } = useAdminText();
  const [update, { isLoading }] = useUpdateRechargePackMutation();
  const [percent, setPercent] = useState(String(pack.bonusPercent));
  const [error, setError] = useState<string | null>(null);
  const save = (change: { bonusPercent?: number; active?: boolean }) => {
    setError(null);
    void update({ id: pack.id, ...change })
      .unwrap()
      .catch((cause: unknown) => setError(messageOf(cause)));
  };
  return (
    <TableRow>
      <TableCell>{formatPaise(pack.amount, { decimals: false })}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} alignItems="center">
          <TextField
            size="small"
            value={percent}
            onChange={(event) => setPercent(event.target.value)}
            slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> }, htmlInput: { inputMode: 'numeric', 'aria-label': t('packs.bonusFor', { amount: formatPaise(pack.amount, { decimals: false }) }) } }}
            sx={{ width: 96 }}
            error={Boolean(error)}
            helperText={error}
          />
          <Button size="small" disabled={isLoading || percent === String(pack.bonusPercent)} onClick={() => save({ bonusPercent: Number(percent) })}>
            {t('packs.save')}
          </Button>
        </Stack>
      </TableCell>
      <TableCell>{formatPaise(pack.bonusAmount)}</TableCell>
      <TableCell>
        <FormControlLabel
          control={<Switch checked={pack.active} disabled={isLoading} onChange={(_event, active) => save({ active })} />}
          label={pack.active ? t('packs.offered') : t('packs.off')}
        />
      </TableCell>
    </TableRow>
  );
}

/**
 * The recharge packs customers see on the top-up buttons: a top-up of exactly a pack's amount earns its bonus
 * as bonus credit (spent before cash, never refunded as cash). A change applies to top-ups started after it.
 */
export function RechargePacksPanel() {
  const { t } = useAdminText();
  const { data, isLoading, isError } = useRechargePacksQuery();
  const [create, creating] = useCreateRechargePackMutation();
  const [amount, setAmount] = useState('');
  const [percent, setPercent] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    void create({ amount: rupeesToPaise(amount), bonusPercent: Number(percent) })
      .unwrap()
      .then(() => {
        setAmount('');
        setPercent('');
      })
      .catch((cause: unknown) => setError(messageOf(cause)));
  };

  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }} component="section" aria-label={t('packs.title')}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('packs.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('packs.intro')}
        </Typography>
        {isLoading ? <Skeleton variant="rounded" height={96} /> : null}
        {isError ? <Alert severity="error">{t('packs.loadFailed')}</Alert> : null}
        {data ? (
          <Table size="small" aria-label={t('packs.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('packs.column.topUp')}</TableCell>
                <TableCell>{t('packs.column.bonus')}</TableCell>
                <TableCell>{t('packs.column.credit')}</TableCell>
                <TableCell>{t('packs.offered')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((pack) => (
                <PackRow key={`${pack.id}-${pack.bonusPercent}`} pack={pack} />
              ))}
            </TableBody>
          </Table>
        ) : null}
        <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2.5 }} onSubmit={onSubmit} noValidate aria-label={t('packs.addLabel')}>
          <TextField
            size="small"
            label={t('packs.amount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> }, htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            size="small"
            label={t('packs.bonusLabel', { max: RECHARGE_BONUS_PERCENT_MAX })}
            value={percent}
            onChange={(event) => setPercent(event.target.value)}
            slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> }, htmlInput: { inputMode: 'numeric' } }}
          />
          <Button type="submit" variant="contained" disabled={creating.isLoading}>
            {t('packs.add')}
          </Button>
        </Stack>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
