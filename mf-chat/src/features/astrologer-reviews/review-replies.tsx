import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { reviewReplyRequestSchema, type Review } from '@astrosetu/contracts';
import { RatingStars } from '@astrosetu/design-system/rating-stars';
import { normaliseApiError } from '@astrosetu/web-core';
import { useValidationMessage } from '@astrosetu/web-core/validation';
import { useOwnReviewsQuery, useReplyToReviewMutation } from './reviews-api';
import { useChatText } from '../../locales/use-text';

function ReplyForm({ review }: { review: Review }) {
  const { t } = useChatText();
  const validationMessage = useValidationMessage();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [reply, { isLoading, error }] = useReplyToReviewMutation();
  const submit = () => {
    const parsed = reviewReplyRequestSchema.safeParse({ reply: text });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? t('reviews.replyMissing'));
      return;
    }
    setInvalid(null);
    void reply({ reviewId: review.id, ...parsed.data }).unwrap().catch(() => undefined);
  };
  const message = (invalid === null ? null : validationMessage(invalid)) ?? (error ? normaliseApiError(error).message : null);
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <TextField
        id={`reply-${review.id}`}
        label={t('reviews.replyLabel')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={2}
        error={Boolean(invalid)}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      {message ? <Alert severity="error">{message}</Alert> : null}
      <div>
        <Button variant="outlined" size="small" onClick={submit} disabled={isLoading}>
          {t('reviews.post')}
        </Button>
      </div>
    </Stack>
  );
}

/** The astrologer's reviews, newest first; each may be answered once, publicly (it shows on the astrologer's pages). */
export function ReviewReplies() {
  const { t } = useChatText();
  const { data, isLoading, isError } = useOwnReviewsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Card variant="outlined" component="section" aria-labelledby="own-reviews-heading">
      <CardContent>
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1.5 }} useFlexGap flexWrap="wrap">
          <Typography id="own-reviews-heading" variant="h6" component="h2">
            {t('reviews.title')}
          </Typography>
          {data && data.reviewCount > 0 ? <RatingStars value={data.rating} reviewCount={data.reviewCount} /> : null}
        </Stack>
        {isLoading ? <Skeleton variant="rounded" height={80} /> : null}
        {isError ? <Alert severity="error">{t('reviews.error')}</Alert> : null}
        {data && data.items.length === 0 ? <Typography color="text.secondary">{t('reviews.empty')}</Typography> : null}
        {data && data.items.length > 0 ? (
          <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label={t('reviews.listLabel')}>
            {data.items.map((review) => (
              <Box component="li" key={review.id} aria-label={t('reviews.by', { name: review.customerName })}>
                <Stack direction="row" spacing={1} alignItems="center">
                  <RatingStars value={review.rating} showValue={false} />
                  <Typography variant="subtitle2" component="span">
                    {review.customerName}
                  </Typography>
                </Stack>
                {review.review ? <Typography variant="body2">{review.review}</Typography> : null}
                {review.reply ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {t('reviews.yourReply', { reply: review.reply })}
                  </Typography>
                ) : (
                  <ReplyForm review={review} />
                )}
              </Box>
            ))}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
