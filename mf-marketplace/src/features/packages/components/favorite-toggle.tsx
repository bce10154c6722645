import Button from '@mui/material/Button';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import type { Astrologer } from '@astrosetu/contracts';
import { useToast } from '@astrosetu/design-system/toast';
import { useAddFavoriteMutation, useFavoritesQuery, useRemoveFavoriteMutation } from '../../../shared/api/favorites-api';

/** Saves the astrologer to the customer's favorites (listed on the profile page), or removes them. */
export function FavoriteToggle({ astrologer }: { astrologer: Pick<Astrologer, 'id' | 'name'> }) {
  const { toast } = useToast();
  const { data, isLoading } = useFavoritesQuery();
  const [addFavorite, adding] = useAddFavoriteMutation();
  const [removeFavorite, removing] = useRemoveFavoriteMutation();
  const saved = data?.some((favorite) => favorite.astrologerId === astrologer.id) ?? false;
  const busy = isLoading || adding.isLoading || removing.isLoading;

  const toggle = async () => {
    try {
      if (saved) await removeFavorite(astrologer.id).unwrap();
      else await addFavorite({ astrologerId: astrologer.id }).unwrap();
    } catch {
      toast({ title: saved ? 'Could not remove favorite' : 'Could not save favorite', description: 'Please try again.', variant: 'error' });
    }
  };

  return (
    <Button
      variant="outlined"
      color={saved ? 'secondary' : 'primary'}
      startIcon={saved ? <FavoriteRounded /> : <FavoriteBorderRounded />}
      aria-pressed={saved}
      disabled={busy}
      onClick={() => void toggle()}
    >
      {saved ? 'Saved to favorites' : 'Save to favorites'}
    </Button>
  );
}
