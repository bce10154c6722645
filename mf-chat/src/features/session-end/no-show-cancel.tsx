import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { Consultation } from '@astrosetu/contracts';
import { formatPaise } from '@astrosetu/design-system/format';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError } from '@astrosetu/web-core';
import { useEndChatSessionMutation } from './session-end-api';
import { useChatText } from '../../locales/use-text';

export interface NoShowCancelProps {
  consultation: Pick<Consultation, 'id' | 'cost' | 'voucherId'>;
  astrologerName: string;
  onEnded: (ended: Consultation) => void;
}

/**
 * The astrologer has not joined 3 minutes after the booking: the customer may cancel at once, and the server
 * refunds everything (it also cancels by itself at 5 minutes).
 */
export function NoShowCancel({ consultation, astrologerName, onEnded }: NoShowCancelProps) {
  const { t } = useChatText();
  const { toast } = useToast();
  const [endSession, { isLoading }] = useEndChatSessionMutation();
  const cancel = async () => {
    try {
      onEnded(await endSession({ consultationId: consultation.id }).unwrap());
    } catch (caught) {
      const error = normaliseApiError(caught);
      // Already over (the server cancelled it, or the astrologer joined and ended): the end event says so.
      if (error.code === 'CONFLICT') return;
      toast({ title: t('noShow.failed'), description: error.message, variant: 'error' });
    }
  };
  return (
    <Alert severity="warning" sx={{ mx: 1.5, mt: 1, flexShrink: 0 }}>
      {/* A voucher session costs nothing: cancelling gives the voucher back, not money. */}
      {consultation.voucherId
        ? t('noShow.textVoucher', { name: astrologerName })
        : t('noShow.text', { name: astrologerName, amount: formatPaise(consultation.cost) })}
      <Button
        color="inherit"
        variant="outlined"
        size="small"
        onClick={() => void cancel()}
        disabled={isLoading}
        startIcon={isLoading ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
        sx={{ display: 'flex', mt: 1 }}
      >
        {consultation.voucherId ? t('noShow.cancelVoucher') : t('noShow.cancel')}
      </Button>
    </Alert>
  );
}
