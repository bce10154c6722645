import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ConnectionState } from '../chat-session-state';
import { useChatText } from '../../../locales/use-text';

export interface ConnectionBannersProps {
  connection: ConnectionState;
  queuedCount: number;
}

/** Offline and queued-messages banners above the conversation. */
export function ConnectionBanners({ connection, queuedCount }: ConnectionBannersProps) {
  const { t } = useChatText();
  if (connection === 'online' && queuedCount === 0) return null;
  return (
    <Stack spacing={1} sx={{ px: 2, pt: 1.5 }}>
      {connection === 'offline' ? (
        <Alert severity="warning" variant="outlined">
          {t('banners.offline')}
        </Alert>
      ) : null}
      {connection === 'connecting' ? (
        <Alert severity="info" variant="outlined">
          {t('banners.connecting')}
        </Alert>
      ) : null}
      {queuedCount > 0 ? (
        <Alert severity="info" role="status">
          {t('banners.queued', { count: queuedCount })}
        </Alert>
      ) : null}
    </Stack>
  );
}
