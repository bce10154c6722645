import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CancelRounded from '@mui/icons-material/CancelRounded';
import { lastCheckout } from '@astrosetu/web-core';
import { useMarketplaceText } from '../../../locales/use-text';

/** The failure page's words, and the ways on. */
export function PaymentFailedView({ txnid }: { txnid?: string }) {
  // The form the customer paid from keeps their answers (purchase drafts): trying again starts from them.
  const { t } = useMarketplaceText();
  const retry = lastCheckout();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Stack spacing={2.5} alignItems="center" textAlign="center">
            <CancelRounded color="error" sx={{ fontSize: 72 }} aria-hidden />
            <Typography variant="h4" component="h1" fontWeight={700}>
              {t('payment.failedTitle')}
            </Typography>
            <Typography color="text.secondary">
              {t('paymentFailed.description')}
            </Typography>
            <Alert severity="success" sx={{ textAlign: 'left', width: '100%' }}>
              {t('paymentFailed.noDeduction')}
            </Alert>
            {txnid && (
              <Typography variant="body2" color="text.secondary">
                {t('paymentFailed.transactionId')} <strong>{txnid}</strong>
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {txnid ? t('paymentFailed.supportWithId') : t('paymentFailed.support')}
            </Typography>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }} justifyContent="center">
            <Button variant="contained" component={RouterLink} to={retry?.path ?? '/packages'}>
              {retry ? t('paymentFailed.retryWithAnswers') : t('paymentFailed.tryAgain')}
            </Button>
            <Button variant="outlined" component={RouterLink} to="/astrologers">
              {t('payment.browseAstrologers')}
            </Button>
            <Button component={RouterLink} to="/">
              {t('payment.home')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
