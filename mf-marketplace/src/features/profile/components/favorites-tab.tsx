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
import { useMarketplaceText } from '../../../locales/use-text';

/** Favorites: saved astrologers (image, name, rating, experience), customers only. */
export function FavoritesTab({ onBrowse }: { onBrowse: () => void }) {
  const { t } = useMarketplaceText();
  const { toast } = useToast();
  const { data, isError, isLoading } = useFavoritesQuery();
  const [removeFavorite, { isLoading: removing, originalArgs: removingId }] = useRemoveFavoriteMutation();
  if (isError) return <Alert severity="error">{t('profile.favorites.failed')}</Alert>;
  if (isLoading || !data) return <Skeleton variant="rounded" height={180} role="progressbar" aria-label={t('profile.favorites.loading')} />;
  if (data.length === 0) {
    return (
      <EmptyState
        icon={<FavoriteBorderRounded />}
        title={t('profile.favorites.empty.title')}
        description={t('profile.favorites.empty.description')}
        headingLevel="h3"
        actionLabel={t('profile.favorites.browse')}
        onAction={onBrowse}
      />
    );
  }
  return (
    <Grid container spacing={2} component="ul" aria-label={t('profile.favorites.label')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
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
                    {t('astrologer.experience', { count: astrologer.experience })} · {t('common.perMinute', { amount: formatRupees(astrologer.ratePerMinute) })}
                  </Typography>
                  <Typography variant="caption" sx={{ color: astrologer.isOnline ? 'success.main' : 'text.secondary', fontWeight: 700 }}>
                    {astrologer.isOnline ? t('profile.favorites.online') : t('astrologer.offline')}
                  </Typography>
                </Box>
              </Stack>
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2 }}>
              <Button component={RouterLink} to={`/packages/${astrologer.id}`} variant="contained" size="small">
                {t('profile.favorites.viewPackages')}
              </Button>
              <Button
                size="small"
                color="inherit"
                disabled={removing && removingId === astrologer.id}
                onClick={() =>
                  void removeFavorite(astrologer.id)
                    .unwrap()
                    .catch(() => toast({ title: t('trust.favouriteRemoveFailed'), description: t('common.pleaseTryAgain'), variant: 'error' }))
                }
                aria-label={t('profile.favorites.removeName', { name: astrologer.name })}
              >
                {t('profile.favorites.remove')}
              </Button>
            </CardActions>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
