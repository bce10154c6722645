import { useState } from 'react';
import Button from '@mui/material/Button';
import CallEndRounded from '@mui/icons-material/CallEndRounded';
import { ConfirmDialog } from '@astrosetu/design-system/confirm-dialog';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError } from '@astrosetu/web-core';
import { useEndChatSessionMutation } from './session-end-api';

export interface EndCallButtonProps {
  consultationId: number;
  otherPartyName: string;
  disabled?: boolean;
  /** After the server has ended the session. */
  onEnded: () => void;
}

/** End Call, after a confirmation (the time left is not refunded). */
export function EndCallButton({ consultationId, otherPartyName, disabled = false, onEnded }: EndCallButtonProps) {
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [endSession, { isLoading }] = useEndChatSessionMutation();

  const confirm = async () => {
    try {
      await endSession({ consultationId }).unwrap();
      setConfirming(false);
      onEnded();
    } catch (caught) {
      const error = normaliseApiError(caught);
      setConfirming(false);
      // Already over (the other side or the server ended it): the page follows the end event.
      if (error.code === 'CONFLICT') return;
      toast({ title: 'Could not end the session', description: error.message, variant: 'error' });
    }
  };

  return (
    <>
      <Button color="error" variant="contained" size="small" startIcon={<CallEndRounded />} onClick={() => setConfirming(true)} disabled={disabled}>
        End Call
      </Button>
      <ConfirmDialog
        open={confirming}
        title="End this consultation?"
        description={`Your chat with ${otherPartyName} will end now. Unused minutes are not refunded.`}
        confirmLabel="End Call"
        cancelLabel="Keep Chatting"
        tone="danger"
        pending={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
