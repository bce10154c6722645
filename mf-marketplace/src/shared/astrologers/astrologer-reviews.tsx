import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Review } from '@astrosetu/contracts';
import { RatingStars } from '@astrosetu/design-system/rating-stars';
import { useAstrologerReviewsQuery } from '../api/astrologers-api';
import { formatLongDate } from '@astrosetu/design-system/format';
import { useMarketplaceText } from '../../locales/use-text';

function ReviewItem({ review, astrologerName }: { review: Review; astrologerName: string }) {
  const { t } = useMarketplaceText();
  return (
    <Box component="li" sx={{ listStyle: 'none' }} aria-label={t('reviews.by', { name: review.customerName })}>
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }}>
        <RatingStars value={review.rating} showValue={false} />
        <Typography variant="subtitle2" component="span">
          {review.customerName}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatLongDate(review.createdAt)}
        </Typography>
      </Stack>
      {review.review ? (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {review.review}
        </Typography>
      ) : null}
      {review.reply ? (
        <Paper variant="outlined" sx={{ mt: 1, ml: { xs: 1, sm: 2 }, p: 1.25, bgcolor: 'action.hover' }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('reviews.replyFrom', { name: astrologerName })}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {review.reply}
          </Typography>
        </Paper>
      ) : null}
    </Box>
  );
}

export interface AstrologerReviewsProps {
  astrologerId: number;
  astrologerName: string;
  headingLevel?: 'h2' | 'h3';
}

/** What customers said after their sessions (reviews of completed consultations only), with the astrologer's replies. */
export function AstrologerReviews({ astrologerId, astrologerName, headingLevel = 'h2' }: AstrologerReviewsProps) {
  const { t } = useMarketplaceText();
  const { data, isLoading, isError } = useAstrologerReviewsQuery({ astrologerId });
  const headingId = `reviews-of-${astrologerId}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1.5 }} useFlexGap flexWrap="wrap">
        <Typography id={headingId} variant="h6" component={headingLevel}>
          {t('reviews.title')}
        </Typography>
        {data && data.reviewCount > 0 ? <RatingStars value={data.rating} reviewCount={data.reviewCount} /> : null}
      </Stack>
      {isLoading ? <Skeleton variant="rounded" height={72} /> : null}
      {isError ? (
        <Typography variant="body2" color="text.secondary">
          {t('reviews.failed')}
        </Typography>
      ) : null}
      {data && data.items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('reviews.empty')}
        </Typography>
      ) : null}
      {data && data.items.length > 0 ? (
        <Stack component="ul" spacing={2} aria-label={t('reviews.listLabel', { name: astrologerName })} sx={{ p: 0, m: 0 }}>
          {data.items.map((review) => (
            <ReviewItem key={review.id} review={review} astrologerName={astrologerName} />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
