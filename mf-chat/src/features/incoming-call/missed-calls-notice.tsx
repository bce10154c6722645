import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { MISSED_CALLS_BEFORE_OFFLINE } from '@astrosetu/contracts';
import { useChatText } from '../../locales/use-text';
import type { MissedCall } from './ringing-call';

export interface MissedCallsNoticeProps {
  missed: readonly MissedCall[];
  onDismiss: (consultationId: number) => void;
}

/**
 * The calls missed since the dashboard opened, each until the astrologer dismisses it. Said politely (status, not
 * alert): the ringing dialog was the urgent part, and the server has already refunded the customer.
 */
export function MissedCallsNotice({ missed, onDismiss }: MissedCallsNoticeProps) {
  const { t } = useChatText();
  // The live region stays in the page, empty, so that a missed call added to it is read out.
  return (
    <Stack spacing={1} sx={{ mb: missed.length > 0 ? 2 : 0 }} role="status">
      {missed.map((call) => (
        <Alert key={call.consultationId} severity="warning" onClose={() => onDismiss(call.consultationId)} slotProps={{ closeButton: { title: t('incomingCall.missed.dismiss'), 'aria-label': t('incomingCall.missed.dismiss') } }}>
          <AlertTitle>{t('incomingCall.missed.title', { name: call.customerName })}</AlertTitle>
          {t('incomingCall.missed.text', { topic: call.topic, count: MISSED_CALLS_BEFORE_OFFLINE })}
        </Alert>
      ))}
    </Stack>
  );
}
