import Box from '@mui/material/Box';
import { MessageComposer, QuickReplyBar, quickRepliesFor } from '../../features/live-chat';
import { useChatText } from '../../locales/use-text';

export interface ChatComposerAreaProps {
  side: 'user' | 'astrologer';
  ended: boolean;
  onSend: (text: string) => void;
  onInput: (text: string) => void;
}

/**
 * Quick replies and the composer while the session runs; after the end the astrologer sees the composer disabled
 * (saying why), the customer sees the end summary instead.
 */
export function ChatComposerArea({ side, ended, onSend, onInput }: ChatComposerAreaProps) {
  const { t } = useChatText();
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
