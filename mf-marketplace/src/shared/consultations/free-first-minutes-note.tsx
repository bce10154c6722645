import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { freeFirstMinutesValueInPaise } from '@astrosetu/contracts';
import { Price } from '@astrosetu/design-system/price';

/**
 * Shown only when the server says the customer's next booking has its first minutes free. The words say what
 * the server does: the price is the package less those minutes' worth, the platform pays the astrologer for
 * them, and a session ended within them costs nothing.
 */
export function FreeFirstMinutesNote({ minutes, ratePerMinute }: { minutes: number; ratePerMinute: number }) {
  if (minutes <= 0) return null;
  return (
    <Alert severity="success" variant="outlined" data-testid="free-first-minutes">
      <AlertTitle>Your first {minutes} minutes are free</AlertTitle>
      Your first consultation on AstroSetu starts with {minutes} free minutes, paid by us (worth{' '}
      <Price paise={freeFirstMinutesValueInPaise(ratePerMinute, minutes)} /> here). The prices below already take them off; end within{' '}
      {minutes} minutes and you pay nothing. Once per account and per phone number.
    </Alert>
  );
}
