import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import { formatPaise } from '@astrosetu/design-system/format';
import { VisuallyHidden } from '../../internal/visually-hidden';
import { useDesignSystemText } from '@astrosetu/design-system/locales';

export interface WalletChipProps {
  balancePaise: number;
  /** Shows the balance in the warning colour and says it is low (e.g. below ₹500, when top-up is offered). */
  low?: boolean;
  /** Balance still loading. */
  loading?: boolean;
  /** Makes the chip a button (e.g. open the wallet / top-up). */
  onClick?: () => void;
  /** Show paise (default true: the navigation bar shows two decimals). */
  decimals?: boolean;
}

/** The wallet balance, compact enough for the navigation bar. */
export function WalletChip({ balancePaise, low = false, loading = false, onClick, decimals = true }: WalletChipProps) {
  const { t } = useDesignSystemText();
  if (loading) {
    return (
      <Chip
        icon={<AccountBalanceWalletOutlined />}
        variant="outlined"
        aria-busy
        label={
          <>
            <Skeleton variant="text" width={64} aria-hidden />
            <VisuallyHidden>{t('walletChip.loading')}</VisuallyHidden>
          </>
        }
      />
    );
  }
  return (
    <Chip
      icon={<AccountBalanceWalletOutlined />}
      variant="outlined"
      color={low ? 'warning' : 'primary'}
      onClick={onClick}
      sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
      label={
        <>
          <VisuallyHidden>{t('walletChip.balance')}</VisuallyHidden>
          {formatPaise(balancePaise, { decimals })}
          {low ? <VisuallyHidden>{t('walletChip.low')}</VisuallyHidden> : null}
        </>
      }
    />
  );
}
