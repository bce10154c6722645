import { useState } from 'react';
import { useToast } from '@astrosetu/design-system/toast';
import { useChatText } from '../../locales/use-text';
import { useCallNotification } from './call-notification';
import { useAcceptCallMutation, useDeclineCallMutation } from './incoming-call-api';
import { RingingCallCard } from './ringing-call-card';
import { secondsLeftToAnswer } from './ringing-call';
import type { IncomingCalls } from './use-incoming-calls';
import { useNow } from './use-now';
import { useRingtone } from './use-ringtone';

export interface IncomingCallAlertProps {
  calls: IncomingCalls;
  /** The chat's sound setting (kept per user in this browser): the ring follows it, and the card can switch it. */
  soundEnabled: boolean;
  onSoundEnabledChange: (soundEnabled: boolean) => void;
  /** The call was answered: open its room. */
  onAccepted: (consultationId: number) => void;
}

/** The server no longer has this call ringing: it ended, rang out or was answered elsewhere. */
function callIsGone(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined;
  return status === 404 || status === 409;
}

/**
 * The ringing call, first to ring first, as a card pinned above the dashboard (RingingCallCard). It rings (the
 * chat's chime, when sound is on) and shows a system notification when the astrologer allowed them. Accept opens the
 * call's room; Decline ends it (the customer is refunded); a call already over says so and stops ringing.
 */
export function IncomingCallAlert({ calls, soundEnabled, onSoundEnabledChange, onAccepted }: IncomingCallAlertProps) {
  const { t } = useChatText();
  const { toast } = useToast();
  const [acceptCall] = useAcceptCallMutation();
  const [declineCall] = useDeclineCallMutation();
  const [answering, setAnswering] = useState<'accept' | 'decline'>();
  const call = calls.ringing[0];
  // The countdown's clock, here rather than in the page: only the card redraws every second.
  const now = useNow(Boolean(call));

  useRingtone(Boolean(call), soundEnabled);
  useCallNotification(
    call
      ? {
          tag: `astrosetu-call-${call.consultationId}`,
          title: t('incomingCall.notificationTitle', { name: call.customerName }),
          body: t('incomingCall.details', { topic: call.topic, count: call.minutes }),
        }
      : undefined,
  );

  if (!call) return null;
  const { consultationId, customerName } = call;

  const answer = async (choice: 'accept' | 'decline') => {
    setAnswering(choice);
    try {
      if (choice === 'accept') {
        await acceptCall(consultationId).unwrap();
        calls.settle(consultationId);
        onAccepted(consultationId);
      } else {
        await declineCall(consultationId).unwrap();
        calls.settle(consultationId);
        toast({ title: t('incomingCall.declined'), description: t('incomingCall.declinedText', { name: customerName }), variant: 'info' });
      }
    } catch (error) {
      if (callIsGone(error)) {
        calls.settle(consultationId);
        toast({ title: t('incomingCall.gone'), description: t('incomingCall.goneText', { name: customerName }), variant: 'warning' });
      } else {
        toast({ title: choice === 'accept' ? t('incomingCall.acceptFailed') : t('incomingCall.declineFailed'), description: t('incomingCall.tryAgain'), variant: 'error' });
      }
    } finally {
      setAnswering(undefined);
    }
  };

  return (
    <RingingCallCard
      key={consultationId}
      call={call}
      secondsLeft={secondsLeftToAnswer(call, now)}
      othersRinging={calls.ringing.length - 1}
      soundEnabled={soundEnabled}
      onSoundEnabledChange={onSoundEnabledChange}
      answering={answering}
      onAccept={() => void answer('accept')}
      onDecline={() => void answer('decline')}
    />
  );
}
