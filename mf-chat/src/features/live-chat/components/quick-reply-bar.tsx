import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { QuickReply } from '../quick-replies';

export interface QuickReplyBarProps {
  replies: readonly QuickReply[];
  onPick: (message: string) => void;
  label: string;
  disabled?: boolean;
}

/** One-tap messages: topics for customers, canned responses for astrologers. */
export function QuickReplyBar({ replies, onPick, label, disabled = false }: QuickReplyBarProps) {
  return (
    <Stack
      role="group"
      aria-label={label}
      direction="row"
      spacing={1}
      useFlexGap
      // One row on a phone (swipe for more) so the conversation keeps the screen; wrapped on wider screens.
      sx={{
        px: 1.5,
        pt: 1,
        flexWrap: { xs: 'nowrap', md: 'wrap' },
        overflowX: { xs: 'auto', md: 'visible' },
        rowGap: 1,
        scrollbarWidth: 'none',
        '& > *': { flexShrink: 0 },
      }}
    >
      {replies.map((reply) => (
        <Chip key={reply.label} label={reply.label} onClick={() => onPick(reply.message)} disabled={disabled} variant="outlined" color="primary" clickable />
      ))}
    </Stack>
  );
}
