import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { NavBar } from './nav-bar';
import { SessionEndedNotice } from './session-ended-notice';
import { SiteFooter } from './site-footer';

export function SiteLayout({ children }: { children: ReactNode }) {
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
