import IconButton from '@mui/material/IconButton';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import { useToast } from '@astrosetu/design-system/toast';
import { useSession } from '@astrosetu/web-core';
import { useAddFavoriteMutation, useFavoritesQuery, useRemoveFavoriteMutation } from '../api/favorites-api';

/** The heart on an astrologer's card: favourite or unfavourite (customers only; a favourite coming online is notified). */
export function FavoriteHeart({ astrologer }: { astrologer: { id: number; name: string } }) {
  const { user } = useSession();
  const { toast } = useToast();
  const isCustomer = user?.role === 'user';
  const { data, isLoading } = useFavoritesQuery(undefined, { skip: !isCustomer });
  const [addFavorite, adding] = useAddFavoriteMutation();
  const [removeFavorite, removing] = useRemoveFavoriteMutation();
  if (!isCustomer) return null;
  const saved = data?.some((favorite) => favorite.astrologerId === astrologer.id) ?? false;

  const toggle = async () => {
    try {
      if (saved) await removeFavorite(astrologer.id).unwrap();
      else await addFavorite({ astrologerId: astrologer.id }).unwrap();
    } catch {
      toast({ title: saved ? 'Could not remove favorite' : 'Could not save favorite', description: 'Please try again.', variant: 'error' });
    }
  };

  return (
    <IconButton
      aria-label={`Favourite ${astrologer.name}`}
      aria-pressed={saved}
      color={saved ? 'secondary' : 'default'}
      disabled={isLoading || adding.isLoading || removing.isLoading}
      onClick={() => void toggle()}
    >
      {saved ? <FavoriteRounded /> : <FavoriteBorderRounded />}
    </IconButton>
  );
}
