import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BlockRounded from '@mui/icons-material/BlockRounded';
import { EmptyState } from '@astrosetu/design-system/empty-state';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError } from '@astrosetu/web-core';
import { useBlocksQuery, useUnblockMutation } from '../../../shared/api/trust-api';
import { formatLongDate } from '@astrosetu/design-system/format';
import { useMarketplaceText } from '../../../locales/use-text';

/** The astrologers the customer blocked (left out of their list, cannot be booked), each with Unblock. */
export function BlockedTab() {
  const { t } = useMarketplaceText();
  const { toast } = useToast();
  const { data, isError, isLoading } = useBlocksQuery();
  const [unblock, { isLoading: unblocking, originalArgs: unblockingId }] = useUnblockMutation();
  if (isError) return <Alert severity="error">{t('profile.blocked.failed')}</Alert>;
  if (isLoading || !data) return <Skeleton variant="rounded" height={120} role="progressbar" aria-label={t('profile.blocked.loading')} />;
  if (data.length === 0) {
    return <EmptyState icon={<BlockRounded />} title={t('profile.blocked.empty.title')} description={t('profile.blocked.empty.description')} headingLevel="h3" />;
  }
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3 }}>
      <Stack component="ul" aria-label={t('profile.blocked.label')} divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.map((blocked) => (
          <Stack key={blocked.astrologerId} component="li" direction="row" spacing={2} alignItems="center" justifyContent="space-between" sx={{ p: 2 }}>
            <div>
              <Typography variant="subtitle1" component="h3">
                {blocked.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t('profile.blocked.on', { when: formatLongDate(blocked.createdAt) })}
              </Typography>
            </div>
            <Button
              variant="outlined"
              disabled={unblocking && unblockingId === blocked.astrologerId}
              aria-label={t('profile.blocked.unblockName', { name: blocked.name })}
              onClick={() =>
                void unblock(blocked.astrologerId)
                  .unwrap()
                  .then(() => toast({ title: t('trust.unblocked', { name: blocked.name }), variant: 'success' }))
                  .catch((error: unknown) => toast({ title: t('trust.unblockFailed'), description: normaliseApiError(error).message, variant: 'error' }))
              }
            >
              {t('trust.unblock')}
            </Button>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
