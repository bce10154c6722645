import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MessageComposer, QuickReplyBar, quickRepliesFor } from '../../features/live-chat';
import { useChatText } from '../../locales/use-text';

/** Why nobody can write yet (the server refuses messages until the session starts) and when it starts by itself. */
export interface BeforeStart {
  reason: string;
  /** "The session starts by itself in 2:41", from the server's deadline; absent until the astrologer joined. */
  startsIn?: string;
  /** The astrologer's one allowed message before the start; absent once it is sent (and for the customer). */
  onGreet?: () => void;
}

export interface ChatComposerAreaProps {
  side: 'user' | 'astrologer';
  ended: boolean;
  /** Set while the session has not started: the composer is disabled with its one-line explanation. */
  beforeStart?: BeforeStart;
  onSend: (text: string) => void;
  onInput: (text: string) => void;
}

/**
 * Quick replies and the composer while the session runs; before it starts the composer is disabled and says
 * why (docs/trust.md#no-free-work-before-the-clock: the astrologer may only send the greeting); after the end
 * the astrologer sees the composer disabled (saying why), the customer sees the end summary instead.
 */
export function ChatComposerArea({ side, ended, beforeStart, onSend, onInput }: ChatComposerAreaProps) {
  const { t } = useChatText();
  if (!ended && beforeStart) {
    return (
      <Box sx={{ flexShrink: 0, borderTop: 1, borderColor: 'divider' }}>
        <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between" sx={{ px: 1.5, pt: 1 }}>
          <Typography role="status" variant="body2" color="text.secondary">
            {beforeStart.reason}
            {beforeStart.startsIn ? <Box component="span" sx={{ display: 'block' }}>{beforeStart.startsIn}</Box> : null}
          </Typography>
          {beforeStart.onGreet ? (
            <Button size="small" variant="outlined" onClick={beforeStart.onGreet} sx={{ flexShrink: 0 }}>
              {t('room.beforeStart.sendGreeting')}
            </Button>
          ) : null}
        </Stack>
        <MessageComposer onSend={onSend} onInput={onInput} disabled />
      </Box>
    );
  }
  if (!ended) {
    return (
      <Box sx={{ flexShrink: 0 }}>
        <QuickReplyBar replies={quickRepliesFor(side)} onPick={onSend} label={side === 'user' ? t('room.quickReplies.customer') : t('room.quickReplies.astrologer')} />
        <MessageComposer onSend={onSend} onInput={onInput} />
      </Box>
    );
  }
  if (side !== 'astrologer') return null;
  return (
    <Box sx={{ flexShrink: 0 }}>
      <MessageComposer onSend={onSend} onInput={onInput} disabled placeholder={t('room.composerEnded')} />
    </Box>
  );
}
