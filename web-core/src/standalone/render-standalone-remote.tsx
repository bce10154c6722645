import { StrictMode, useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link as RouterLink, Route, Routes } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppProviders } from '../providers/app-providers';
import { restoreSession } from '../session/session-actions';
import { getAppStore } from '../store/app-store';
import { useWebCoreText } from '../locales/use-text';

export interface StandaloneRoute {
  path: string;
  page: string;
}

export interface StandaloneRemoteOptions {
  /** e.g. 'mf-chat' */
  title: string;
  pages: Readonly<Record<string, ComponentType>>;
  /** Paths to try the pages at; the shell's route table stays the source of truth for the composed site. */
  routes: StandaloneRoute[];
}

function PageIndex({ title, routes }: Pick<StandaloneRemoteOptions, 'title' | 'routes'>) {
  const { t } = useWebCoreText();
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('standalone.title', { title })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('standalone.intro', { shellUrl: 'http://localhost:4200' })}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ pl: 2 }}>
        {routes.map((route) => (
          <li key={route.path}>
            <Link component={RouterLink} to={route.path.replace(/:[^/]+/g, '1')}>
              {route.page} ({route.path})
            </Link>
          </li>
        ))}
      </Stack>
    </Container>
  );
}

function StandaloneApp({ title, pages, routes }: StandaloneRemoteOptions) {
  const { t } = useWebCoreText();
  useEffect(() => {
    void getAppStore().dispatch(restoreSession());
  }, []);
  return (
    <AppProviders>
      <BrowserRouter>
        <Box component="header" sx={{ px: 2, py: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <Link component={RouterLink} to="/__pages" color="inherit" underline="hover">
            {t('standalone.header', { title })}
          </Link>
        </Box>
        <Box component="main">
          <Routes>
            <Route path="/__pages" element={<PageIndex title={title} routes={routes} />} />
            {routes.map(({ path, page }) => {
              const Page = pages[page];
              return Page ? <Route key={path} path={path} element={<Page />} /> : null;
            })}
            <Route path="*" element={<PageIndex title={title} routes={routes} />} />
          </Routes>
        </Box>
      </BrowserRouter>
    </AppProviders>
  );
}

/** Mounts a remote's pages on its own origin (its index.html), outside the shell. */
export function renderStandaloneRemote(options: StandaloneRemoteOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp {...options} />
    </StrictMode>,
  );
}
