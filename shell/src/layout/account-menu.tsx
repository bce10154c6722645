import { useState, type MouseEvent, type ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined';
import type { User } from '@astrosetu/contracts';
import { audienceOf } from '../routing/audience';
import { accountLinksFor } from './site-links';
import { useShellText } from '../locales/use-text';

const icons: Record<string, ReactElement> = {
  '/profile': <PersonOutlineOutlined fontSize="small" />,
  '/consultations': <HistoryOutlined fontSize="small" />,
  '/admin': <AdminPanelSettingsOutlined fontSize="small" />,
};

export interface AccountMenuProps {
  user: User;
  onLogout: () => void;
}

/** The signed-in menu (Profile, My Consultations, Admin Dashboard, Logout), as far as the role can open them. */
export function AccountMenu({ user, onLogout }: AccountMenuProps) {
  const { t } = useShellText();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        aria-label={t('navBar.accountMenu')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'account-menu' : undefined}
        size="small"
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontWeight: 700 }}>
          {user.username.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } } }}
      >
        <MenuItem disabled sx={{ opacity: '1 !important', flexDirection: 'column', alignItems: 'flex-start' }}>
          <Typography variant="subtitle2">{user.username}</Typography>
          <Typography variant="caption" color="text.secondary">
            {user.email}
          </Typography>
        </MenuItem>
        <Divider />
        {accountLinksFor(audienceOf(user)).map((link) => (
          <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={close}>
            <ListItemIcon>{icons[link.to]}</ListItemIcon>
            {t(link.labelKey)}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          {t('navBar.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
