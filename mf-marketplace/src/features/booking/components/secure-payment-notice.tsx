import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { useMarketplaceText } from '../../../locales/use-text';

/** How payment works and what happens after it. */
export function SecurePaymentNotice() {
  const { t } = useMarketplaceText();
  return (
    <Alert severity="success" variant="outlined" icon={<VerifiedUserOutlined />} sx={{ borderRadius: 2 }}>
      <AlertTitle>{t('booking.secure.title')}</AlertTitle>
      {t('booking.secure.description')}
    </Alert>
  );
}
