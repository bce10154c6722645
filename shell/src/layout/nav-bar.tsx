import { useState } from 'react';
import { Link as RouterLink, NavLink, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import MenuRounded from '@mui/icons-material/MenuRounded';
import { useColorMode, useSession } from '@astrosetu/web-core';
import { AccountMenu } from './account-menu';
import { BrandLogo } from './brand-logo';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { loginHref, navigationLinksFor } from './site-links';
import { formatWalletBalance } from './wallet-balance';

const desktopOnly = { display: { xs: 'none', md: 'flex' } } as const;
const mobileOnly = { display: { xs: 'inline-flex', md: 'none' } } as const;

/** Spec 2.2: links, colour mode, wallet balance and the account menu; a drawer holds the links on phones. */
export function NavBar() {
  const { user, status, isAdmin, logout } = useSession();
  const { mode, toggle } = useColorMode();
  const { pathname, search } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const links = navigationLinksFor(isAdmin);

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: 1, minHeight: { xs: 60, md: 68 } }}>
          <IconButton edge="start" aria-label="Open navigation" onClick={() => setDrawerOpen(true)} sx={mobileOnly}>
            <MenuRounded />
          </IconButton>
          <Box sx={{ color: 'primary.main', mr: { md: 3 } }}>
            <BrandLogo />
          </Box>
          <Box component="nav" aria-label="Main" sx={{ ...desktopOnly, gap: 0.5, flexGrow: 1 }}>
            {links.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                end={link.to === '/'}
                color="inherit"
                sx={{
                  fontWeight: 500,
                  color: 'text.secondary',
                  '&.active': { color: 'primary.main', bgcolor: 'action.selected' },
                }}
              >
                {link.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
          {/* A native title, not MUI's Tooltip: Tooltip brings Popper (12 KiB) onto every first visit. */}
          <IconButton
            onClick={toggle}
            aria-label={mode === 'dark' ? 'Use light theme' : 'Use dark theme'}
            title={mode === 'dark' ? 'Use light theme' : 'Use dark theme'}
          >
            {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
          </IconButton>
          {status === 'authenticated' && user && (
            <>
              <Chip
                icon={<AccountBalanceWalletOutlined />}
                label={formatWalletBalance(user.balance)}
                aria-label={`Wallet balance ${formatWalletBalance(user.balance)}`}
                color="primary"
                variant="outlined"
                sx={{ fontWeight: 600, display: { xs: 'none', sm: 'inline-flex' } }}
              />
              <AccountMenu user={user} onLogout={logout} />
            </>
          )}
          {status === 'anonymous' && pathname !== '/login' && (
            <Button component={RouterLink} to={loginHref(pathname, search)} variant="contained" disableElevation>
              Login
            </Button>
          )}
        </Toolbar>
      </Container>
      <MobileNavDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        links={links}
        user={status === 'authenticated' ? user : null}
        loginTo={loginHref(pathname, search)}
        onLogout={logout}
      />
    </AppBar>
  );
}
