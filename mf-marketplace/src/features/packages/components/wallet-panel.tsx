import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import { Price } from '@astrosetu/design-system/price';
import { useMarketplaceText } from '../../../locales/use-text';

export interface WalletPanelProps {
  /** Paise; null while loading. */
  balance: number | null;
  /** A line under the balance, e.g. how many minutes it pays for. */
  note?: ReactNode;
  /** The top-up buttons (the payments feature's), shown when the page decides. */
  topUp?: ReactNode;
  /** Bonus credit from recharge packs (paise), shown apart from the cash balance. */
  bonusBalance?: number;
}

/** The wallet the packages are paid from. */
export function WalletPanel({ balance, note, topUp, bonusBalance = 0 }: WalletPanelProps) {
  const { t } = useMarketplaceText();
  return (
    <Card component="section" aria-labelledby="wallet-heading" variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2.5} justifyContent="space-between" alignItems={{ xs: 'stretch', md: 'center' }}>
          <Stack direction="row" spacing={2} alignItems="center">
            <Box
              aria-hidden
              sx={{ display: 'grid', placeItems: 'center', width: 48, height: 48, borderRadius: '14px', bgcolor: 'brand.surfaceTint', color: 'primary.main', flexShrink: 0 }}
            >
              <AccountBalanceWalletOutlined />
            </Box>
            <Box>
              <Typography variant="body2" color="text.secondary" id="wallet-heading" component="h2">
                {t('wallet.balance')}
              </Typography>
              {balance === null ? (
                <Skeleton variant="text" width={120} sx={{ fontSize: '1.75rem' }} />
              ) : (
                <Price paise={balance} variant="h5" fontWeight={700} />
              )}
              {bonusBalance > 0 ? (
                <Typography variant="body2" color="success.main" data-testid="bonus-balance">
                  + <Price paise={bonusBalance} /> {t('wallet.bonusCredit')}
                </Typography>
              ) : null}
              {note ? (
                <Typography variant="caption" color="text.secondary" component="p">
                  {note}
                </Typography>
              ) : null}
            </Box>
          </Stack>
          {topUp ? <Box>{topUp}</Box> : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
