import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError, useSession } from '@astrosetu/web-core';
import { useBlocksQuery, useUnblockMutation } from '../api/trust-api';
import { useMarketplaceText } from '../../locales/use-text';

/** On a blocked astrologer's page: why nothing can be booked, and the way back. */
export function BlockedNotice({ astrologer }: { astrologer: { id: number; name: string } }) {
  const { t } = useMarketplaceText();
  const { user } = useSession();
  const { toast } = useToast();
  const { data } = useBlocksQuery(undefined, { skip: user?.role !== 'user' });
  const [unblock, unblocking] = useUnblockMutation();
  if (!data?.some((entry) => entry.astrologerId === astrologer.id)) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button
          color="inherit"
          size="small"
          disabled={unblocking.isLoading}
          onClick={() =>
            void unblock(astrologer.id)
              .unwrap()
              .catch((error: unknown) => toast({ title: t('trust.unblockFailed'), description: normaliseApiError(error).message, variant: 'error' }))
          }
        >
          {t('trust.unblock')}
        </Button>
      }
    >
      {t('trust.blockedNotice', { name: astrologer.name })}
    </Alert>
  );
}
