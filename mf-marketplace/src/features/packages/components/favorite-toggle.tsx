import Button from '@mui/material/Button';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import type { Astrologer } from '@astrosetu/contracts';
import { useFavoriteToggle } from '../../../shared/trust/use-favorite-toggle';
import { useMarketplaceText } from '../../../locales/use-text';

/** Saves the astrologer to the customer's favorites (listed on the profile page), or removes them. */
export function FavoriteToggle({ astrologer }: { astrologer: Pick<Astrologer, 'id' | 'name'> }) {
  const { t } = useMarketplaceText();
  const { saved, busy, toggle } = useFavoriteToggle(astrologer.id);

  return (
    <Button
      variant="outlined"
      color={saved ? 'secondary' : 'primary'}
      startIcon={saved ? <FavoriteRounded /> : <FavoriteBorderRounded />}
      aria-pressed={saved}
      disabled={busy}
      onClick={() => void toggle()}
    >
      {saved ? t('packages.favourite.saved') : t('packages.favourite.save')}
    </Button>
  );
}
