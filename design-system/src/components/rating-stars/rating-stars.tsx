import type { SyntheticEvent } from 'react';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StarRounded from '@mui/icons-material/StarRounded';
import { groupIndianDigits } from '../../format/format-money';

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

function reviewLabel(count: number): string {
  return `${groupIndianDigits(String(count))} ${count === 1 ? 'review' : 'reviews'}`;
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
  label = 'Your rating',
}: RatingStarsProps) {
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
      </Stack>
    );
  }

  return (
    <Stack direction="row" columnGap={0.75} alignItems="center" flexWrap="wrap" sx={{ minWidth: 0 }}>
      <Rating
        value={value}
        max={max}
        precision={0.5}
        size={size}
        readOnly
        icon={<StarRounded fontSize="inherit" />}
        emptyIcon={<StarRounded fontSize="inherit" />}
        getLabelText={() => (rounded === null ? 'Not rated yet' : `Rated ${rounded} out of ${max}`)}
        sx={starsSx}
      />
      {showValue ? (
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }} aria-hidden>
          {rounded === null ? 'New' : rounded.toFixed(1)}
        </Typography>
      ) : null}
      {reviewCount !== undefined ? (
        <Typography variant="body2" component="span" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          ({reviewLabel(reviewCount)})
        </Typography>
      ) : null}
    </Stack>
  );
}
