import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { RatingStars } from '../rating-stars/rating-stars';
import { useDesignSystemText } from '@astrosetu/design-system/locales';

export interface ReviewFormValues {
  rating: number;
  review?: string;
}

export interface ReviewFormProps {
  /** Unique per page: names the stars' radio group and the text field. */
  idPrefix: string;
  pending?: boolean;
  /** The server's refusal, shown above the button; nothing typed is lost. */
  error?: string;
  submitLabel?: string;
  onSubmit: (values: ReviewFormValues) => void;
}

/** Rate 1-5 (required) and an optional written review of a finished consultation. */
export function ReviewForm({ idPrefix, pending = false, error, submitLabel, onSubmit }: ReviewFormProps) {
  const { t } = useDesignSystemText();
  const [rating, setRating] = useState<number | null>(null);
  const [review, setReview] = useState('');
  const [missingRating, setMissingRating] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rating) {
      setMissingRating(true);
      return;
    }
    onSubmit({ rating, ...(review.trim() ? { review: review.trim() } : {}) });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5} aria-label={t('reviewForm.formLabel')}>
      <RatingStars
        value={rating}
        onChange={(value) => {
          setRating(value);
          if (value) setMissingRating(false);
        }}
        name={`${idPrefix}-rating`}
        label={t('rating.yourRating')}
        size="large"
      />
      {missingRating ? (
        <Alert severity="warning" role="alert">
          {t('reviewForm.missingRating')}
        </Alert>
      ) : null}
      <TextField
        id={`${idPrefix}-review`}
        label={t('reviewForm.review')}
        value={review}
        onChange={(event) => setReview(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      {error ? <Alert severity="error">{error}</Alert> : null}
      <div>
        <Button type="submit" variant="contained" disabled={pending} startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
          {submitLabel ?? t('reviewForm.submit')}
        </Button>
      </div>
    </Stack>
  );
}
