import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CallEndRounded from '@mui/icons-material/CallEndRounded';
import CallRounded from '@mui/icons-material/CallRounded';
import PhoneInTalkRounded from '@mui/icons-material/PhoneInTalkRounded';
import VolumeOffRounded from '@mui/icons-material/VolumeOffRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';
import { useToast } from '@astrosetu/design-system/toast';
import { useChatText } from '../../locales/use-text';
import { useCallNotification } from './call-notification';
import { useAcceptCallMutation, useDeclineCallMutation } from './incoming-call-api';
import { formatCountdown, secondsLeftToAnswer } from './ringing-call';
import type { IncomingCalls } from './use-incoming-calls';
import { useRingtone } from './use-ringtone';

export interface IncomingCallAlertProps {
  calls: IncomingCalls;
  /** The chat's sound setting (kept per user in this browser): the ring follows it, and the dialog can switch it. */
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
 * The ringing call, first to ring first, as an alert dialog: who calls, about what, for how long, the time left to
 * answer, Decline and Accept. It rings (the chat's chime, when sound is on) and shows a system notification when the
 * astrologer allowed them. The dialog takes focus without pressing a button for the astrologer: a key typed in the
 * middle of a review reply must not answer a call.
 */
export function IncomingCallAlert({ calls, soundEnabled, onSoundEnabledChange, onAccepted }: IncomingCallAlertProps) {
  const { t } = useChatText();
  const { toast } = useToast();
  const titleId = useId();
  const descriptionId = useId();
  const [acceptCall] = useAcceptCallMutation();
  const [declineCall] = useDeclineCallMutation();
  const [answering, setAnswering] = useState<'accept' | 'decline'>();
  const call = calls.ringing[0];
  const othersRinging = calls.ringing.length - 1;

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
  const secondsLeft = secondsLeftToAnswer(call, calls.now);

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

  const soundLabel = soundEnabled ? t('incomingCall.soundOff') : t('incomingCall.soundOn');
  return (
    <Dialog
      key={consultationId}
      open
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // A ringing call needs an answer: Escape and a click outside do not dismiss it (it rings out by itself).
      disableEscapeKeyDown
      slotProps={{ paper: { role: 'alertdialog', sx: { borderRadius: 3, m: { xs: 2, sm: 4 }, width: { xs: 'calc(100% - 32px)', sm: undefined } } } }}
    >
      <DialogContent sx={{ pt: 3, px: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2} alignItems="center">
          <Avatar sx={{ bgcolor: 'success.main', width: 56, height: 56 }} aria-hidden>
            <PhoneInTalkRounded fontSize="large" />
          </Avatar>
          <Stack sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="overline" color="success.main" component="p">
              {t('incomingCall.title')}
            </Typography>
            <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {t('incomingCall.caller', { name: customerName })}
            </Typography>
          </Stack>
          <Tooltip title={soundLabel}>
            <IconButton aria-label={t('incomingCall.sound')} aria-pressed={soundEnabled} onClick={() => onSoundEnabledChange(!soundEnabled)}>
              {soundEnabled ? <VolumeUpRounded /> : <VolumeOffRounded />}
            </IconButton>
          </Tooltip>
        </Stack>
        <Typography id={descriptionId} sx={{ mt: 2 }}>
          {t('incomingCall.details', { topic: call.topic, count: call.minutes })}
        </Typography>
        {/* A timer is not read out every second; the dialog's title and description are announced once. */}
        <Typography role="timer" color="text.secondary" sx={{ mt: 1 }}>
          {t('incomingCall.countdown', { time: formatCountdown(secondsLeft) })}
        </Typography>
        {othersRinging > 0 ? (
          <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
            {t('incomingCall.moreRinging', { count: othersRinging })}
          </Typography>
        ) : null}
      </DialogContent>
      {/* Side by side where both fit, one above the other on a narrow phone (a Tamil "Decline" is long); Decline first. */}
      <DialogActions disableSpacing sx={{ px: { xs: 2, sm: 3 }, pb: 3, gap: 1.5, flexWrap: 'wrap', '& > button': { flex: '1 1 140px' } }}>
        <Button
          size="large"
          variant="outlined"
          color="error"
          startIcon={<CallEndRounded />}
          disabled={answering !== undefined}
          onClick={() => void answer('decline')}
          aria-label={t('incomingCall.declineLabel', { name: customerName })}
        >
          {t('incomingCall.decline')}
        </Button>
        <Button
          size="large"
          variant="contained"
          color="success"
          startIcon={<CallRounded />}
          disabled={answering !== undefined}
          onClick={() => void answer('accept')}
          aria-label={t('incomingCall.acceptLabel', { name: customerName })}
        >
          {answering === 'accept' ? t('incomingCall.answering') : t('incomingCall.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
