import { useToast } from '@astrosetu/design-system/toast';
import { useAddFavoriteMutation, useFavoritesQuery, useRemoveFavoriteMutation } from '../api/favorites-api';
import { useMarketplaceText } from '../../locales/use-text';

/**
 * Whether the customer keeps this astrologer as a favourite, and the toggle (a failure is said in a toast). Shared by
 * the card's heart and the packages page's button. `skip`: not a customer, so nothing is read.
 */
export function useFavoriteToggle(astrologerId: number, options: { skip?: boolean } = {}) {
  const { t } = useMarketplaceText();
  const { toast } = useToast();
  const { data, isLoading } = useFavoritesQuery(undefined, { skip: options.skip ?? false });
  const [addFavorite, adding] = useAddFavoriteMutation();
  const [removeFavorite, removing] = useRemoveFavoriteMutation();
  const saved = data?.some((favorite) => favorite.astrologerId === astrologerId) ?? false;

  const toggle = async () => {
    try {
      if (saved) await removeFavorite(astrologerId).unwrap();
      else await addFavorite({ astrologerId }).unwrap();
    } catch {
      toast({ title: saved ? t('trust.favouriteRemoveFailed') : t('trust.favouriteSaveFailed'), description: t('common.pleaseTryAgain'), variant: 'error' });
    }
  };

  return { saved, busy: isLoading || adding.isLoading || removing.isLoading, toggle };
}
