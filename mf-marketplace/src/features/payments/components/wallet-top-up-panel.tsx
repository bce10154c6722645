import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { packagePriceInPaise, packagePriceWithFreeMinutesInPaise, rupeesToPaise, topUpToCoverInPaise } from '@astrosetu/contracts';
import { Price } from '@astrosetu/design-system/price';
import { formatPaise } from '@astrosetu/design-system/format';
import { normaliseApiError, useCurrentUserQuery } from '@astrosetu/web-core';
import type { PaymentPageQuery } from '../payment-page-query';
import { useAstrologerQuery } from '../../../shared/api/astrologers-api';
import { rateOf } from '../../../shared/astrologers/channel-rate';
import { useBookConsultationMutation } from '../../../shared/api/consultations-api';
import { useBonusBalance } from '../../../shared/consultations/use-bonus-balance';
import { useFreeFirstMinutes } from '../../../shared/consultations/use-free-first-minutes';
import { useCreateWalletTopUpMutation } from '../payments-api';
import { CheckoutHandled, useGatewayCheckout } from '../use-gateway-checkout';
import { DetailRows } from './detail-rows';
import { PaySummaryCard } from './pay-summary-card';
import { useMarketplaceText } from '../../../locales/use-text';

type WalletQuery = Extract<PaymentPageQuery, { mode: 'wallet' }>;

/** What is missing from the wallet, rounded up to whole rupees: max(0, price - balance). */
export function topUpNeeded(price: number, balance: number): number {
  return topUpToCoverInPaise(price, balance);
}

/**
 * Wallet mode (docs/product-rules.md#payments): tops the wallet up by what a package is missing, then the package is
 * booked from the wallet. The price shown is the astrologer's rate x minutes, as the server computes it (the call rate
 * for a call, which is booked as a call either way).
 */
export function WalletTopUpPanel({ query }: { query: WalletQuery }) {
  const { t } = useMarketplaceText();
  const navigate = useNavigate();
  const astrologer = useAstrologerQuery(query.astrologerId);
  const currentUser = useCurrentUserQuery(undefined, { refetchOnMountOrArgChange: true });
  const [createWalletTopUp] = useCreateWalletTopUpMutation();
  const [bookConsultation] = useBookConsultationMutation();
  const checkout = useGatewayCheckout();
  const freeFirstMinutes = useFreeFirstMinutes();
  const bonusBalance = useBonusBalance();

  if (astrologer.isError) {
    return (
      <Alert severity="error" role="alert">
        {t('payment.wallet.astrologerNotFound')}
      </Alert>
    );
  }
  if (!astrologer.data || !currentUser.data) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('payment.wallet.loading')}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  }

  const { name } = astrologer.data;
  const ratePerMinute = rateOf(astrologer.data, query.channel);
  // Sent only for a call, so a chat's requests stay as they were.
  const channelField = query.channel === 'call' ? { channel: query.channel } : {};
  // Bonus credit pays too, and a new customer's free first minutes come off the price: as the server counts.
  const balance = currentUser.data.balance + bonusBalance;
  const price =
    freeFirstMinutes > 0 ? packagePriceWithFreeMinutesInPaise(ratePerMinute, query.duration) : packagePriceInPaise(ratePerMinute, query.duration);
  const topUp = topUpNeeded(price, balance);
  // The wallet covers it: booked here and now, straight into the chat.
  const bookFromWallet = async () => {
    const booked = await bookConsultation({ astrologerId: query.astrologerId, duration: query.duration, ...channelField }).unwrap();
    navigate(`/chat/${booked.id}`);
  };

  const pay = () => {
    if (topUp === 0) {
      void checkout.pay(async () => {
        await bookFromWallet();
        throw new CheckoutHandled();
      });
      return;
    }
    // The order carries the package: once the gateway confirms the payment, the server books it and the
    // gateway's return lands in the chat (or on the success page saying why it could not book).
    void checkout.pay(async () => {
      try {
        return await createWalletTopUp({
          astrologerId: query.astrologerId,
          duration: query.duration,
          ...channelField,
        }).unwrap();
      } catch (cause) {
        // The wallet was topped up meanwhile (another tab): nothing to pay, book straight away.
        if (normaliseApiError(cause).status === 409) {
          await bookFromWallet();
          throw new CheckoutHandled();
        }
        throw cause;
      }
    });
  };

  return (
    <Stack spacing={3}>
      <Alert severity="info" role="status">
        {topUp > 0
          ? t('payment.wallet.addAndBook', { balance: formatPaise(balance), amount: formatPaise(topUp), count: query.duration, name })
          : t('payment.wallet.covered', { count: query.duration, name })}
      </Alert>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card variant="outlined" sx={{ borderRadius: 3, height: '100%' }}>
            <CardContent sx={{ p: 3 }}>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('booking.form.label')}
              </Typography>
              <DetailRows
                rows={[
                  { label: t('payment.rows.astrologer'), value: name },
                  { label: query.channel === 'call' ? t('payment.rows.callRate') : t('payment.rows.rate'), value: <Price paise={rupeesToPaise(ratePerMinute)} decimals={false} suffix={t('payment.perMinuteSuffix')} /> },
                  { label: t('booking.summary.duration'), value: t('common.minutes', { count: query.duration }) },
                  { label: freeFirstMinutes > 0 ? t('payment.rows.packagePriceFree', { count: freeFirstMinutes }) : t('payment.rows.packagePrice'), value: <Price paise={price} /> },
                  { label: t('wallet.balance'), value: <Price paise={balance} /> },
                ]}
              />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <PaySummaryCard
            rows={[
              { label: t('payment.rows.packagePrice'), value: <Price paise={price} /> },
              { label: t('payment.rows.paidFromWallet'), value: <Price paise={Math.min(balance, price)} /> },
            ]}
            total={topUp}
            totalLabel={t('payment.rows.walletTopUp')}
            payLabel={topUp > 0 ? t('booking.form.pay', { amount: formatPaise(topUp) }) : t('payment.wallet.bookFromWallet')}
            status={checkout.status}
            error={checkout.error}
            onPay={pay}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}
