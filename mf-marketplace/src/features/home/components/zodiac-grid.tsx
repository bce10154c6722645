import Grid from '@mui/material/Grid';
import { ZODIAC_SIGNS, ZodiacSignTile } from '@astrosetu/design-system';
import { RouterLinkScope } from '../../../shared/routing/router-link-scope';

/** Spec 2.3: the twelve signs with English, Sanskrit, Hindi and Tamil names, each opening its horoscope. */
export function ZodiacGrid() {
  return (
    <RouterLinkScope>
      <Grid container spacing={{ xs: 1, sm: 1.5, md: 2 }} component="ul" aria-label="Zodiac signs" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {ZODIAC_SIGNS.map((sign) => (
          <Grid key={sign.id} size={{ xs: 4, md: 2 }} component="li">
            <ZodiacSignTile sign={sign} href={`/horoscopes?sign=${sign.id}`} showDates size="compact" />
          </Grid>
        ))}
      </Grid>
    </RouterLinkScope>
  );
}
