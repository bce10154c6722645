import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import type { User } from '@astrosetu/contracts';
import { AccountMenu } from './account-menu';
import { formatWalletBalance, formatWholeRupeesDown } from './wallet-balance';
import { useShellText } from '../locales/use-text';

export interface AccountActionsProps {
  user: User;
  onLogout: () => void;
}

/**
 * Signed in: the wallet balance and the account menu. Loaded on its own (see nav-bar.tsx): a first
 * visit without a session never downloads the menu, its popover and the avatar.
 */
export default function AccountActions({ user, onLogout }: AccountActionsProps) {
  const { t } = useShellText();
  const balance = formatWalletBalance(user.balance);
  // An astrologer has no customer wallet: their money is the earnings on their dashboard.
  if (user.role === 'astrologer') {
    return (
      <>
        <Chip
          icon={<PaymentsOutlined />}
          label={t('navBar.earnings')}
          component={RouterLink}
          to="/astrologer-dashboard"
          clickable
          color="primary"
          variant="outlined"
          sx={{ fontWeight: 600, display: { xs: 'none', sm: 'inline-flex' } }}
        />
        <AccountMenu user={user} onLogout={onLogout} />
      </>
    );
  }
  return (
    <>
      {/* The chip opens the wallet: balances, statement and Add money. On phones it is shorter (whole rupees, rounded
          down so it never shows more than there is, and no icon): the bar holds the menu, logo, theme and avatar too. */}
      <Chip
        icon={<AccountBalanceWalletOutlined sx={{ display: { xs: 'none', sm: 'block' } }} />}
        label={
          <>
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {balance}
            </Box>
            <Box component="span" aria-hidden sx={{ display: { xs: 'inline', sm: 'none' } }}>
              {formatWholeRupeesDown(user.balance)}
            </Box>
          </>
        }
        aria-label={t('navBar.walletBalance', { balance })}
        component={RouterLink}
        to="/wallet"
        clickable
        color="primary"
        variant="outlined"
        sx={{ fontWeight: 600, flexShrink: 0, '& .MuiChip-label': { px: { xs: 1, sm: 1.5 } } }}
      />
      <AccountMenu user={user} onLogout={onLogout} />
    </>
  );
}
