import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { consultationEndReasonText, type Consultation } from '@astrosetu/contracts';
import { ReviewForm } from '@astrosetu/design-system/review-form';
import { normaliseApiError } from '@astrosetu/web-core';
import { useReviewConsultationMutation } from '../../../shared/api/consultations-api';
import { Price } from '@astrosetu/design-system/price';
import { RatingStars } from '@astrosetu/design-system/rating-stars';
import { formatDateTime, formatDuration, formatLongDate } from '@astrosetu/design-system/format';
import { ConsultationStatusChip } from '../../../shared/consultations/consultation-status-chip';
import { useMarketplaceText, type MarketplaceKey } from '../../../locales/use-text';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" justifyContent="space-between" alignItems="baseline" spacing={2} component="div">
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** Rating a completed session, once (the server refuses a second review). */
function ReviewSection({ consultationId }: { consultationId: number }) {
  const { t } = useMarketplaceText();
  const [review, { isLoading, error }] = useReviewConsultationMutation();
  const [done, setDone] = useState(false);
  if (done) return <Alert severity="success">{t('history.details.thanks')}</Alert>;
  return (
    <section aria-labelledby={`review-heading-${consultationId}`}>
      <Typography id={`review-heading-${consultationId}`} variant="subtitle1" component="h3" gutterBottom>
        {t('history.details.rate')}
      </Typography>
      <ReviewForm
        idPrefix={`history-${consultationId}`}
        pending={isLoading}
        error={error ? normaliseApiError(error).message : undefined}
        onSubmit={(values) => {
          review({ id: consultationId, ...values })
            .unwrap()
            .then(() => setDone(true))
            .catch(() => undefined);
        }}
      />
    </section>
  );
}

const paymentLabels: Record<string, MarketplaceKey> = {
  completed: 'history.payment.completed',
  pending: 'history.payment.pending',
  failed: 'history.payment.failed',
  refunded: 'history.payment.refunded',
};

/** Everything about one past consultation (View Details). */
export function ConsultationDetailsDialog({ consultation, onClose }: { consultation: Consultation | null; onClose: () => void }) {
  const { t } = useMarketplaceText();
  const details = consultation?.userDetails;
  const extraMinutes = consultation ? consultation.duration - consultation.packageDuration : 0;
  return (
    <Dialog open={consultation !== null} onClose={onClose} aria-labelledby="consultation-details-title" maxWidth="sm" fullWidth>
      <DialogTitle id="consultation-details-title">{t('history.details.title')}</DialogTitle>
      {consultation ? (
        <DialogContent>
          <Stack spacing={2}>
            <Stack component="dl" spacing={1.25} sx={{ m: 0 }}>
              <Detail label={t('payment.rows.astrologer')}>{consultation.astrologer.name}</Detail>
              <Detail label={t('history.details.topic')}>{consultation.topic}</Detail>
              <Detail label={t('history.details.started')}>{formatDateTime(consultation.createdAt)}</Detail>
              {consultation.endedAt ? <Detail label={t('history.details.ended')}>{formatDateTime(consultation.endedAt)}</Detail> : null}
              {consultation.endReason ? <Detail label={t('history.details.whyEnded')}>{consultationEndReasonText[consultation.endReason]}</Detail> : null}
              {consultation.usedMinutes !== undefined && consultation.status !== 'active' ? (
                <Detail label={t('history.details.minutesUsed')}>{formatDuration(consultation.usedMinutes)}</Detail>
              ) : null}
              <Detail label={t('booking.summary.duration')}>
                {formatDuration(consultation.duration)}
                {extraMinutes > 0 ? ` ${t('history.details.extended', { package: formatDuration(consultation.packageDuration), extra: formatDuration(extraMinutes) })}` : ''}
              </Detail>
              {consultation.refundedAmount ? (
                <Detail label={t('history.details.refunded')}>
                  <Price paise={consultation.refundedAmount} variant="inherit" />
                </Detail>
              ) : null}
              <Detail label={consultation.status === 'active' ? t('history.paidSoFar') : t('history.netPaid')}>
                <Price paise={consultation.netPaid} variant="inherit" />
              </Detail>
              <Detail label={t('history.details.payment')}>{paymentLabels[consultation.paymentStatus] ? t(paymentLabels[consultation.paymentStatus]) : consultation.paymentStatus}</Detail>
              <Detail label={t('payment.rows.status')}>
                <ConsultationStatusChip status={consultation.status} />
              </Detail>
              <Detail label={t('history.details.yourRating')}>{consultation.rating ? <RatingStars value={consultation.rating} /> : t('history.details.notRated')}</Detail>
              {consultation.review ? <Detail label={t('history.details.review')}>{consultation.review}</Detail> : null}
            </Stack>
            {consultation.canReview ? <ReviewSection consultationId={consultation.id} /> : null}
            {details && (details.name || details.dateOfBirth || details.placeOfBirth || details.question) ? (
              <>
                <Divider />
                <Typography variant="subtitle2" component="h3">
                  {t('history.details.birthShared')}
                </Typography>
                <Stack component="dl" spacing={1.25} sx={{ m: 0 }}>
                  {details.name ? <Detail label={t('history.details.name')}>{details.name}</Detail> : null}
                  {details.dateOfBirth ? <Detail label={t('birth.date')}>{formatLongDate(`${details.dateOfBirth}T12:00:00Z`) || details.dateOfBirth}</Detail> : null}
                  {details.timeOfBirth ? <Detail label={t('birth.time')}>{details.timeOfBirth}</Detail> : null}
                  {details.placeOfBirth ? <Detail label={t('birth.place')}>{details.placeOfBirth}</Detail> : null}
                  {details.question ? <Detail label={t('history.details.question')}>{details.question}</Detail> : null}
                </Stack>
              </>
            ) : null}
          </Stack>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
