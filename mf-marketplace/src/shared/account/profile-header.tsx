import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@astrosetu/contracts';
import { formatLongDate, formatPaise } from '@astrosetu/design-system/format';
import { useMarketplaceText, type MarketplaceKey } from '../../locales/use-text';

const roleLabels: Record<'user' | 'astrologer' | 'admin', MarketplaceKey> = { user: 'account.role.user', astrologer: 'account.role.astrologer', admin: 'account.role.admin' };

/** Who is signed in, since when, and their wallet. */
export function ProfileHeader({ user }: { user: User }) {
  const { t } = useMarketplaceText();
  return (
    <Box sx={(theme) => ({ bgcolor: 'brand.heroFrom', backgroundImage: `linear-gradient(135deg, ${theme.palette.brand.heroFrom}, ${theme.palette.brand.heroTo})`, color: 'brand.onHero' })}>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 5 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems={{ xs: 'flex-start', sm: 'center' }}>
          <Avatar sx={{ width: 80, height: 80, fontSize: '2rem', bgcolor: 'brand.marigold', color: 'brand.onMarigold', fontWeight: 700 }} aria-hidden>
            {user.username.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {user.username}
            </Typography>
            <Typography sx={{ opacity: 0.9, overflowWrap: 'anywhere' }}>{user.email}</Typography>
            <Typography variant="body2" sx={{ opacity: 0.8 }}>
              {t(roleLabels[user.role])} · {t('account.memberSince', { when: formatLongDate(user.createdAt) })}
            </Typography>
          </Box>
          {user.role === 'user' ? (
            <Chip
              label={t('account.wallet', { amount: formatPaise(user.balance) })}
              sx={{ bgcolor: 'brand.marigold', color: 'brand.onMarigold', fontWeight: 700, fontSize: '1rem', py: 2.5, px: 1 }}
            />
          ) : null}
        </Stack>
      </Container>
    </Box>
  );
}
