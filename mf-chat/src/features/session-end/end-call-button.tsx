import { useState } from 'react';
import Button from '@mui/material/Button';
import CallEndRounded from '@mui/icons-material/CallEndRounded';
import type { Consultation } from '@astrosetu/contracts';
import { ConfirmDialog } from '@astrosetu/design-system/confirm-dialog';
import { formatPaise } from '@astrosetu/design-system/format';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError } from '@astrosetu/web-core';
import { refundIfEndedNow, usedMinutesFromRemaining } from './refund-estimate';
import { useEndChatSessionMutation } from './session-end-api';
import { useChatText } from '../../locales/use-text';

export interface EndCallButtonProps {
  consultation: Pick<Consultation, 'id' | 'cost' | 'duration' | 'astrologerExtensions'>;
  /** Who presses it: the words about the refund differ. */
  side: 'user' | 'astrologer';
  otherPartyName: string;
  /** Seconds left on the billing clock; undefined before the session has started. */
  remainingSeconds?: number;
  disabled?: boolean;
  /** After the server has ended the session, with its account of the end. */
  onEnded: (ended: Consultation) => void;
}

/** The confirmation's sentence: whom it is with, and what the refund will be. One sentence per case (word order differs by language). */
function confirmationText(name: string, refund: number, side: 'user' | 'astrologer'): string {
  const t = useChatText.translate;
  if (refund <= 0) return side === 'user' ? t('endCall.confirm.customerNoRefund', { name }) : t('endCall.confirm.astrologerNoRefund', { name });
  const amount = formatPaise(refund);
  return side === 'user' ? t('endCall.confirm.customerRefund', { name, amount }) : t('endCall.confirm.astrologerRefund', { name, amount });
}

/** End Call, after a confirmation that says what will be refunded (the server's rule, estimated now). */
export function EndCallButton({ consultation, side, otherPartyName, remainingSeconds, disabled = false, onEnded }: EndCallButtonProps) {
  const consultationId = consultation.id;
  const { t } = useChatText();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [endSession, { isLoading }] = useEndChatSessionMutation();

  const confirm = async () => {
    try {
      const ended = await endSession({ consultationId }).unwrap();
      setConfirming(false);
      onEnded(ended);
    } catch (caught) {
      const error = normaliseApiError(caught);
      setConfirming(false);
      // Already over (the other side or the server ended it): the page follows the end event.
      if (error.code === 'CONFLICT') return;
      toast({ title: t('endCall.failed'), description: error.message, variant: 'error' });
    }
  };

  return (
    <>
      <Button color="error" variant="contained" size="small" startIcon={<CallEndRounded />} onClick={() => setConfirming(true)} disabled={disabled}>
        {t('endCall.button')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('endCall.confirm.title')}
        description={confirmationText(
          otherPartyName,
          refundIfEndedNow(consultation, usedMinutesFromRemaining(consultation.duration, remainingSeconds)),
          side,
        )}
        confirmLabel={t('endCall.button')}
        cancelLabel={t('endCall.confirm.keep')}
        tone="danger"
        pending={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
