import { useEffect } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { requestTo, WAITLIST_CALL_MINUTES, waitlistRoutes, type AstrologerWaitlist } from '@astrosetu/contracts';
import { baseApi, useAppDispatch } from '@astrosetu/web-core';
import { listen } from '../../shared/realtime/chat-socket';
import { useChatSocketFactory } from '../../shared/realtime/chat-socket-context';
import { formatTime } from '@astrosetu/design-system/format';
import { useChatText } from '../../locales/use-text';

const waitlistQueueApi = baseApi.enhanceEndpoints({ addTagTypes: ['AstrologerWaitlist'] }).injectEndpoints({
  endpoints: (build) => ({
    ownWaitlist: build.query<AstrologerWaitlist, void>({
      query: () => requestTo(waitlistRoutes.astrologerQueue),
      providesTags: ['AstrologerWaitlist'],
    }),
  }),
});


/**
 * The customers waiting for this astrologer, first in line first, kept live by `waitlist-changed`. The server
 * calls the first one when the astrologer is free; the called customer has WAITLIST_CALL_MINUTES to accept.
 */
export function WaitlistQueuePanel() {
  const { t } = useChatText();
  const { data, isLoading, isError } = waitlistQueueApi.useOwnWaitlistQuery(undefined, { refetchOnMountOrArgChange: true });
  const dispatch = useAppDispatch();
  const createSocket = useChatSocketFactory();

  useEffect(() => {
    const socket = createSocket();
    const stop = listen(socket, 'waitlist-changed', (queue: AstrologerWaitlist) => {
      dispatch(waitlistQueueApi.util.upsertQueryData('ownWaitlist', undefined, queue));
    });
    socket.connect();
    return () => {
      stop();
      socket.disconnect();
    };
  }, [createSocket, dispatch]);

  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }} component="section" aria-label={t('waitlist.title')}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {data && data.entries.length > 0 ? t('waitlist.titleCount', { count: data.entries.length }) : t('waitlist.title')}
        </Typography>
        {isLoading ? <Skeleton variant="rounded" height={64} /> : null}
        {isError ? <Typography color="error">{t('waitlist.error')}</Typography> : null}
        {data && data.entries.length === 0 ? (
          <Typography color="text.secondary">{t('waitlist.empty')}</Typography>
        ) : null}
        {data && data.entries.length > 0 ? (
          <List dense aria-label={t('waitlist.listLabel')}>
            {data.entries.map((entry) => (
              <ListItem key={entry.id} disableGutters secondaryAction={entry.status === 'called' ? <Chip size="small" color="success" label={t('waitlist.called')} /> : null}>
                <ListItemText
                  primary={t('waitlist.entry', { position: entry.position, name: entry.userName })}
                  secondary={
                    entry.status === 'called' && entry.callExpiresAt
                      ? t('waitlist.calledUntil', { time: formatTime(entry.callExpiresAt), count: WAITLIST_CALL_MINUTES })
                      : t('waitlist.waitingSince', { time: formatTime(entry.joinedAt) })
                  }
                />
              </ListItem>
            ))}
          </List>
        ) : null}
      </CardContent>
    </Card>
  );
}
