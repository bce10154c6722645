import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReceiptWatermark } from '@astrosetu/contracts';
import { ChatBubble } from '@astrosetu/design-system/chat-bubble';
import { TypingIndicator } from '@astrosetu/design-system/typing-indicator';
import { deliveryStatusOf, type ChatLine } from '../chat-line';
import { useChatText } from '../../../locales/use-text';

export interface MessageListProps {
  lines: ChatLine[];
  theirReceipts: ReceiptWatermark;
  /** The other person's name while they type. */
  typingName?: string;
  fontSize: number;
  onRetry: (key: string) => void;
  emptyText: string;
  /** Shown under a message (e.g. why something was hidden from it, or a way to report it). */
  renderAfter?: (line: ChatLine) => ReactNode;
}

/** The conversation: own messages right (You), the other person's left, the newest in view. */
export function MessageList({ lines, theirReceipts, typingName, fontSize, onRetry, emptyText, renderAfter }: MessageListProps) {
  const { t } = useChatText();
  const endRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const count = lines.length;

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [count, typingName]);

  // The list shrinks when the phone's keyboard opens (or the window is resized): whoever was reading the newest
  // messages keeps seeing them.
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (atEnd.current) list.scrollTop = list.scrollHeight;
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  return (
    <Box
      ref={listRef}
      onScroll={(event) => {
        const list = event.currentTarget;
        atEnd.current = list.scrollHeight - list.scrollTop - list.clientHeight < 48;
      }}
      role="log"
      aria-label={t('messages.label')}
      aria-live="polite"
      // position: relative keeps the bubbles' visually hidden (absolute) labels inside the scrolling list, not the page.
      sx={{ position: 'relative', flex: '1 1 auto', minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain', px: { xs: 1.5, sm: 2.5 }, py: 2 }}
    >
      {lines.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 4 }}>
          {emptyText}
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          {lines.map((line) => (
            <Fragment key={line.key}>
              <ChatBubble
                message={line.message}
                senderName={line.senderName}
                isOwn={line.own}
                timestamp={line.timestamp}
                status={deliveryStatusOf(line, theirReceipts)}
                onRetry={line.own && line.localStatus === 'failed' && !line.queued ? () => onRetry(line.key) : undefined}
                fontSize={fontSize}
              />
              {renderAfter?.(line)}
            </Fragment>
          ))}
        </Stack>
      )}
      {typingName ? (
        <Box sx={{ mt: 1.5 }}>
          <TypingIndicator name={typingName} />
        </Box>
      ) : null}
      <div ref={endRef} />
    </Box>
  );
}
