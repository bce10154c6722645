import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
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
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
          <Button
            variant="contained"
            onClick={retry}
            disabled={retrying}
            startIcon={retrying ? <CircularProgress size={18} color="inherit" /> : <RefreshRounded />}
          >
            Retry
          </Button>
          {/* After a redeploy the page's old files are gone: only a fresh page load finds the new ones. */}
          <Button variant="text" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
