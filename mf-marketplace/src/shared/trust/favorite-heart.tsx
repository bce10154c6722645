import IconButton from '@mui/material/IconButton';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import { useSession } from '@astrosetu/web-core';
import { useFavoriteToggle } from './use-favorite-toggle';
import { useMarketplaceText } from '../../locales/use-text';

/** The heart on an astrologer's card: favourite or unfavourite (customers only; a favourite coming online is notified). */
export function FavoriteHeart({ astrologer }: { astrologer: { id: number; name: string } }) {
  const { t } = useMarketplaceText();
  const { user } = useSession();
  const isCustomer = user?.role === 'user';
  const { saved, busy, toggle } = useFavoriteToggle(astrologer.id, { skip: !isCustomer });
  if (!isCustomer) return null;

  return (
    <IconButton
      aria-label={t('trust.favourite', { name: astrologer.name })}
      aria-pressed={saved}
      color={saved ? 'secondary' : 'default'}
      disabled={busy}
      onClick={() => void toggle()}
    >
      {saved ? <FavoriteRounded /> : <FavoriteBorderRounded />}
    </IconButton>
  );
}
