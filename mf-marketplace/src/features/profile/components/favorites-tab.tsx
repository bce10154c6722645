import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import { EmptyState } from '@astrosetu/design-system/empty-state';
import { RatingStars } from '@astrosetu/design-system/rating-stars';
import { formatRupees } from '@astrosetu/design-system/format';
import { useToast } from '@astrosetu/design-system/toast';
import { useFavoritesQuery, useRemoveFavoriteMutation } from '../../../shared/api/favorites-api';

/** Favorites: saved astrologers (image, name, rating, experience), customers only. */
export function FavoritesTab({ onBrowse }: { onBrowse: () => void }) {
  const { toast } = useToast();
  const { data, isError, isLoading } = useFavoritesQuery();
  const [removeFavorite, { isLoading: removing, originalArgs: removingId }] = useRemoveFavoriteMutation();
  if (isError) return <Alert severity="error">Your favorites could not be loaded. Please try again later.</Alert>;
  if (isLoading || !data) return <Skeleton variant="rounded" height={180} aria-label="Loading favorites" />;
  if (data.length === 0) {
    return (
      <EmptyState
        icon={<FavoriteBorderRounded />}
        title="No favorites yet"
        description="Astrologers you save appear here, and you get a notification when one of them comes online."
        headingLevel="h3"
        actionLabel="Browse astrologers"
        onAction={onBrowse}
      />
    );
  }
  return (
    <Grid container spacing={2} component="ul" aria-label="Favorite astrologers" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {data.map(({ id, astrologer }) => (
        <Grid key={id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
          <Card variant="outlined" sx={{ borderRadius: 3, height: '100%', display: 'flex', flexDirection: 'column' }}>
            <CardContent sx={{ flex: 1 }}>
              <Stack direction="row" spacing={2} alignItems="center">
                <Avatar src={astrologer.image || undefined} alt={astrologer.name} sx={{ width: 56, height: 56 }} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }} noWrap>
                    {astrologer.name}
                  </Typography>
                  <RatingStars value={astrologer.rating > 0 ? astrologer.rating : null} />
                  <Typography variant="body2" color="text.secondary">
                    {astrologer.experience} years experience · {formatRupees(astrologer.ratePerMinute)}/min
                  </Typography>
                  <Typography variant="caption" sx={{ color: astrologer.isOnline ? 'success.main' : 'text.secondary', fontWeight: 700 }}>
                    {astrologer.isOnline ? 'Online' : 'Offline'}
                  </Typography>
                </Box>
              </Stack>
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2 }}>
              <Button component={RouterLink} to={`/packages/${astrologer.id}`} variant="contained" size="small">
                View packages
              </Button>
              <Button
                size="small"
                color="inherit"
                disabled={removing && removingId === astrologer.id}
                onClick={() =>
                  void removeFavorite(astrologer.id)
                    .unwrap()
                    .catch(() => toast({ title: 'Could not remove favorite', description: 'Please try again.', variant: 'error' }))
                }
                aria-label={`Remove ${astrologer.name} from favorites`}
              >
                Remove
              </Button>
            </CardActions>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
