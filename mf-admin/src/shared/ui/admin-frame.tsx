import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import { useDocumentTitle } from '@astrosetu/web-core';

export interface AdminFrameProps {
  title: string;
  children: ReactNode;
}

/** The frame of both admin pages: the tab title and a wide container (toasts come from web-core's AppProviders). */
export function AdminFrame({ title, children }: AdminFrameProps) {
  useDocumentTitle(title);
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      {children}
    </Container>
  );
}
