import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { ToastProvider } from '@astrosetu/design-system/toast';
import { useDocumentTitle } from '@astrosetu/web-core';
import { VerifiedAccountProvider } from '../account-verification/verified-account';
import { FavoriteOnlineListener } from '../trust/favorite-online-listener';

export interface MarketplacePageProps {
  /** The browser tab's title. */
  title: string | null;
  children: ReactNode;
}

/**
 * The frame of every page of this remote: its toasts (one visible at a time, 5 s), its account-verification dialog
 * and its title.
 * The shell draws the navigation bar and footer around it.
 */
export function MarketplacePage({ title, children }: MarketplacePageProps) {
  useDocumentTitle(title);
  return (
    <ToastProvider>
      <VerifiedAccountProvider>
        <FavoriteOnlineListener />
        <Box sx={{ pb: { xs: 6, md: 8 } }}>{children}</Box>
      </VerifiedAccountProvider>
    </ToastProvider>
  );
}
