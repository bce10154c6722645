import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { freeFirstMinutesValueInPaise } from '@astrosetu/contracts';
import { formatPaise } from '@astrosetu/design-system/format';
import { useMarketplaceText } from '../../locales/use-text';

/**
 * Shown only when the server says the customer's next booking has its first minutes free. The words say what
 * the server does: the price is the package less those minutes' worth, the platform pays the astrologer for
 * them, and a session ended within them costs nothing.
 */
export function FreeFirstMinutesNote({ minutes, ratePerMinute }: { minutes: number; ratePerMinute: number }) {
  const { t } = useMarketplaceText();
  if (minutes <= 0) return null;
  return (
    <Alert severity="success" variant="outlined" data-testid="free-first-minutes">
      <AlertTitle>{t('freeMinutes.title', { count: minutes })}</AlertTitle>
      {t('freeMinutes.description', { count: minutes, worth: formatPaise(freeFirstMinutesValueInPaise(ratePerMinute, minutes)) })}
    </Alert>
  );
}
