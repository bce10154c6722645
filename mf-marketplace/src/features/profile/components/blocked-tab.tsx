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

/** The astrologers the customer blocked (left out of their list, cannot be booked), each with Unblock. */
export function BlockedTab() {
  const { toast } = useToast();
  const { data, isError, isLoading } = useBlocksQuery();
  const [unblock, { isLoading: unblocking, originalArgs: unblockingId }] = useUnblockMutation();
  if (isError) return <Alert severity="error">Your blocked astrologers could not be loaded. Please try again later.</Alert>;
  if (isLoading || !data) return <Skeleton variant="rounded" height={120} aria-label="Loading blocked astrologers" />;
  if (data.length === 0) {
    return <EmptyState icon={<BlockRounded />} title="Nobody blocked" description="Astrologers you block from their card or page are listed here, to unblock." headingLevel="h3" />;
  }
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3 }}>
      <Stack component="ul" aria-label="Blocked astrologers" divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.map((blocked) => (
          <Stack key={blocked.astrologerId} component="li" direction="row" spacing={2} alignItems="center" justifyContent="space-between" sx={{ p: 2 }}>
            <div>
              <Typography variant="subtitle1" component="h3">
                {blocked.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                Blocked on {formatLongDate(blocked.createdAt)}
              </Typography>
            </div>
            <Button
              variant="outlined"
              disabled={unblocking && unblockingId === blocked.astrologerId}
              aria-label={`Unblock ${blocked.name}`}
              onClick={() =>
                void unblock(blocked.astrologerId)
                  .unwrap()
                  .then(() => toast({ title: `${blocked.name} is unblocked`, variant: 'success' }))
                  .catch((error: unknown) => toast({ title: 'Could not unblock', description: normaliseApiError(error).message, variant: 'error' }))
              }
            >
              Unblock
            </Button>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
