import Grid from '@mui/material/Grid';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ZODIAC_SIGNS, ZodiacSignTile } from '@astrosetu/design-system/zodiac-sign-tile';
import { RouterLinkScope } from '../../../shared/routing/router-link-scope';
import { useMarketplaceText } from '../../../locales/use-text';

/** The twelve signs with English, Sanskrit, Hindi and Tamil names, each opening its horoscope. */
export function ZodiacGrid() {
  // Three signs a row on phones leaves no room for the date ranges without wrapping.
  const { t } = useMarketplaceText();
  const roomForDates = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  return (
    <RouterLinkScope>
      <Grid container spacing={{ xs: 1, sm: 1.5, md: 2 }} component="ul" aria-label={t('home.zodiac.label')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {ZODIAC_SIGNS.map((sign) => (
          <Grid key={sign.id} size={{ xs: 4, md: 2 }} component="li">
            <ZodiacSignTile sign={sign} href={`/horoscopes?sign=${sign.id}`} showDates={roomForDates} size="compact" />
          </Grid>
        ))}
      </Grid>
    </RouterLinkScope>
  );
}
