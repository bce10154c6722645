import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { RefundToSourceResponse } from '@astrosetu/contracts';
import { formatPaise, formatShortDate } from '@astrosetu/design-system/format';
import { useRefundToSourceMutation, useRefundToSourceQuoteQuery } from '../wallet-refund-api';
import { useMarketplaceText } from '../../../locales/use-text';
import { WalletSection } from './wallet-section';

/** What came of a refund request, in one sentence each: sent, still with the gateway, or refused and back in the wallet. */
function RefundOutcome({ result }: { result: RefundToSourceResponse }) {
  const { t } = useMarketplaceText();
  const sum = (status: 'accepted' | 'requested' | 'failed') => result.refunds.filter((refund) => refund.status === status).reduce((total, refund) => total + refund.amount, 0);
  const failed = sum('failed');
  const pending = sum('requested');
  return (
    <Box sx={{ display: 'grid', gap: 1, mt: 2 }} role="status">
      {sum('accepted') > 0 ? <Alert severity="success">{t('walletRefund.accepted', { amount: formatPaise(sum('accepted')) })}</Alert> : null}
      {pending > 0 ? <Alert severity="info">{t('walletRefund.pending', { amount: formatPaise(pending) })}</Alert> : null}
      {failed > 0 ? <Alert severity="warning">{t('walletRefund.failed', { amount: formatPaise(failed) })}</Alert> : null}
    </Box>
  );
}

/**
 * The Wallet page's "Refund unused money": the server says how much cash can go back and to which payments; a
 * confirmation states the amount and where it goes before anything is sent. Bonus credit is never refunded.
 */
export function RefundToSourceSection() {
  const { t } = useMarketplaceText();
  const { data: quote, isError } = useRefundToSourceQuoteQuery();
  const [refund, { isLoading, data: result, error }] = useRefundToSourceMutation();
  const [confirming, setConfirming] = useState(false);
  if (isError || !quote) return null;

  const send = async () => {
    setConfirming(false);
    await refund().unwrap().catch(() => undefined);
  };

  return (
    <>
      <WalletSection id="wallet-refund-title" title={t('walletRefund.title')} explain={t('walletRefund.explain')}>
          {quote.refundable > 0 ? (
            <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setConfirming(true)} disabled={isLoading}>
              {t('walletRefund.button', { amount: formatPaise(quote.refundable) })}
            </Button>
          ) : (
            <Typography variant="body2" sx={{ mt: 2 }}>
              {t('walletRefund.nothing')}
            </Typography>
          )}
          {result ? <RefundOutcome result={result} /> : null}
          {error ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('walletRefund.error')}
            </Alert>
          ) : null}
      </WalletSection>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="wallet-refund-confirm-title" fullWidth maxWidth="xs">
        <DialogTitle id="wallet-refund-confirm-title">{t('walletRefund.confirmTitle', { amount: formatPaise(quote.refundable) })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2">{t('walletRefund.confirmWhere')}</Typography>
          <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
            {quote.payments.map((payment) => (
              <li key={payment.txnid}>
                <Typography variant="body2">
                  {t('walletRefund.confirmLine', { amount: formatPaise(payment.amount), method: payment.paymentMethod, date: formatShortDate(payment.paidAt) })}
                </Typography>
              </li>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('walletRefund.confirmBonus')}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('walletRefund.cancel')}</Button>
          <Button variant="contained" onClick={() => void send()}>
            {t('walletRefund.confirm', { amount: formatPaise(quote.refundable) })}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
