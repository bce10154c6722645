import Box from '@mui/material/Box';
import { MessageComposer, QuickReplyBar, quickRepliesFor } from '../../features/live-chat';

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
  if (!ended) {
    return (
      <Box sx={{ flexShrink: 0 }}>
        <QuickReplyBar replies={quickRepliesFor(side)} onPick={onSend} label={side === 'user' ? 'Quick replies' : 'Quick responses'} />
        <MessageComposer onSend={onSend} onInput={onInput} />
      </Box>
    );
  }
  if (side !== 'astrologer') return null;
  return (
    <Box sx={{ flexShrink: 0 }}>
      <MessageComposer onSend={onSend} onInput={onInput} disabled placeholder="This consultation has ended" />
    </Box>
  );
}
