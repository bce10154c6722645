import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Price } from '@astrosetu/design-system/price';
import { formatPaise } from '@astrosetu/design-system/format';
import { walletTopUpPaymentPath } from '../model/top-up-link';
import type { TopUpOffer } from '../model/use-book-package';
import { topUpToCoverInPaise } from '@astrosetu/contracts';
import { useMarketplaceText } from '../../../locales/use-text';

export interface TopUpOfferDialogProps {
  offer: TopUpOffer | null;
  astrologerId: number;
  astrologerName: string;
  onClose: () => void;
  /** The preset top-up buttons (payments feature). */
  presets?: ReactNode;
}

function Row({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Stack direction="row" justifyContent="space-between" alignItems="baseline" spacing={2}>
      <Typography variant="body2" color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      {value}
    </Stack>
  );
}

/** The wallet is short for a package, so nothing is booked; add what is missing, or a preset. */
export function TopUpOfferDialog({ offer, astrologerId, astrologerName, onClose, presets }: TopUpOfferDialogProps) {
  const { t } = useMarketplaceText();
  const missing = offer ? topUpToCoverInPaise(offer.price, offer.balance) : 0;
  return (
    <Dialog open={offer !== null} onClose={onClose} aria-labelledby="top-up-title" maxWidth="xs" fullWidth>
      <DialogTitle id="top-up-title">{t('topUpOffer.title')}</DialogTitle>
      {offer ? (
        <DialogContent>
          <Stack spacing={2}>
            <Alert severity="warning" variant="outlined">
              {t('topUpOffer.notEnough', { count: offer.minutes, name: astrologerName })}
            </Alert>
            <Stack spacing={1}>
              <Row label={t('topUpOffer.package', { count: offer.minutes })} value={<Price paise={offer.price} />} />
              <Row label={t('wallet.balance')} value={<Price paise={offer.balance} />} />
              <Divider />
              <Row label={t('topUpOffer.addToContinue')} value={<Price paise={missing} fontWeight={700} />} strong />
            </Stack>
            <Button
              component={RouterLink}
              to={walletTopUpPaymentPath(astrologerId, offer.minutes, offer.price, offer.channel)}
              variant="contained"
              color="secondary"
              size="large"
              fullWidth
            >
              {t('topUpOffer.addAndBook', { amount: formatPaise(missing, { decimals: missing % 100 !== 0 }) })}
            </Button>
            {presets ? (
              <>
                <Divider>{t('common.or')}</Divider>
                {presets}
              </>
            ) : null}
          </Stack>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {t('common.notNow')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
