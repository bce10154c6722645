import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConsultationEndedEvent } from '@astrosetu/contracts';
import { formatPaise } from '@astrosetu/design-system/format';
import { ReviewForm } from '@astrosetu/design-system/review-form';
import { normaliseApiError } from '@astrosetu/web-core';
import { useReviewSessionMutation } from './review-api';
import { useChatText } from '../../locales/use-text';

export interface SessionEndSummaryProps {
  consultationId: number;
  /** The server's account of the end; undefined when it only said who ended it. */
  ending?: Pick<ConsultationEndedEvent, 'endReason' | 'status' | 'usedMinutes' | 'refundedAmount'>;
  /** Shown when `ending` is missing. */
  fallbackText: string;
  /** The customer may still review it (a completed session not reviewed yet). */
  canReview: boolean;
  onLeave: () => void;
}

/** The customer's end screen: why it ended, what was used and refunded, and the review of the session. */
export function SessionEndSummary({ consultationId, ending, fallbackText, canReview, onLeave }: SessionEndSummaryProps) {
  const { t } = useChatText();
  const [reviewSession, { isLoading, error }] = useReviewSessionMutation();
  const [reviewed, setReviewed] = useState(false);
  const reviewable = canReview && ending?.status !== 'cancelled';

  return (
    <Stack spacing={1.5} sx={{ p: 1.5, borderTop: 1, borderColor: 'divider', overflowY: 'auto', maxHeight: '60%', flexShrink: 0 }}>
      <Alert severity={ending?.endReason === 'expired' || !ending ? 'info' : 'warning'} role="status">
        <AlertTitle>{t('summary.title')}</AlertTitle>
        {ending ? t(`summary.reason.${ending.endReason}`) : fallbackText}
        {ending && ending.status === 'completed' ? ` ${t('summary.used', { count: ending.usedMinutes })}` : ''}
        {ending && ending.refundedAmount > 0 ? ` ${t('summary.refunded', { amount: formatPaise(ending.refundedAmount) })}` : ''}
      </Alert>
      {reviewable && !reviewed ? (
        <div>
          <Typography variant="subtitle1" component="h2" gutterBottom>
            {t('summary.reviewHeading')}
          </Typography>
          <ReviewForm
            idPrefix={`session-${consultationId}`}
            pending={isLoading}
            error={error ? normaliseApiError(error).message : undefined}
            onSubmit={(values) => {
              reviewSession({ consultationId, ...values })
                .unwrap()
                .then(() => setReviewed(true))
                .catch(() => undefined);
            }}
          />
        </div>
      ) : null}
      {reviewed ? <Alert severity="success">{t('summary.reviewThanks')}</Alert> : null}
      <div>
        <Button variant="outlined" onClick={onLeave}>
          {t('summary.home')}
        </Button>
      </div>
    </Stack>
  );
}
