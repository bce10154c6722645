import { useEffect, useId, useRef } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CallEndRounded from '@mui/icons-material/CallEndRounded';
import CallRounded from '@mui/icons-material/CallRounded';
import PhoneInTalkRounded from '@mui/icons-material/PhoneInTalkRounded';
import VolumeOffRounded from '@mui/icons-material/VolumeOffRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';
import { useChatText } from '../../locales/use-text';
import { formatCountdown, type RingingCall } from './ringing-call';

export interface RingingCallCardProps {
  call: RingingCall;
  secondsLeft: number;
  othersRinging: number;
  soundEnabled: boolean;
  onSoundEnabledChange: (soundEnabled: boolean) => void;
  /** Set while an answer is on its way: both buttons wait. */
  answering?: 'accept' | 'decline';
  onAccept: () => void;
  onDecline: () => void;
}

/**
 * One ringing call, pinned above the page: who calls, about what, for how long, the time left to answer, Decline and
 * Accept. Not modal: the dashboard stays readable behind it (and to assistive technology), as a phone's banner.
 * It takes focus when it appears, so a keyboard or screen reader user is in it and hears it, without pressing a
 * button for anyone (a key typed in a review reply must not answer a call), and gives focus back when it goes.
 */
export function RingingCallCard({ call, secondsLeft, othersRinging, soundEnabled, onSoundEnabledChange, answering, onAccept, onDecline }: RingingCallCardProps) {
  const { t } = useChatText();
  const titleId = useId();
  const descriptionId = useId();
  const card = useRef<HTMLDivElement>(null);
  const { consultationId, customerName } = call;

  useEffect(() => {
    const node = card.current;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    node?.focus();
    return () => {
      // Only if the focus is still ours (or lost with the card): the astrologer may have moved on meanwhile.
      const active = document.activeElement;
      if (before?.isConnected && (active === null || active === document.body || node?.contains(active))) before.focus();
    };
  }, [consultationId]);

  const soundLabel = soundEnabled ? t('incomingCall.soundOff') : t('incomingCall.soundOn');
  return (
    <Paper
      ref={card}
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      tabIndex={-1}
      elevation={12}
      sx={(theme) => ({
        position: 'fixed',
        zIndex: theme.zIndex.modal,
        top: { xs: 8, sm: 16 },
        left: { xs: 8, sm: 'auto' },
        right: { xs: 8, sm: 16 },
        width: { sm: 400 },
        maxHeight: 'calc(100dvh - 16px)',
        overflowY: 'auto',
        p: { xs: 2, sm: 3 },
        borderRadius: 3,
        border: 2,
        borderColor: 'success.main',
        '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      <Stack direction="row" spacing={2} alignItems="center">
        <Avatar sx={{ bgcolor: 'success.main', width: 48, height: 48 }} aria-hidden>
          <PhoneInTalkRounded />
        </Avatar>
        <Stack sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="overline" color="success.main" component="p" sx={{ lineHeight: 1.5 }}>
            {t('incomingCall.title')}
          </Typography>
          <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
            {t('incomingCall.caller', { name: customerName })}
          </Typography>
        </Stack>
        <Tooltip title={soundLabel}>
          <IconButton aria-label={t('incomingCall.sound')} aria-pressed={soundEnabled} onClick={() => onSoundEnabledChange(!soundEnabled)}>
            {soundEnabled ? <VolumeUpRounded /> : <VolumeOffRounded />}
          </IconButton>
        </Tooltip>
      </Stack>
      <Typography id={descriptionId} sx={{ mt: 1.5 }}>
        {t('incomingCall.details', { topic: call.topic, count: call.minutes })}
      </Typography>
      {/* A timer is not read out every second; the title and the description are, once, as the focus arrives. */}
      <Typography role="timer" color="text.secondary" sx={{ mt: 0.5, fontVariantNumeric: 'tabular-nums' }}>
        {t('incomingCall.countdown', { time: formatCountdown(secondsLeft) })}
      </Typography>
      {othersRinging > 0 ? (
        <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
          {t('incomingCall.moreRinging', { count: othersRinging })}
        </Typography>
      ) : null}
      {/* Side by side where both fit, one above the other on a narrow phone (a Tamil "Decline" is long); Decline first. */}
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1.5} sx={{ mt: 2, '& > button': { flex: '1 1 140px' } }}>
        <Button
          size="large"
          variant="outlined"
          color="error"
          startIcon={<CallEndRounded />}
          disabled={answering !== undefined}
          onClick={onDecline}
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
          onClick={onAccept}
          aria-label={t('incomingCall.acceptLabel', { name: customerName })}
        >
          {answering === 'accept' ? t('incomingCall.answering') : t('incomingCall.accept')}
        </Button>
      </Stack>
    </Paper>
  );
}
