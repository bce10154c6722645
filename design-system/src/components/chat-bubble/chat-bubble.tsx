import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DeliveryMarkIcon } from './delivery-mark-icon';
import { deliveryMark, type DeliveryStatus } from './delivery-status';
import { currentLocale, dateTimeFormat, isEnglish } from '@astrosetu/design-system/format';
import { useDesignSystemText } from '@astrosetu/design-system/locales';

export interface ChatBubbleProps {
  message: ReactNode;
  /** The other party's name; own messages are labelled "You". */
  senderName?: string;
  isOwn: boolean;
  timestamp: Date | string | number;
  /** Delivery state; only shown on own messages. */
  status?: DeliveryStatus;
  /** Offered on a failed own message. */
  onRetry?: () => void;
  /** Body text size in px (chat display settings: 12 to 20). */
  fontSize?: number;
  /** IANA time zone for the time label; the browser's zone when omitted. */
  timeZone?: string;
}

function timeParts(timestamp: Date | string | number, timeZone?: string) {
  const date = timestamp instanceof Date ? timestamp : new Date(timestamp);
  const label = dateTimeFormat(isEnglish() ? 'en-US' : currentLocale(), { hour: 'numeric', minute: '2-digit', hour12: true, timeZone }).format(date);
  return { iso: date.toISOString(), label };
}

/** One chat message: own messages on the right labelled You, with delivery marks; the other party's on the left. */
export function ChatBubble({ message, senderName, isOwn, timestamp, status, onRetry, fontSize = 15, timeZone }: ChatBubbleProps) {
  const { iso, label } = timeParts(timestamp, timeZone);
  const mark = isOwn && status ? deliveryMark(status) : undefined;
  const { t } = useDesignSystemText();
  const who = isOwn ? t('chatBubble.you') : (senderName ?? t('chatBubble.astrologer'));

  return (
    <Stack
      component="article"
      aria-label={t('chatBubble.messageFrom', { who })}
      alignItems={isOwn ? 'flex-end' : 'flex-start'}
      spacing={0.5}
      sx={{ width: '100%' }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, px: 1 }}>
        {who}
      </Typography>
      <Box
        sx={(theme) => ({
          maxWidth: { xs: '85%', sm: '75%' },
          px: 1.75,
          py: 1.25,
          // Plain px strings: numeric radii in sx are multiplied by the theme's shape.borderRadius.
          borderRadius: '18px',
          [isOwn ? 'borderBottomRightRadius' : 'borderBottomLeftRadius']: '6px',
          bgcolor: isOwn ? 'brand.ownBubble' : 'brand.otherBubble',
          color: isOwn ? 'brand.onOwnBubble' : 'brand.onOtherBubble',
          // Pending: faded, but only to 75% so the text keeps AA contrast; the dashed edge says "not sent
          // yet" without relying on the fade alone.
          opacity: mark?.faded ? 0.75 : 1,
          transition: 'opacity 200ms',
          border: '1.5px solid transparent',
          ...(mark?.faded ? { borderStyle: 'dashed', borderColor: theme.palette.text.secondary } : {}),
          ...(mark?.tone === 'error' ? { borderColor: theme.palette.error.main } : {}),
          fontSize,
          lineHeight: 1.55,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        })}
      >
        {message}
      </Box>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ px: 1 }}>
        <Typography component="time" dateTime={iso} variant="caption" color="text.secondary">
          {label}
        </Typography>
        {isOwn && status ? <DeliveryMarkIcon status={status} /> : null}
        {isOwn && status === 'failed' && onRetry ? (
          <Button size="small" color="error" onClick={onRetry} sx={{ minHeight: 24, py: 0, px: 1 }}>
            {t('chatBubble.retry')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
