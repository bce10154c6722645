import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { PageSpinner, useSession } from '@astrosetu/web-core';

/**
 * Non-admins see Access Denied. The role comes from the session, which holds the user the server
 * confirmed (GET /api/auth/me or the login answer), never from what the browser stored; the API checks the
 * role again on every call.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, status } = useSession();
  if (status === 'loading') return <PageSpinner label="Checking your session" />;
  if (user?.role !== 'admin') return <AccessDenied />;
  return <>{children}</>;
}

export function AccessDenied() {
  return (
    <Paper variant="outlined" role="alert" sx={{ maxWidth: 560, mx: 'auto', my: { xs: 4, md: 8 }, p: { xs: 3, md: 5 }, textAlign: 'center', borderRadius: 4 }}>
      <LockOutlined color="error" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography variant="h4" component="h1" gutterBottom>
        Access Denied
      </Typography>
      <Typography color="text.secondary">This area is for administrators only. Sign in with an admin account to continue.</Typography>
    </Paper>
  );
}
