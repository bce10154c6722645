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
import { extensionOptions, shortfallToPay, topUpChoices } from './extension-options';
import {
  useAstrologerForExtensionQuery,
  useExtendConsultationMutation,
  useRechargePacksForExtensionQuery,
  useRechargeWalletForExtensionMutation,
  useWalletForExtensionQuery,
} from './extension-api';
import { useChatText } from '../../locales/use-text';

export interface ExtendSessionDialogProps {
  open: boolean;
  consultationId: number;
  astrologerId: number;
  astrologerName: string;
  /** The customer's cash balance in paise (kept fresh by the page: it changes when a payment reaches the wallet). */
  balance: number;
  onClose: () => void;
}

type Stage =
  | { kind: 'choose' }
  /** A top-up for a chosen extension is being paid in another tab: the extension follows when the money arrives. */
  | { kind: 'awaiting-payment'; duration: number; cost: number }
  /** Money is being added with no extension chosen yet: back to the choice when it arrives. */
  | { kind: 'awaiting-top-up'; from: number };

/**
 * Extension (docs/product-rules.md#chat-session): pick 5, 10, 15 or 20 minutes (nothing is paid before a choice).
 * The wallet pays when it covers the cost, bonus credit first, as the server counts; otherwise the customer adds
 * money without leaving the chat: the missing part, a usual top-up or a recharge pack (with its bonus), paid at the
 * gateway in a new tab. The session keeps running here, the balance refreshes when the payment reaches the wallet
 * (the server's wallet-updated event, or coming back to this tab), and a chosen extension then completes by itself.
 */
export function ExtendSessionDialog({ open, consultationId, astrologerId, astrologerName, balance, onClose }: ExtendSessionDialogProps) {
  const { t } = useChatText();
  const { toast } = useToast();
  const { data: astrologer, isLoading: loadingRate } = useAstrologerForExtensionQuery(astrologerId, { skip: !open });
  const { data: wallet, refetch: refetchWallet } = useWalletForExtensionQuery(undefined, { skip: !open, refetchOnMountOrArgChange: true });
  const { data: packs } = useRechargePacksForExtensionQuery(undefined, { skip: !open });
  const [extend, { isLoading: extending }] = useExtendConsultationMutation();
  const [recharge, { isLoading: recharging }] = useRechargeWalletForExtensionMutation();
  const [duration, setDuration] = useState<number | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [addingMoney, setAddingMoney] = useState(false);
  const [added, setAdded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const completing = useRef(false);

  // The page's balance changed (a payment arrived, or an extension was paid): read both balances again.
  useEffect(() => {
    if (open) void refetchWallet();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [balance]);

  // While a payment is open in another tab, coming back to this one reads the wallet again (in case the event was missed).
  const awaiting = stage.kind !== 'choose';
  useEffect(() => {
    if (!open || !awaiting) return undefined;
    const onFocus = () => void refetchWallet();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [open, awaiting, refetchWallet]);

  const cash = wallet?.balance ?? balance;
  const bonus = wallet?.bonusBalance ?? 0;
  const spendable = cash + bonus;
  const options = astrologer ? extensionOptions(astrologer.ratePerMinute) : [];
  const chosen = options.find((option) => option.duration === duration);
  const shortfall = chosen ? shortfallToPay(chosen.cost, spendable) : 0;
  const choices = topUpChoices(shortfall, packs ?? []);
  const busy = extending || recharging;

  /** Buys the extension from the wallet (the server always takes it from there), after a top-up or without one. */
  const finish = async (minutes: number) => {
    try {
      await extend({ consultationId, duration: minutes }).unwrap();
      toast({ title: t('extension.extended'), description: t('extension.extendedText', { count: minutes }), variant: 'success' });
      setStage({ kind: 'choose' });
      setDuration(null);
      setAddingMoney(false);
      setAdded(false);
      onClose();
      return true;
    } catch (caught) {
      const apiError = normaliseApiError(caught);
      if (apiError.code === 'INSUFFICIENT_BALANCE') return false;
      toast({ title: t('extension.failed'), description: apiError.message || t('extension.failedText'), variant: 'error' });
      return true;
    }
  };

  /** Adds `amount` through the wallet recharge, in a new tab: the chat stays open here. */
  const addMoney = async (amount: number, next: Stage) => {
    setError(null);
    setAdded(false);
    try {
      const payment = await recharge({ amount }).unwrap();
      await postToGateway(payment.paymentUrl, payment.paymentData, { newTab: true });
      setStage(next);
    } catch (caught) {
      setError(normaliseApiError(caught).message || t('extension.paymentFailed'));
    }
  };

  const pay = async () => {
    if (!chosen) return;
    setError(null);
    if (spendable >= chosen.cost) {
      const settled = await finish(chosen.duration);
      if (settled) return;
    }
    await addMoney(shortfallToPay(chosen.cost, spendable), { kind: 'awaiting-payment', duration: chosen.duration, cost: chosen.cost });
  };

  const addChoice = (amount: number) =>
    void addMoney(amount, chosen && spendable < chosen.cost ? { kind: 'awaiting-payment', duration: chosen.duration, cost: chosen.cost } : { kind: 'awaiting-top-up', from: spendable });

  // The payment reached the wallet: complete the chosen extension, or go back to the choice with the new balance.
  useEffect(() => {
    if (stage.kind === 'awaiting-top-up' && spendable > stage.from) {
      setStage({ kind: 'choose' });
      setAddingMoney(false);
      setAdded(true);
      return;
    }
    if (stage.kind !== 'awaiting-payment' || spendable < stage.cost || completing.current) return;
    completing.current = true;
    void finish(stage.duration).finally(() => {
      completing.current = false;
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stage, spendable]);

  const decline = () => {
    setStage({ kind: 'choose' });
    setDuration(null);
    setAddingMoney(false);
    setAdded(false);
    setError(null);
    onClose();
  };

  const showChoices = addingMoney || shortfall > 0;

  return (
    <Dialog open={open} onClose={decline} fullWidth maxWidth="xs" aria-labelledby="extend-session-title">
      <DialogTitle id="extend-session-title">{t('extension.title')}</DialogTitle>
      <DialogContent>
        {stage.kind !== 'choose' ? (
          <Stack spacing={2} alignItems="center" sx={{ py: 2 }} role="status">
            <CircularProgress size={28} />
            <Typography textAlign="center">
              {stage.kind === 'awaiting-payment' ? t('extension.awaitingPayment', { count: stage.duration }) : t('extension.awaitingTopUp')}
            </Typography>
            <Typography variant="body2" color="text.secondary" textAlign="center">
              {t('extension.sessionContinues')}
            </Typography>
          </Stack>
        ) : (
          <>
            <DialogContentText sx={{ mb: 2 }}>{t('extension.text', { name: astrologerName })}</DialogContentText>
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
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} role={added ? 'status' : undefined}>
              {added ? `${t('extension.moneyAdded')} ` : ''}
              {t('extension.balance', { amount: formatPaise(cash) })}
              {bonus > 0 ? ` ${t('extension.bonus', { amount: formatPaise(bonus) })}` : ''}
              {chosen && shortfall > 0 ? ` · ${t('extension.shortfall', { amount: formatPaise(shortfall) })}` : ''}
            </Typography>
            {showChoices ? (
              <Stack component="section" aria-labelledby="extension-add-money" spacing={1} sx={{ mt: 2 }}>
                <Typography id="extension-add-money" variant="subtitle2" component="h3">
                  {t('extension.addMoneyTitle')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('extension.addMoneyText')}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
                  {choices.map((choice) => (
                    <Button key={choice.amount} variant="outlined" size="small" disabled={busy} onClick={() => addChoice(choice.amount)}>
                      {choice.bonus > 0
                        ? t('extension.addWithBonus', { amount: formatPaise(choice.amount, { decimals: false }), bonus: formatPaise(choice.bonus, { decimals: false }) })
                        : t('extension.add', { amount: formatPaise(choice.amount, { decimals: choice.amount % 100 !== 0 }) })}
                    </Button>
                  ))}
                </Stack>
              </Stack>
            ) : (
              <Button size="small" sx={{ mt: 1, px: 0 }} onClick={() => setAddingMoney(true)}>
                {t('extension.addMoney')}
              </Button>
            )}
            {error ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {error}
              </Alert>
            ) : null}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {stage.kind !== 'choose' ? (
          <Button onClick={() => setStage({ kind: 'choose' })}>{t('extension.backToChoice')}</Button>
        ) : (
          <Button onClick={decline}>{t('extension.decline')}</Button>
        )}
        {stage.kind === 'choose' ? (
          <Button variant="contained" onClick={() => void pay()} disabled={!chosen || busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {chosen ? t('extension.pay', { amount: formatPaise(chosen.cost) }) : t('extension.choose')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
