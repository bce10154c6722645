import Alert from '@mui/material/Alert';
import { formatClock } from '@astrosetu/design-system/format';
import { endMessage } from './session-ending';
import { useChatText } from '../../locales/use-text';

export interface SessionNoticesProps {
  side: 'user' | 'astrologer';
  joinError?: { message: string };
  /** Who ended the session, once the end event said so. */
  endedBy?: string;
  ended: boolean;
  /** The booked time is over and the grace period runs: seconds past the end (negative remaining). */
  expired: boolean;
  remainingSeconds?: number;
  graceSeconds: number;
}

/** The alerts above the messages: a failed join, the astrologer's end notice, the grace period after the booked time. */
export function SessionNotices({ side, joinError, endedBy, ended, expired, remainingSeconds, graceSeconds }: SessionNoticesProps) {
  const { t } = useChatText();
  return (
    <>
      {joinError ? (
        <Alert severity="error" sx={{ m: 1.5, flexShrink: 0 }}>
          {joinError.message}
        </Alert>
      ) : null}
      {ended && side === 'astrologer' && endedBy ? (
        <Alert severity="info" sx={{ mx: 1.5, mt: 1, flexShrink: 0 }}>
          {endMessage(endedBy, side)}
        </Alert>
      ) : null}
      {expired && remainingSeconds !== undefined ? (
        <Alert severity="error" sx={{ mx: 1.5, mt: 1, flexShrink: 0 }}>
          {t(side === 'user' ? 'notices.graceCustomer' : 'notices.graceAstrologer', { time: formatClock(Math.max(0, graceSeconds + remainingSeconds)) })}
        </Alert>
      ) : null}
    </>
  );
}
