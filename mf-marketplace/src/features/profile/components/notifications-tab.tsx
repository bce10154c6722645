import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import { EmptyState } from '@astrosetu/design-system/empty-state';
import { useToast } from '@astrosetu/design-system/toast';
import { useMarkNotificationReadMutation, useNotificationsQuery } from '../api/profile-api';
import { formatLongDate, formatTime } from '@astrosetu/design-system/format';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import { useMarketplaceText } from '../../../locales/use-text';

/** Notifications: newest first; unread ones stand out and can be marked read. */
export function NotificationsTab() {
  const { t } = useMarketplaceText();
  const { toast } = useToast();
  const { data, isError, isLoading } = useNotificationsQuery();
  const [markRead] = useMarkNotificationReadMutation();
  if (isError) return <Alert severity="error">{t('profile.notifications.failed')}</Alert>;
  if (isLoading || !data) return <Skeleton variant="rounded" height={180} role="progressbar" aria-label={t('profile.notifications.loading')} />;
  if (data.length === 0) {
    return <EmptyState icon={<NotificationsNoneRounded />} title={t('profile.notifications.empty.title')} description={t('profile.notifications.empty.description')} headingLevel="h3" />;
  }
  const notifications = [...data].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3 }}>
      <Stack component="ul" aria-label={t('profile.tabs.notifications')} divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {notifications.map((notification) => (
          <Stack
            key={notification.id}
            component="li"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ p: 2, bgcolor: notification.isRead ? undefined : 'brand.surfaceTint' }}
          >
            <Box
              aria-hidden
              sx={{ width: 10, height: 10, mt: 0.75, borderRadius: '50%', flexShrink: 0, bgcolor: notification.isRead ? 'transparent' : 'secondary.main', display: { xs: 'none', sm: 'block' } }}
            />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: notification.isRead ? 500 : 700 }}>
                {notification.isRead ? null : <Box component="span" sx={visuallyHidden}>{t('profile.notifications.unreadPrefix')} </Box>}
                {notification.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {notification.message}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatLongDate(notification.createdAt)} · {formatTime(notification.createdAt)}
              </Typography>
            </Box>
            {notification.isRead ? null : (
              <Box>
                <Button
                  size="small"
                  onClick={() =>
                    void markRead(notification.id)
                      .unwrap()
                      .catch(() => toast({ title: t('profile.notifications.markFailed'), description: t('common.pleaseTryAgain'), variant: 'error' }))
                  }
                  aria-label={t('profile.notifications.markReadName', { title: notification.title })}
                >
                  {t('profile.notifications.markRead')}
                </Button>
              </Box>
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
