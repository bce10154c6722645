import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import type { RemoteName } from '../routing/route-table';
import { useRemoteRegistry } from './remote-registry-context';
import { useShellText } from '../locales/use-text';


export interface RemoteUnavailableProps {
  remote: RemoteName;
  error?: unknown;
}

/** The card shown in place of a remote's page when that remote cannot be loaded. */
export function RemoteUnavailable({ remote }: RemoteUnavailableProps) {
  const { t } = useShellText();
  const registry = useRemoteRegistry();
  const [retrying, setRetrying] = useState(false);

  const retry = async () => {
    // The remote loaded but a page's files failed: federation keeps that failure in the loaded remote's
    // modules, and after a redeploy the old files are gone anyway. A fresh page load is the reliable retry.
    if (!registry.isUnreachable(remote)) {
      window.location.reload();
      return;
    }
    setRetrying(true);
    try {
      await registry.retry(remote);
    } finally {
      setRetrying(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: { xs: 4, md: 8 }, px: 2 }} data-remote-fallback={remote}>
      <Paper variant="outlined" role="alert" sx={{ p: { xs: 3, md: 5 }, maxWidth: 520, textAlign: 'center', borderRadius: 4 }}>
        <CloudOffOutlined color="disabled" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
        <Typography variant="h5" component="h2" gutterBottom>
          {t('remote.unavailableTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {/* One sentence per area (what it holds, in the visitor's words): word order differs between languages. */}
          {t(`remote.unavailable.${remote}`)}
        </Typography>
        <Button
          variant="contained"
          onClick={retry}
          disabled={retrying}
          startIcon={retrying ? <CircularProgress size={18} color="inherit" /> : <RefreshRounded />}
        >
          {t('remote.retry')}
        </Button>
      </Paper>
    </Box>
  );
}
