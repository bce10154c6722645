import { Link as RouterLink, NavLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { User } from '@astrosetu/contracts';
import { BrandLogo } from './brand-logo';
import { audienceOf } from '../routing/audience';
import { accountLinksFor, type SiteLink } from './site-links';
import { formatWalletBalance } from './wallet-balance';

export interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  links: readonly SiteLink[];
  user: User | null;
  loginTo: string;
  onLogout: () => void;
}

/** The navigation on phones: the same links and account actions as the desktop bar. */
export function MobileNavDrawer({ open, onClose, links, user, loginTo, onLogout }: MobileNavDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280 } } }}>
      <Box sx={{ p: 2, color: 'primary.main' }} onClick={onClose}>
        <BrandLogo />
      </Box>
      {user && (
        <Box sx={{ px: 2, pb: 2 }}>
          <Typography variant="subtitle2">{user.username}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.role === 'astrologer' ? 'Your earnings are on your dashboard' : `Wallet ${formatWalletBalance(user.balance)}`}
          </Typography>
        </Box>
      )}
      <Divider />
      <List component="nav" aria-label="Main" onClick={onClose}>
        {links.map((link) => (
          <ListItemButton key={link.to} component={NavLink} to={link.to} end={link.to === '/'} sx={{ '&.active': { color: 'primary.main', bgcolor: 'action.selected' } }}>
            <ListItemText primary={link.label} />
          </ListItemButton>
        ))}
      </List>
      <Divider />
      <List aria-label="Account" onClick={onClose}>
        {user ? (
          <>
            {accountLinksFor(audienceOf(user)).map((link) => (
              <ListItemButton key={link.to} component={RouterLink} to={link.to}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            ))}
            <ListItemButton onClick={onLogout}>
              <ListItemText primary="Logout" />
            </ListItemButton>
          </>
        ) : (
          <ListItemButton component={RouterLink} to={loginTo}>
            <ListItemText primary="Login" />
          </ListItemButton>
        )}
      </List>
    </Drawer>
  );
}
