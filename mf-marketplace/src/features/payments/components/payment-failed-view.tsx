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

/** The failure page's words, and the ways on. */
export function PaymentFailedView({ txnid }: { txnid?: string }) {
  // The form the customer paid from keeps their answers (purchase drafts): trying again starts from them.
  const retry = lastCheckout();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Stack spacing={2.5} alignItems="center" textAlign="center">
            <CancelRounded color="error" sx={{ fontSize: 72 }} aria-hidden />
            <Typography variant="h4" component="h1" fontWeight={700}>
              Payment Failed
            </Typography>
            <Typography color="text.secondary">
              We couldn&apos;t process your payment. This could be due to insufficient funds, network issues, or bank restrictions.
            </Typography>
            <Alert severity="success" sx={{ textAlign: 'left', width: '100%' }}>
              No amount has been deducted from your account. Please try again or contact your bank if the issue persists.
            </Alert>
            {txnid && (
              <Typography variant="body2" color="text.secondary">
                Transaction ID: <strong>{txnid}</strong>
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              Still having trouble? Contact AstroSetu support (9:00 AM-6:00 PM IST, Monday to Saturday){txnid ? ' and quote the transaction ID' : ''}.
            </Typography>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }} justifyContent="center">
            <Button variant="contained" component={RouterLink} to={retry?.path ?? '/packages'}>
              {retry ? 'Try again with the same answers' : 'Try Again'}
            </Button>
            <Button variant="outlined" component={RouterLink} to="/astrologers">
              Browse Astrologers
            </Button>
            <Button component={RouterLink} to="/">
              Home
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
