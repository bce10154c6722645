import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, NavLink, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import MenuRounded from '@mui/icons-material/MenuRounded';
import { useColorMode, useSession } from '@astrosetu/web-core';
import { knownAudienceOf } from '../routing/audience';
import { BrandLogo } from './brand-logo';
import { loginHref, navigationLinksFor } from './site-links';
import { useShellText } from '../locales/use-text';
import { LanguageMenuButton } from './language-menu';

// What only a signed-in visitor or a phone user opens is split out of the first visit: the account menu (menu,
// popover, avatar, chip) and the navigation drawer (drawer, modal, lists) load when first needed.
const loadAccountActions = () => import('./account-actions');
const AccountActions = lazy(loadAccountActions);
const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer').then((module) => ({ default: module.MobileNavDrawer })));

const desktopOnly = { display: { xs: 'none', md: 'flex' } } as const;
const mobileOnly = { display: { xs: 'inline-flex', md: 'none' } } as const;

/** The nav bar (docs/product-rules.md#navigation): links, colour mode, wallet balance and the account menu; a drawer holds the links on phones. */
export function NavBar() {
  const { user, status, logout } = useSession();
  const { mode, toggle } = useColorMode();
  const { t } = useShellText();
  const { pathname, search } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const links = navigationLinksFor(knownAudienceOf(user, status));
  useEffect(() => {
    // A stored token is being checked: fetch the account menu's code while the server answers.
    if (status === 'loading') void loadAccountActions();
  }, [status]);

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: { xs: 60, md: 68 } }}>
          <IconButton
            edge="start"
            aria-label={t('navBar.openNavigation')}
            onClick={() => {
              setDrawerWanted(true);
              setDrawerOpen(true);
            }}
            sx={mobileOnly}
          >
            <MenuRounded />
          </IconButton>
          <Box sx={{ color: 'primary.main', mr: { md: 3 } }}>
            <BrandLogo markOnlyOnPhones={status === 'authenticated'} />
          </Box>
          <Box component="nav" aria-label={t('navBar.main')} sx={{ ...desktopOnly, gap: 0.5, flexGrow: 1 }}>
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
                {t(link.labelKey)}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
          {/* On phones the drawer holds the language choice; the bar keeps room for the name and the login. */}
          <LanguageMenuButton sx={desktopOnly} />
          {/* A native title, not MUI's Tooltip: Tooltip brings Popper (12 KiB) onto every first visit. */}
          <IconButton
            onClick={toggle}
            aria-label={mode === 'dark' ? t('navBar.useLightTheme') : t('navBar.useDarkTheme')}
            title={mode === 'dark' ? t('navBar.useLightTheme') : t('navBar.useDarkTheme')}
          >
            {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
          </IconButton>
          {status === 'authenticated' && user && (
            <Suspense fallback={null}>
              <AccountActions user={user} onLogout={logout} />
            </Suspense>
          )}
          {status === 'anonymous' && pathname !== '/login' && (
            <Button component={RouterLink} to={loginHref(pathname, search)} variant="contained" disableElevation>
              {t('navBar.login')}
            </Button>
          )}
        </Toolbar>
      </Container>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileNavDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            links={links}
            user={status === 'authenticated' ? user : null}
            loginTo={loginHref(pathname, search)}
            onLogout={logout}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
