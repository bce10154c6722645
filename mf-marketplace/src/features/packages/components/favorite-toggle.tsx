import Button from '@mui/material/Button';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import type { Astrologer } from '@astrosetu/contracts';
import { useFavoriteToggle } from '../../../shared/trust/use-favorite-toggle';

/** Saves the astrologer to the customer's favorites (listed on the profile page), or removes them. */
export function FavoriteToggle({ astrologer }: { astrologer: Pick<Astrologer, 'id' | 'name'> }) {
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
      {saved ? 'Saved to favorites' : 'Save to favorites'}
    </Button>
  );
}
