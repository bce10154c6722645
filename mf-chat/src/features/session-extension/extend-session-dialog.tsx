import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatPaise } from '@astrosetu/design-system/format';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError } from '@astrosetu/web-core';
import { postToGateway } from '@astrosetu/web-core/files';
import { extensionOptions, shortfallToPay } from './extension-options';
import { useAstrologerForExtensionQuery, useExtendConsultationMutation, useRechargeWalletForExtensionMutation } from './extension-api';
import { useChatText } from '../../locales/use-text';

export interface ExtendSessionDialogProps {
  open: boolean;
  consultationId: number;
  astrologerId: number;
  astrologerName: string;
  /** The customer's wallet balance in paise (kept fresh by the page). */
  balance: number;
  onClose: () => void;
}

type Stage = { kind: 'choose' } | { kind: 'awaiting-payment'; duration: number; cost: number };

/**
 * Extension (docs/product-rules.md#chat-session): pick 5, 10, 15 or 20 minutes (nothing is paid before a choice). The wallet pays
 * when it covers the cost; otherwise the missing part is paid at the gateway in a new tab, and the
 * extension completes by itself as soon as that payment reaches the wallet.
 */
export function ExtendSessionDialog({ open, consultationId, astrologerId, astrologerName, balance, onClose }: ExtendSessionDialogProps) {
  const { t } = useChatText();
  const { toast } = useToast();
  const { data: astrologer, isLoading: loadingRate } = useAstrologerForExtensionQuery(astrologerId, { skip: !open });
  const [extend, { isLoading: extending }] = useExtendConsultationMutation();
  const [recharge, { isLoading: recharging }] = useRechargeWalletForExtensionMutation();
  const [duration, setDuration] = useState<number | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [error, setError] = useState<string | null>(null);
  const completing = useRef(false);

  const options = astrologer ? extensionOptions(astrologer.ratePerMinute) : [];
  const chosen = options.find((option) => option.duration === duration);
  const busy = extending || recharging;

  const finish = async (minutes: number, paymentMethod: 'wallet' | 'payment') => {
    try {
      await extend({ consultationId, duration: minutes, paymentMethod }).unwrap();
      toast({ title: t('extension.extended'), description: t('extension.extendedText', { count: minutes }), variant: 'success' });
      setStage({ kind: 'choose' });
      setDuration(null);
      onClose();
      return true;
    } catch (caught) {
      const apiError = normaliseApiError(caught);
      if (apiError.code === 'INSUFFICIENT_BALANCE') return false;
      toast({ title: t('extension.failed'), description: apiError.message || t('extension.failedText'), variant: 'error' });
      return true;
    }
  };

  const payByGateway = async (minutes: number, cost: number) => {
    const amount = shortfallToPay(cost, balance);
    try {
      const payment = await recharge({ amount }).unwrap();
      await postToGateway(payment.paymentUrl, payment.paymentData, { newTab: true });
      setStage({ kind: 'awaiting-payment', duration: minutes, cost });
    } catch (caught) {
      setError(normaliseApiError(caught).message || t('extension.paymentFailed'));
    }
  };

  const pay = async () => {
    if (!chosen) return;
    setError(null);
    if (balance >= chosen.cost) {
      const settled = await finish(chosen.duration, 'wallet');
      if (settled) return;
    }
    await payByGateway(chosen.duration, chosen.cost);
  };

  // The gateway payment reached the wallet (the page refreshes the balance): complete the extension.
  useEffect(() => {
    if (stage.kind !== 'awaiting-payment' || balance < stage.cost || completing.current) return;
    completing.current = true;
    void finish(stage.duration, 'payment').finally(() => {
      completing.current = false;
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stage, balance]);

  const decline = () => {
    setStage({ kind: 'choose' });
    setDuration(null);
    setError(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={decline} fullWidth maxWidth="xs" aria-labelledby="extend-session-title">
      <DialogTitle id="extend-session-title">{t('extension.title')}</DialogTitle>
      <DialogContent>
        {stage.kind === 'awaiting-payment' ? (
          <Stack spacing={2} alignItems="center" sx={{ py: 2 }} role="status">
            <CircularProgress size={28} />
            <Typography textAlign="center">
              {t('extension.awaitingPayment', { count: stage.duration })}
            </Typography>
          </Stack>
        ) : (
          <>
            <DialogContentText sx={{ mb: 2 }}>
              {t('extension.text', { name: astrologerName })}
            </DialogContentText>
            {loadingRate ? <CircularProgress size={24} aria-label={t('extension.loadingPrices')} /> : null}
            <ToggleButtonGroup
              exclusive
              orientation="vertical"
              fullWidth
              value={duration}
              onChange={(_event, value: number | null) => setDuration(value)}
              aria-label={t('extension.length')}
            >
              {options.map((option) => (
                <ToggleButton key={option.duration} value={option.duration} sx={{ justifyContent: 'space-between', textTransform: 'none' }}>
                  <span>{t('extension.option', { count: option.duration })}</span>
                  <strong>{formatPaise(option.cost)}</strong>
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {t('extension.balance', { amount: formatPaise(balance) })}
              {chosen && balance < chosen.cost ? ` · ${t('extension.shortfall', { amount: formatPaise(shortfallToPay(chosen.cost, balance)) })}` : ''}
            </Typography>
            {error ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {error}
              </Alert>
            ) : null}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={decline}>{t('extension.decline')}</Button>
        {stage.kind === 'choose' ? (
          <Button variant="contained" onClick={() => void pay()} disabled={!chosen || busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {chosen ? t('extension.pay', { amount: formatPaise(chosen.cost) }) : t('extension.choose')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
