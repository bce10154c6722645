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

/** What each remote's area holds, in the visitor's words. */
const areaNames: Record<RemoteName, string> = {
  mf_marketplace: 'astrologers, bookings and payments',
  mf_chat: 'live chat and the astrologer dashboard',
  mf_content: 'horoscopes, tools and articles',
  mf_admin: 'the admin area',
};

export interface RemoteUnavailableProps {
  remote: RemoteName;
  error?: unknown;
}

/** The card shown in place of a remote's page when that remote cannot be loaded. */
export function RemoteUnavailable({ remote }: RemoteUnavailableProps) {
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
          This part of AstroSetu is unavailable
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          We could not load {areaNames[remote]} just now. The rest of the site still works; please try again in a
          moment.
        </Typography>
        <Button
          variant="contained"
          onClick={retry}
          disabled={retrying}
          startIcon={retrying ? <CircularProgress size={18} color="inherit" /> : <RefreshRounded />}
        >
          Retry
        </Button>
      </Paper>
    </Box>
  );
}
