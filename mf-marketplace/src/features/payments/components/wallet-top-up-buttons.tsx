import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPaise } from '@astrosetu/design-system/format';
import { useRechargePacksQuery } from '../../../shared/api/wallet-api';
import { shouldOfferTopUp, useWalletTopUp, WALLET_TOPUP_PRESETS_PAISE } from '../use-wallet-top-up';
import { useMarketplaceText } from '../../../locales/use-text';

export interface WalletTopUpButtonsProps {
  /** Current wallet balance in paise. */
  balance: number;
  /** Show the buttons whatever the balance (default: only below ₹500). */
  always?: boolean;
}

/** ₹500 / ₹1,000 / ₹2,000 top-up buttons for the home and packages pages, with a recharge pack's bonus. */
export function WalletTopUpButtons({ balance, always = false }: WalletTopUpButtonsProps) {
  const { t } = useMarketplaceText();
  const { topUp, status, pendingAmount, error } = useWalletTopUp();
  // The server adds a recharge pack's bonus to a top-up of exactly its amount; the buttons say so.
  const { data: packs } = useRechargePacksQuery();
  const bonusOf = (amount: number) => packs?.find((pack) => pack.amount === amount)?.bonusAmount ?? 0;
  if (!always && !shouldOfferTopUp(balance)) return null;
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {t('wallet.topUp.title')}
      </Typography>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {WALLET_TOPUP_PRESETS_PAISE.map((amount) => (
          <Button
            key={amount}
            variant="outlined"
            onClick={() => topUp(amount)}
            disabled={status === 'processing'}
            startIcon={pendingAmount === amount ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {pendingAmount === amount
              ? t('common.processing')
              : bonusOf(amount) > 0
                ? t('wallet.topUp.addWithBonus', { amount: formatPaise(amount, { decimals: false }), bonus: formatPaise(bonusOf(amount), { decimals: false }) })
                : t('wallet.topUp.add', { amount: formatPaise(amount, { decimals: false }) })}
          </Button>
        ))}
      </Stack>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
