import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ZODIAC_SIGNS, ZodiacSignTile } from '@astrosetu/design-system/zodiac-sign-tile';
import { RouterLinkScope } from '../../../shared/routing/router-link-scope';
import { gridList } from './grid-list';
import { useMarketplaceText } from '../../../locales/use-text';

/** The twelve signs with English, Sanskrit, Hindi and Tamil names, each opening its horoscope. */
export function ZodiacGrid() {
  // Three signs a row on phones leaves no room for the date ranges without wrapping.
  const { t } = useMarketplaceText();
  const roomForDates = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  return (
    <RouterLinkScope>
      <Box
        component="ul"
        aria-label={t('home.zodiac.label')}
        sx={{ ...gridList, gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' }, gap: { xs: 1, sm: 1.5, md: 2 } }}
      >
        {ZODIAC_SIGNS.map((sign) => (
          <li key={sign.id}>
            <ZodiacSignTile sign={sign} href={`/horoscopes?sign=${sign.id}`} showDates={roomForDates} size="compact" />
          </li>
        ))}
      </Box>
    </RouterLinkScope>
  );
}
