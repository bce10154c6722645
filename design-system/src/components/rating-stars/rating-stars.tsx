import { lazy, Suspense, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StarRounded from '@mui/icons-material/StarRounded';
import { groupIndianDigits } from '@astrosetu/design-system/format';
import { useDesignSystemText } from '@astrosetu/design-system/locales';

export interface RatingStarsProps {
  /** 0 to `max`; fractions are drawn to the nearest half star. Null means "not rated yet". */
  value: number | null;
  max?: number;
  reviewCount?: number;
  /** Show the number next to the stars (default true). */
  showValue?: boolean;
  size?: 'small' | 'medium' | 'large';
  /** Makes the stars an input (e.g. rating a finished consultation). */
  onChange?: (value: number | null) => void;
  /** Form name; required by MUI for the input mode's radio group. */
  name?: string;
  /** Accessible label of the input mode. */
  label?: string;
}

// MUI's Rating (an input: radio group, hover and focus handling) is only needed where a customer rates a
// consultation; the read-only stars on every astrologer card are drawn below without it.
const Rating = lazy(() => import('@mui/material/Rating'));

// Theme colours of the stars (palette paths, not copy).
const EMPTY_STAR = 'text.disabled';
const FILLED_STAR = 'brand.marigold';

const starSizes = { small: '1.125rem', medium: '1.5rem', large: '1.875rem' } as const;

/** `max` stars, filled to `value` rounded to the nearest half: a filled row clipped over an empty one. */
function ReadOnlyStars({ value, max, size, label }: { value: number | null; max: number; size: keyof typeof starSizes; label: string }) {
  const filled = value === null ? 0 : Math.min(max, Math.max(0, Math.round(value * 2) / 2));
  const row = (color: string) =>
    Array.from({ length: max }, (_, index) => <StarRounded key={index} sx={{ fontSize: 'inherit', color, display: 'block' }} />);
  return (
    <Box role="img" aria-label={label} sx={{ position: 'relative', display: 'inline-flex', fontSize: starSizes[size], lineHeight: 1 }}>
      <Box sx={{ display: 'flex' }}>{row(EMPTY_STAR)}</Box>
      <Box aria-hidden sx={{ position: 'absolute', inset: 0, display: 'flex', overflow: 'hidden', width: `${(filled / max) * 100}%` }}>
        {row(FILLED_STAR)}
      </Box>
    </Box>
  );
}


/** Star rating, read-only by default; shows the average and the review count. */
export function RatingStars({
  value,
  max = 5,
  reviewCount,
  showValue = true,
  size = 'small',
  onChange,
  name = 'rating',
  label: labelGiven,
}: RatingStarsProps) {
  const { t } = useDesignSystemText();
  const label = labelGiven ?? t('rating.yourRating');
  const interactive = Boolean(onChange);
  const rounded = value === null ? null : Math.round(value * 10) / 10;
  const starsSx = {
    color: 'brand.marigold',
    '& .MuiRating-iconEmpty': { color: 'text.disabled' },
  } as const;

  if (interactive) {
    return (
      <Stack spacing={0.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Suspense fallback={<ReadOnlyStars value={value} max={max} size={size} label={label} />}>
          <Rating
            name={name}
            value={value}
            max={max}
            size={size}
            icon={<StarRounded fontSize="inherit" />}
            emptyIcon={<StarRounded fontSize="inherit" />}
            onChange={(_event: SyntheticEvent, next: number | null) => onChange?.(next)}
            sx={starsSx}
          />
        </Suspense>
      </Stack>
    );
  }

  return (
    <Stack direction="row" columnGap={0.75} alignItems="center" flexWrap="wrap" sx={{ minWidth: 0 }}>
      <ReadOnlyStars value={value} max={max} size={size} label={rounded === null ? t('rating.notRated') : t('rating.rated', { rating: rounded, max })} />
      {showValue ? (
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }} aria-hidden>
          {rounded === null ? t('rating.new') : rounded.toFixed(1)}
        </Typography>
      ) : null}
      {reviewCount !== undefined ? (
        <Typography variant="body2" component="span" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          ({t('rating.reviews', { count: reviewCount, reviews: groupIndianDigits(String(reviewCount)) })})
        </Typography>
      ) : null}
    </Stack>
  );
}
