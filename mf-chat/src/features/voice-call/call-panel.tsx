import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CallState } from '@astrosetu/contracts';
import { formatClock } from '@astrosetu/design-system/format';
import { useChatText } from '../../locales/use-text';
import type { ChatSocket } from '../../shared/realtime/chat-socket';
import { useVoiceCall, type CallPhase } from './use-voice-call';

export interface CallPanelProps {
  consultationId: number;
  side: 'user' | 'astrologer';
  otherPartyName: string;
  callState: CallState | undefined;
  /** While ringing or reconnecting: when the server stops waiting (ISO, server time). */
  callStateUntil: string | undefined;
  /** Server time minus this browser's time. */
  offsetMs: number;
  now: number;
  socket: ChatSocket | null;
  ended: boolean;
}

/** A level above this (inbound-rtp / media-source audioLevel, 0 to 1) is somebody speaking. */
const SPEAKING_LEVEL = 0.02;

/**
 * The call above the chat (docs/voice.md): where the call stands, who is speaking, mute, the connection's quality from
 * WebRTC statistics, and a clear way out when the microphone cannot be used. The chat below stays for text and birth
 * details; the header keeps the server's countdown and the End button.
 */
export function CallPanel({ consultationId, side, otherPartyName, callState, callStateUntil, offsetMs, now, socket, ended }: CallPanelProps) {
  const { t } = useChatText();
  const call = useVoiceCall({ consultationId, side, callState, socket, ended });
  const secondsLeft = callStateUntil ? Math.max(0, Math.ceil((Date.parse(callStateUntil) - now - offsetMs) / 1000)) : undefined;
  const { quality } = call;
  const live = call.phase === 'connected' || call.phase === 'reconnecting';
  const speaking = !live
    ? undefined
    : quality.remoteLevel > SPEAKING_LEVEL
      ? t('call.speaking.them', { name: otherPartyName })
      : quality.localLevel > SPEAKING_LEVEL && !call.muted
        ? t('call.speaking.you')
        : t('call.speaking.nobody');

  return (
    <Box component="section" aria-label={t('call.title')} sx={{ flexShrink: 0, px: { xs: 1.5, sm: 2 }, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      {/* The other side's voice; never recorded, played only here. */}
      <audio ref={call.remoteAudio} autoPlay data-testid="call-remote-audio" />
      {call.phase === 'microphone' && call.microphoneProblem ? (
        <Alert severity="warning" role="alert" action={<Button onClick={call.retryMicrophone}>{t('call.microphone.retry')}</Button>}>
          <AlertTitle>{t(`call.microphone.${call.microphoneProblem}.title`)}</AlertTitle>
          {t(`call.microphone.${call.microphoneProblem}.text`)} {side === 'user' ? t('call.microphone.noCharge') : null}
        </Alert>
      ) : (
        <Stack spacing={1}>
          <Typography role="status" aria-live="polite" fontWeight={600}>
            {stateText(call.phase, t, otherPartyName, secondsLeft)}
          </Typography>
          {call.otherLeft && live ? <Typography color="warning.main">{t('call.otherLeft', { name: otherPartyName })}</Typography> : null}
          {live ? (
            <>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} alignItems={{ xs: 'stretch', sm: 'center' }}>
                <Button variant={call.muted ? 'contained' : 'outlined'} color={call.muted ? 'warning' : 'primary'} onClick={call.toggleMute} aria-pressed={call.muted}>
                  {call.muted ? t('call.unmute') : t('call.mute')}
                </Button>
                <Typography aria-live="polite">{speaking}</Typography>
              </Stack>
              {call.muted ? <Typography color="warning.main">{t('call.muted', { name: otherPartyName })}</Typography> : null}
              <Level label={t('call.level.them', { name: otherPartyName })} value={quality.remoteLevel} />
              <Level label={t('call.level.you')} value={call.muted ? 0 : quality.localLevel} />
              <Typography variant="body2" color={quality.grade === 'poor' ? 'error' : quality.grade === 'fair' ? 'warning.main' : 'text.secondary'}>
                {t('call.quality.label', { grade: t(`call.quality.${quality.grade}`) })}
                {' · '}
                {t('call.quality.details', {
                  rtt: quality.roundTripMs ?? '–',
                  loss: quality.lossPercent ?? 0,
                  kb: Math.round(quality.bytesReceived / 1024),
                })}
              </Typography>
              {quality.relayed ? <Typography variant="body2" color="text.secondary">{t('call.quality.relayed')}</Typography> : null}
              {call.outputs.length > 0 ? (
                <TextField
                  select
                  size="small"
                  label={t('call.output')}
                  value={call.outputs.some((device) => device.deviceId === call.output) ? call.output : ''}
                  onChange={(event) => call.chooseOutput(event.target.value)}
                  sx={{ maxWidth: 360 }}
                  SelectProps={{ native: true }}
                >
                  <option value="" disabled />
                  {call.outputs.map((device) => (
                    <option key={device.deviceId} value={device.deviceId}>
                      {device.label}
                    </option>
                  ))}
                </TextField>
              ) : null}
            </>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {t('call.notRecorded', { name: otherPartyName })}
          </Typography>
        </Stack>
      )}
    </Box>
  );
}

function stateText(phase: CallPhase, t: ReturnType<typeof useChatText>['t'], name: string, secondsLeft: number | undefined): string {
  const time = formatClock(secondsLeft ?? 0);
  switch (phase) {
    case 'ringing':
      return t('call.state.ringing', { name, time });
    case 'reconnecting':
      return t('call.state.reconnecting', { time });
    case 'microphone':
    case 'starting':
      return t('call.state.starting');
    default:
      return t(`call.state.${phase}`);
  }
}

/** A voice level as a meter a screen reader can read too (0 to 100). */
function Level({ label, value }: { label: string; value: number }) {
  const percent = Math.min(100, Math.round(value * 100));
  return (
    <Box role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <LinearProgress variant="determinate" value={Math.min(100, percent * 4)} aria-hidden />
    </Box>
  );
}
