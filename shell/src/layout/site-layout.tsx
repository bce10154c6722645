import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { RenderAfterFirstCommit } from '@astrosetu/web-core';
import { NavBar } from './nav-bar';
import { SessionEndedNotice } from './session-ended-notice';
import { SiteFooter } from './site-footer';
import { useVisualViewportHeight } from './use-visual-viewport-height';

/** Pages that fill the screen exactly (no footer, no page scroll): their own parts scroll inside them. */
export function isFullScreenPath(pathname: string): boolean {
  return pathname === '/chat' || pathname.startsWith('/chat/');
}

export function SiteLayout({ children }: { children: ReactNode }) {
  const fullScreen = isFullScreenPath(useLocation().pathname);
  const visibleHeight = useVisualViewportHeight(fullScreen);
  return (
    <Box
      data-layout={fullScreen ? 'full-screen' : undefined}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        ...(fullScreen
          ? {
              // The visual viewport's height once known (keyboard open); else 100dvh, 100vh where dvh is unknown.
              height: visibleHeight ? `${visibleHeight}px` : '100vh',
              ...(visibleHeight ? {} : { '@supports (height: 100dvh)': { height: '100dvh' } }),
              overflow: 'hidden',
              // Absolutely placed descendants (visually hidden labels) stay inside, so the page never scrolls.
              position: 'relative',
            }
          : { minHeight: '100vh' }),
      }}
    >
      <NavBar />
      <SessionEndedNotice />
      <Box
        component="main"
        id="main"
        sx={
          fullScreen
            ? // The remote's page wrapper passes the height on to the page.
              { flex: '1 1 auto', minHeight: 0, display: 'flex', flexDirection: 'column', '& > [data-remote]': { flex: '1 1 auto', minHeight: 0, display: 'flex', flexDirection: 'column' } }
            : { flexGrow: 1 }
        }
      >
        {children}
      </Box>
      {/* Below the first screen: its own commit after the page's first, so the first is shorter (issue 19's TBT). */}
      {fullScreen ? null : (
        <RenderAfterFirstCommit>
          <SiteFooter />
        </RenderAfterFirstCommit>
      )}
    </Box>
  );
}
