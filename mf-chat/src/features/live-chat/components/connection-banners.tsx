import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ConnectionState } from '../chat-session-state';

export interface ConnectionBannersProps {
  connection: ConnectionState;
  queuedCount: number;
}

/** Offline and queued-messages banners above the conversation. */
export function ConnectionBanners({ connection, queuedCount }: ConnectionBannersProps) {
  if (connection === 'online' && queuedCount === 0) return null;
  return (
    <Stack spacing={1} sx={{ px: 2, pt: 1.5 }}>
      {connection === 'offline' ? (
        <Alert severity="warning" variant="outlined">
          You are offline. Reconnecting… Messages you write now will be sent when the connection is restored.
        </Alert>
      ) : null}
      {connection === 'connecting' ? (
        <Alert severity="info" variant="outlined">
          Connecting to the consultation…
        </Alert>
      ) : null}
      {queuedCount > 0 ? (
        <Alert severity="info" role="status">
          {queuedCount === 1 ? '1 message is queued' : `${queuedCount} messages are queued`} and will be sent when the connection is restored.
        </Alert>
      ) : null}
    </Stack>
  );
}
