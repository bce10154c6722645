import { useState } from 'react';
import Button from '@mui/material/Button';
import CallEndRounded from '@mui/icons-material/CallEndRounded';
import type { Consultation } from '@astrosetu/contracts';
import { ConfirmDialog } from '@astrosetu/design-system/confirm-dialog';
import { formatPaise } from '@astrosetu/design-system/format';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError } from '@astrosetu/web-core';
import { useEndChatSessionMutation, useLazyRefundIfEndedNowQuery } from './session-end-api';
import { useChatText } from '../../locales/use-text';

export interface EndCallButtonProps {
  consultation: Pick<Consultation, 'id'>;
  /** Who presses it: the words about the refund differ. */
  side: 'user' | 'astrologer';
  otherPartyName: string;
  disabled?: boolean;
  /** After the server has ended the session, with its account of the end. */
  onEnded: (ended: Consultation) => void;
}

/**
 * The confirmation's sentence: whom it is with, and what the refund will be (the server's figure; `undefined` while
 * it is asked, `null` when it could not say). One sentence per case (word order differs by language).
 */
function confirmationText(name: string, refund: number | null | undefined, side: 'user' | 'astrologer'): string {
  const t = useChatText.translate;
  if (refund === undefined) return t('endCall.confirm.checking');
  if (refund === null) return side === 'user' ? t('endCall.confirm.customerUnknown', { name }) : t('endCall.confirm.astrologerUnknown', { name });
  if (refund <= 0) return side === 'user' ? t('endCall.confirm.customerNoRefund', { name }) : t('endCall.confirm.astrologerNoRefund', { name });
  const amount = formatPaise(refund);
  return side === 'user' ? t('endCall.confirm.customerRefund', { name, amount }) : t('endCall.confirm.astrologerRefund', { name, amount });
}

/**
 * End Call, after a confirmation that says what will be refunded: asked of the server when the dialog opens, which
 * answers with the function the end itself uses (the browser computes no money).
 */
export function EndCallButton({ consultation, side, otherPartyName, disabled = false, onEnded }: EndCallButtonProps) {
  const consultationId = consultation.id;
  const { t } = useChatText();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [endSession, { isLoading }] = useEndChatSessionMutation();
  const [askRefund, estimate] = useLazyRefundIfEndedNowQuery();
  const refund = estimate.isFetching ? undefined : estimate.isError ? null : estimate.data?.refund;

  const open = () => {
    setConfirming(true);
    // Never from the cache: the refund shrinks with every minute that starts.
    void askRefund(consultationId, false);
  };

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
      <Button color="error" variant="contained" size="small" startIcon={<CallEndRounded />} onClick={open} disabled={disabled}>
        {t('endCall.button')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('endCall.confirm.title')}
        description={confirmationText(otherPartyName, refund, side)}
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
