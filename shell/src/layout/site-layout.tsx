import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { NavBar } from './nav-bar';
import { SessionEndedNotice } from './session-ended-notice';
import { SiteFooter } from './site-footer';
import { useVisualViewportHeight } from './use-visual-viewport-height';

/** Pages that fill the screen exactly (no footer, no page scroll): their own parts scroll inside them. */
export function isFullScreenPath(pathname: string): boolean {
  return pathname === '/chat' || pathname.startsWith('/chat/');
}

export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const fullScreen = isFullScreenPath(pathname);
  const visibleHeight = useVisualViewportHeight(fullScreen);
  if (fullScreen) {
    return (
      <Box
        data-layout="full-screen"
        sx={{
          // The visual viewport's height once known (keyboard open); else 100dvh, 100vh where dvh is unknown.
          height: visibleHeight ? `${visibleHeight}px` : '100vh',
          ...(visibleHeight ? {} : { '@supports (height: 100dvh)': { height: '100dvh' } }),
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
          // Absolutely placed descendants (visually hidden labels) stay inside, so the page never scrolls.
          position: 'relative',
        }}
      >
        <NavBar />
        <Box
          component="main"
          id="main"
          sx={{
            flex: '1 1 auto',
            minHeight: 0,
            display: 'flex',
            flexDirection: 'column',
            // The remote's page wrapper passes the height on to the page.
            '& > [data-remote]': { flex: '1 1 auto', minHeight: 0, display: 'flex', flexDirection: 'column' },
          }}
        >
          {children}
        </Box>
      </Box>
    );
  }
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <NavBar />
      <SessionEndedNotice />
      <Box component="main" id="main" sx={{ flexGrow: 1 }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
