import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { PageSpinner, useSession } from '@astrosetu/web-core';
import { useAdminText } from '../../locales/use-text';

/**
 * Non-admins see Access Denied. The role comes from the session, which holds the user the server
 * confirmed (GET /api/auth/me or the login answer), never from what the browser stored; the API checks the
 * role again on every call.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { t } = useAdminText();
  const { user, status } = useSession();
  if (status === 'loading') return <PageSpinner label={t('access.checking')} />;
  if (user?.role !== 'admin') return <AccessDenied />;
  return <>{children}</>;
}

export function AccessDenied() {
  const { t } = useAdminText();
  return (
    <Paper variant="outlined" role="alert" sx={{ maxWidth: 560, mx: 'auto', my: { xs: 4, md: 8 }, p: { xs: 3, md: 5 }, textAlign: 'center', borderRadius: 4 }}>
      <LockOutlined color="error" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('access.deniedTitle')}
      </Typography>
      <Typography color="text.secondary">{t('access.deniedText')}</Typography>
    </Paper>
  );
}
