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
import { useShellText } from '../locales/use-text';
import ListSubheader from '@mui/material/ListSubheader';
import CheckRounded from '@mui/icons-material/CheckRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import { useChooseLanguage } from './use-choose-language';

export interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  links: readonly SiteLink[];
  user: User | null;
  loginTo: string;
  onLogout: () => void;
}

/** The offered languages, each in its own script; choosing one switches the site and closes the drawer. */
function DrawerLanguageChoice() {
  const { t } = useShellText();
  const { language, languages, choose } = useChooseLanguage();
  return (
    // A group of buttons, not a list: its items are buttons, which a <ul> may not hold directly.
    <List component="div" role="group" aria-labelledby="drawer-language-heading" dense>
      <ListSubheader component="div" id="drawer-language-heading" disableSticky sx={{ display: 'flex', alignItems: 'center', gap: 1, bgcolor: 'transparent', lineHeight: 1.5, py: 1.5 }}>
        <TranslateRounded fontSize="small" aria-hidden />
        {t('language.choose')}
      </ListSubheader>
      {languages.map((option) => (
        <ListItemButton
          key={option.code}
          selected={option.code === language}
          aria-current={option.code === language ? 'true' : undefined}
          onClick={() => void choose(option.code)}
        >
          <ListItemText primary={option.nativeName} slotProps={{ primary: { lang: option.code } }} />
          {option.code === language ? <CheckRounded fontSize="small" color="primary" aria-hidden /> : null}
        </ListItemButton>
      ))}
    </List>
  );
}

/** The navigation on phones: the same links and account actions as the desktop bar. */
export function MobileNavDrawer({ open, onClose, links, user, loginTo, onLogout }: MobileNavDrawerProps) {
  const { t } = useShellText();
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280 }, 'aria-label': t('drawer.label') } }}>
      <Box sx={{ p: 2, color: 'primary.main' }} onClick={onClose}>
        <BrandLogo />
      </Box>
      {user && (
        <Box sx={{ px: 2, pb: 2 }}>
          <Typography variant="subtitle2">{user.username}</Typography>
          {user.role === 'astrologer' ? (
            <Typography variant="body2" color="text.secondary">
              {t('drawer.earningsOnDashboard')}
            </Typography>
          ) : (
            <Typography variant="body2" component={RouterLink} to="/wallet" onClick={onClose} sx={{ color: 'text.secondary', display: 'block' }}>
              {t('drawer.wallet', { balance: formatWalletBalance(user.balance) })}
            </Typography>
          )}
        </Box>
      )}
      <Divider />
      <List component="nav" aria-label={t('navBar.main')} onClick={onClose}>
        {links.map((link) => (
          <ListItemButton key={link.to} component={NavLink} to={link.to} end={link.to === '/'} sx={{ '&.active': { color: 'primary.main', bgcolor: 'action.selected' } }}>
            <ListItemText primary={t(link.labelKey)} />
          </ListItemButton>
        ))}
      </List>
      <Divider />
      <List component="div" role="group" aria-label={t('navBar.account')} onClick={onClose}>
        {user ? (
          <>
            {accountLinksFor(audienceOf(user)).map((link) => (
              <ListItemButton key={link.to} component={RouterLink} to={link.to}>
                <ListItemText primary={t(link.labelKey)} />
              </ListItemButton>
            ))}
            <ListItemButton onClick={onLogout}>
              <ListItemText primary={t('navBar.logout')} />
            </ListItemButton>
          </>
        ) : (
          <ListItemButton component={RouterLink} to={loginTo}>
            <ListItemText primary={t('navBar.login')} />
          </ListItemButton>
        )}
      </List>
      <Divider />
      <DrawerLanguageChoice />
    </Drawer>
  );
}
