import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PayoutDue } from '@astrosetu/contracts';
import { formatPaise } from '@astrosetu/design-system/format';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError } from '@astrosetu/web-core';
import { usePayoutsDueQuery, useRecordPayoutMutation } from './payouts-api';
import { PayoutDialog } from './payout-dialog';
import { useAdminText } from '../../locales/use-text';

/**
 * Payouts due: each astrologer's share of completed sessions minus what has been paid out, largest first. A payout
 * is the whole amount due or a part of it; each is written in the audit log by the server.
 */
export function PayoutsPanel() {
  const { t } = useAdminText();
  const { toast } = useToast();
  const { data, isLoading, isError } = usePayoutsDueQuery(undefined, { refetchOnMountOrArgChange: true });
  const [recordPayout, { isLoading: recording }] = useRecordPayoutMutation();
  const [paying, setPaying] = useState<PayoutDue | null>(null);
  const [amountError, setAmountError] = useState<string | undefined>();

  const open = (row: PayoutDue) => {
    setAmountError(undefined);
    setPaying(row);
  };

  const confirm = async (payout: { amount: number; reference?: string }) => {
    if (!paying) return;
    try {
      await recordPayout({ astrologerId: paying.astrologerId, ...payout }).unwrap();
      toast({ title: t('payouts.recorded'), description: t('payouts.recordedText', { amount: formatPaise(payout.amount), name: paying.name }), variant: 'success' });
      setPaying(null);
    } catch (cause) {
      const error = normaliseApiError(cause);
      // More than is due by now (another admin paid meanwhile): the dialog stays open with the server's words.
      if (error.fields?.amount) setAmountError(error.message);
      else {
        toast({ title: t('payouts.failed'), description: error.message, variant: 'error' });
        setPaying(null);
      }
    }
  };

  if (isLoading) return <Skeleton variant="rounded" height={160} aria-label={t('payouts.loading')} />;
  if (isError || !data) return <Alert severity="error">{t('payouts.loadFailed')}</Alert>;
  const owed = data.filter((row) => row.due > 0);
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        {owed.length === 0 ? t('payouts.nothingDue') : t('payouts.totalDue', { amount: formatPaise(owed.reduce((sum, row) => sum + row.due, 0)), count: owed.length })}
      </Typography>
      {data.length > 0 ? (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('payouts.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('payouts.column.astrologer')}</TableCell>
                <TableCell align="right">{t('payouts.column.earned')}</TableCell>
                <TableCell align="right">{t('payouts.column.paidOut')}</TableCell>
                <TableCell align="right">{t('payouts.column.due')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((row) => (
                <TableRow key={row.astrologerId}>
                  <TableCell>{row.name}</TableCell>
                  <TableCell align="right">{formatPaise(row.earned)}</TableCell>
                  <TableCell align="right">{formatPaise(row.paidOut)}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {formatPaise(row.due)}
                  </TableCell>
                  <TableCell align="right">
                    {row.due > 0 ? (
                      <Button size="small" variant="outlined" onClick={() => open(row)} aria-label={t('payouts.recordLabel', { name: row.name })}>
                        {t('payouts.record')}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      <PayoutDialog row={paying} pending={recording} amountError={amountError} onConfirm={(payout) => void confirm(payout)} onCancel={() => setPaying(null)} />
    </Stack>
  );
}
