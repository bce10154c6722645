import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Consultation } from '@astrosetu/contracts';
import { formatPaise } from '@astrosetu/design-system/format';
import { RatingStars } from '@astrosetu/design-system/rating-stars';
import { useLazyRefundIfEndedNowQuery } from '../../../shared/api/consultations-api';
import { useMarketplaceText, type MarketplaceTranslate } from '../../../locales/use-text';

export interface EndSessionDialogProps {
  consultation: Consultation | null;
  pending: boolean;
  onConfirm: (feedback: { rating?: number; review?: string }) => void;
  onCancel: () => void;
}

/** The refund sentence for the server's figure: `undefined` while it is asked, `null` when it could not say. */
function refundSentence(refund: number | null | undefined, t: MarketplaceTranslate): string {
  if (refund === undefined) return t('history.end.checking');
  if (refund === null) return t('history.end.refundUnknown');
  return refund > 0 ? t('history.end.refund', { amount: formatPaise(refund) }) : t('history.end.noRefund');
}

/**
 * Ending a live session is final; the customer may rate it on the way out. What comes back is asked of the server
 * when the dialog opens (the end's own rule), never computed here.
 */
export function EndSessionDialog({ consultation, pending, onConfirm, onCancel }: EndSessionDialogProps) {
  const { t } = useMarketplaceText();
  const [rating, setRating] = useState<number | null>(null);
  const [review, setReview] = useState('');
  const [askRefund, estimate] = useLazyRefundIfEndedNowQuery();
  const refund = estimate.isFetching ? undefined : estimate.isError ? null : estimate.data?.refund;
  const consultationId = consultation?.id;
  useEffect(() => {
    setRating(null);
    setReview('');
    // Never from the cache: the refund shrinks with every minute that starts.
    if (consultationId !== undefined) void askRefund(consultationId, false);
  }, [consultationId, askRefund]);

  return (
    <Dialog
      open={consultation !== null}
      onClose={pending ? undefined : onCancel}
      aria-labelledby="end-session-title"
      aria-describedby="end-session-description"
      maxWidth="xs"
      fullWidth
      role="alertdialog"
    >
      <DialogTitle id="end-session-title">{t('history.end.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id="end-session-description">
            {t('history.end.description', { name: consultation?.astrologer.name ?? '' })}{' '}
            {consultation ? refundSentence(refund, t) : null}
          </DialogContentText>
          <RatingStars value={rating} onChange={setRating} name="end-session-rating" label={t('history.end.rate')} size="large" />
          <TextField
            id="end-session-review"
            label={t('history.end.review')}
            value={review}
            onChange={(event) => setReview(event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending} color="inherit" autoFocus>
          {t('history.end.keep')}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          onClick={() => onConfirm({ ...(rating ? { rating } : {}), ...(review.trim() ? { review: review.trim() } : {}) })}
        >
          {t('history.endSession')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
