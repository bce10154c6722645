import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { freeFirstMinutesValueInPaise, packagePriceInPaise, packageSavingInPaise, priceInPaise } from '@astrosetu/contracts';
import { Price } from '@astrosetu/design-system/price';
import { useMarketplaceText } from '../../../locales/use-text';

/** A saving is shown as a negative amount (the typographic minus, not copy to translate). */
const MINUS_SIGN = '\u2212';

/**
 * Rate per minute, duration, the package saving (where there is one) and the total to pay, which is
 * what the server charges (contracts' packagePriceInPaise). Each row is a div of one dt and one dd.
 */
export function BookingSummary({ ratePerMinute, minutes, freeFirstMinutes = 0 }: { ratePerMinute: number; minutes: number; freeFirstMinutes?: number }) {
  const { t } = useMarketplaceText();
  const saving = packageSavingInPaise(ratePerMinute, minutes);
  return (
    <Stack component="dl" spacing={1.25} sx={{ m: 0 }} aria-label={t('booking.summary.label')}>
      <Stack direction="row" justifyContent="space-between">
        <Typography component="dt" color="text.secondary">
          {t('booking.summary.rate')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          <Price paise={priceInPaise(ratePerMinute, 1)} />
        </Typography>
      </Stack>
      <Stack direction="row" justifyContent="space-between">
        <Typography component="dt" color="text.secondary">
          {t('booking.summary.duration')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
          {t('common.minutes', { count: minutes })}
        </Typography>
      </Stack>
      {saving > 0 ? (
        <Stack direction="row" justifyContent="space-between">
          <Typography component="dt" color="text.secondary">
            {t('booking.summary.saving')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, color: 'success.main', fontWeight: 600 }}>
            {MINUS_SIGN}
            <Price paise={saving} />
          </Typography>
        </Stack>
      ) : null}
      <Stack direction="row" justifyContent="space-between" alignItems="baseline" sx={{ borderTop: 1, borderColor: 'divider', pt: 1.25 }}>
        <Typography component="dt" variant="h6">
          {t('booking.summary.total')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          <Price paise={packagePriceInPaise(ratePerMinute, minutes)} variant="h5" fontWeight={700} />
        </Typography>
      </Stack>
      {freeFirstMinutes > 0 ? (
        // Paid at the gateway at the package price; the booking then takes the price less these minutes'
        // worth from the wallet, so the difference stays there.
        <Stack direction="row" justifyContent="space-between" data-testid="free-first-minutes">
          <Typography component="dt" color="text.secondary">
            {t('booking.summary.freeMinutes', { count: freeFirstMinutes })}
          </Typography>
          <Typography component="dd" sx={{ m: 0, color: 'success.main', fontWeight: 600 }}>
            <Price paise={freeFirstMinutesValueInPaise(ratePerMinute, freeFirstMinutes)} />
          </Typography>
        </Stack>
      ) : null}
    </Stack>
  );
}
