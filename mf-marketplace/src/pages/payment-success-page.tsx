import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import { DEFAULT_PAYMENT_METHOD_LABEL, rupeesToPaise, walletPaymentKinds, type PaymentOrder } from '@astrosetu/contracts';
import { formatPaise } from '@astrosetu/design-system/format';
import { completeLastCheckout, PageSpinner, useSession } from '@astrosetu/web-core';
import { DetailRows } from '../features/payments/components/detail-rows';
import { PaymentFailedView } from '../features/payments/components/payment-failed-view';
import { paymentDate, paymentTime } from '../features/payments/payment-dates';
import { usePaymentOrderQuery } from '../features/payments/payments-api';
import { MarketplacePage } from '../shared/ui/marketplace-page';
import { useMarketplaceText } from '../locales/use-text';

interface Receipt {
  amount: number | null;
  txnid: string;
  method: string;
  when: Date;
  order?: PaymentOrder;
}

function amountFromQuery(text: string | null): number | null {
  const paise = text ? rupeesToPaise(text) : Number.NaN;
  return Number.isNaN(paise) ? null : paise;
}

/** A paid order that books a package: booked (the page goes to the chat), being booked, or not bookable. */
interface BookingOutcome {
  status: 'pending' | 'failed';
  error?: string;
}

function BookingOutcomeNotice({ outcome, astrologerId }: { outcome: BookingOutcome; astrologerId?: number }) {
  const { t } = useMarketplaceText();
  if (outcome.status === 'pending') {
    return (
      <Alert severity="info" role="status" icon={<CircularProgress size={20} aria-hidden />} sx={{ mt: 3 }}>
        {t('paymentSuccess.booking.pending')}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" role="alert" sx={{ mt: 3, textAlign: 'left' }}>
      {outcome.error ? t('paymentSuccess.booking.failedBecause', { reason: outcome.error }) : t('paymentSuccess.booking.failed')}{' '}
      {astrologerId ? t('paymentSuccess.booking.bookAgainPackages') : t('paymentSuccess.booking.bookAgain')}
    </Alert>
  );
}

function ReceiptCard({ receipt, confirmed, booking }: { receipt: Receipt; confirmed: boolean; booking?: BookingOutcome }) {
  const { t } = useMarketplaceText();
  const { order } = receipt;
  const walletKind = !order || walletPaymentKinds.includes(order.kind);
  const bookAgain = booking?.status === 'failed' && order?.astrologerId ? `/packages/${order.astrologerId}` : null;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Stack spacing={3} alignItems="center" textAlign="center">
            <CheckCircleRounded color="success" sx={{ fontSize: 72 }} aria-hidden />
            <Typography variant="h4" component="h1" fontWeight={700}>
              {t('paymentSuccess.title')}
            </Typography>
            {receipt.amount !== null && (
              <Typography color="text.secondary">
                {walletKind ? (
                  t('paymentSuccess.addedToWallet', { amount: formatPaise(receipt.amount) })
                ) : (
                  t('paymentSuccess.received', { amount: formatPaise(receipt.amount), product: order?.productinfo ?? '' })
                )}
              </Typography>
            )}
          </Stack>
          <Stack sx={{ mt: 3 }}>
            <DetailRows
              rows={[
                ...(receipt.amount !== null ? [{ label: t('payment.rows.amount'), value: formatPaise(receipt.amount) }] : []),
                { label: t('payment.rows.transactionId'), value: receipt.txnid || '-' },
                { label: t('payment.rows.method'), value: receipt.method },
                { label: t('payment.rows.date'), value: paymentDate(receipt.when) },
                { label: t('payment.rows.time'), value: t('payment.timeIst', { time: paymentTime(receipt.when) }) },
                { label: t('payment.rows.status'), value: <Chip size="small" color="success" label={t('paymentSuccess.successful')} /> },
              ]}
            />
          </Stack>
          {booking ? <BookingOutcomeNotice outcome={booking} astrologerId={order?.astrologerId} /> : null}
          {!confirmed && (
            <Alert severity="info" role="status" sx={{ mt: 3 }}>
              {t('paymentSuccess.signIn')}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }} justifyContent="center">
            {order && !walletKind && (
              <Button variant="contained" component={RouterLink} to={`/purchases/${order.txnid}`}>
                {t('paymentSuccess.viewOrder')}
              </Button>
            )}
            {bookAgain && (
              <Button variant="contained" component={RouterLink} to={bookAgain}>
                {t('paymentSuccess.choosePackage')}
              </Button>
            )}
            <Button variant={bookAgain || (order && !walletKind) ? 'outlined' : 'contained'} component={RouterLink} to="/packages">
              {t('paymentSuccess.viewWallet')}
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

function PendingCard({ txnid, onCheckAgain, checking }: { txnid: string; onCheckAgain: () => void; checking: boolean }) {
  const { t } = useMarketplaceText();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <CardContent sx={{ p: 4, textAlign: 'center' }}>
          <HourglassTopRounded color="warning" sx={{ fontSize: 64 }} aria-hidden />
          <Typography variant="h5" component="h1" fontWeight={700} sx={{ mt: 1 }}>
            {t('paymentSuccess.pending.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            {t('paymentSuccess.pending.description', { txnid })}
          </Typography>
          <Button variant="contained" sx={{ mt: 3 }} onClick={onCheckAgain} disabled={checking} startIcon={checking ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {t('paymentSuccess.pending.checkAgain')}
          </Button>
        </CardContent>
      </Card>
    </Container>
  );
}

/**
 * /payment/success. The query string says what the gateway reported; for a signed-in customer
 * the page shows the server's own record of the order instead, and refreshes the wallet balance once
 * (instead of reloading the page).
 */
export default function PaymentSuccessPage() {
  const { t } = useMarketplaceText();
  return (
    <MarketplacePage title={t('payment.title')}>
      <PaymentResult />
    </MarketplacePage>
  );
}

function PaymentResult() {
  const { t } = useMarketplaceText();
  const [params] = useSearchParams();
  const session = useSession();
  const txnid = params.get('txnid') ?? '';
  const canConfirm = session.isAuthenticated && txnid !== '';
  const [bookingPending, setBookingPending] = useState(false);
  // While the server is still booking the paid package, ask again every 2 seconds.
  const order = usePaymentOrderQuery(txnid, { skip: !canConfirm, refetchOnMountOrArgChange: true, pollingInterval: bookingPending ? 2000 : 0 });
  const pendingNow = order.data?.bookingStatus === 'pending' || (!order.data && params.get('booking') === 'pending');
  useEffect(() => setBookingPending(pendingNow), [pendingNow]);
  const refreshedFor = useRef<string | null>(null);
  const { refreshUser } = session;

  useEffect(() => {
    if (order.data?.status === 'paid' && refreshedFor.current !== order.data.txnid) {
      refreshedFor.current = order.data.txnid;
      // Paid: the purchase form's kept answers are with the order now.
      completeLastCheckout();
      void refreshUser();
    }
  }, [order.data, refreshUser]);

  if (session.status === 'loading' || (canConfirm && order.isLoading)) return <PageSpinner />;

  if (canConfirm && order.data) {
    const confirmed = order.data;
    if (confirmed.status === 'failed') return <PaymentFailedView txnid={confirmed.txnid} />;
    if (confirmed.status === 'created') {
      return <PendingCard txnid={confirmed.txnid} checking={order.isFetching} onCheckAgain={() => void order.refetch()} />;
    }
    // The server booked the package this payment was for: the customer belongs in the chat.
    if (confirmed.bookingStatus === 'booked' && confirmed.consultationId) return <Navigate to={`/chat/${confirmed.consultationId}`} replace />;
    const booking: BookingOutcome | undefined =
      confirmed.bookingStatus === 'pending' || confirmed.bookingStatus === 'failed'
        ? { status: confirmed.bookingStatus, ...(confirmed.bookingError ? { error: confirmed.bookingError } : {}) }
        : undefined;
    return (
      <ReceiptCard
        confirmed
        booking={booking}
        receipt={{
          amount: confirmed.amount,
          txnid: confirmed.txnid,
          method: confirmed.paymentMethod ?? DEFAULT_PAYMENT_METHOD_LABEL,
          when: new Date(confirmed.completedAt ?? confirmed.createdAt),
          order: confirmed,
        }}
      />
    );
  }

  if (canConfirm && order.isError) {
    return (
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <Alert severity="warning" role="alert">
          {t('paymentSuccess.notFound', { txnid })}
        </Alert>
        <Button component={RouterLink} to="/" sx={{ mt: 2 }}>
          {t('payment.home')}
        </Button>
      </Container>
    );
  }

  const linkBooking = params.get('booking');
  return (
    <ReceiptCard
      confirmed={false}
      booking={
        linkBooking === 'failed' || linkBooking === 'pending'
          ? { status: linkBooking, ...(params.get('bookingError') ? { error: params.get('bookingError') ?? undefined } : {}) }
          : undefined
      }
      receipt={{
        amount: amountFromQuery(params.get('amount')),
        txnid,
        method: params.get('paymentmethod') || DEFAULT_PAYMENT_METHOD_LABEL,
        when: new Date(),
      }}
    />
  );
}
