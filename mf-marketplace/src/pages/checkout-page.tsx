import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { idSchema, type BookingPaymentDetails, type ConsultationChannel } from '@astrosetu/contracts';
import { useToast } from '@astrosetu/design-system/toast';
import { PageSpinner, useSession } from '@astrosetu/web-core';
import { BookingView, type BookingDuration } from '../features/booking';
import { useCreateBookingPaymentMutation, useGatewayCheckout } from '../features/payments';
import { useAstrologerQuery } from '../shared/api/astrologers-api';
import { AstrologerNotFound } from '../shared/ui/astrologer-not-found';
import { MarketplacePage } from '../shared/ui/marketplace-page';
import { useMarketplaceText } from '../locales/use-text';

function Checkout({ astrologerId, initialChannel }: { astrologerId: number; initialChannel: ConsultationChannel }) {
  const { t } = useMarketplaceText();
  const { user } = useSession();
  const { toast } = useToast();
  const astrologer = useAstrologerQuery(astrologerId);
  const [createBookingPayment] = useCreateBookingPaymentMutation();
  const checkout = useGatewayCheckout();

  // A failed payment creation is a 'Payment Failed' toast; the button is usable again.
  useEffect(() => {
    if (checkout.error) toast({ title: t('payment.failedTitle'), description: checkout.error, variant: 'error' });
  }, [checkout.error, toast, t]);

  if (astrologer.isError) return <AstrologerNotFound />;
  if (!astrologer.data) return <PageSpinner label={t('booking.loadingAstrologer')} />;
  const { data } = astrologer;

  const pay = (userDetails: BookingPaymentDetails, minutes: BookingDuration, channel: ConsultationChannel) =>
    void checkout.pay(() =>
      createBookingPayment({
        consultationId: 0,
        astrologerId: data.id,
        duration: minutes,
        // Once paid, the server books a call at the call rate fixed with the order.
        ...(channel === 'call' ? { channel } : {}),
        userDetails,
      }).unwrap(),
    );

  return (
    <BookingView
      astrologer={data}
      initialChannel={initialChannel}
      initialDetails={{ name: user?.username ?? '', email: user?.email ?? '', phone: user?.phone ?? '' }}
      processing={checkout.status === 'processing'}
      error={checkout.error}
      onPay={pay}
    />
  );
}

/** /checkout?astrologer={id}[&channel=call]: the booking page. Without an astrologer there is nothing to book. */
export default function CheckoutPage() {
  const { t } = useMarketplaceText();
  const [params] = useSearchParams();
  const id = idSchema.safeParse(params.get('astrologer') ?? undefined);
  if (params.get('astrologer') === null) return <Navigate to="/astrologers" replace />;
  return (
    <MarketplacePage title={t('booking.title')}>
      {id.success ? <Checkout astrologerId={id.data} initialChannel={params.get('channel') === 'call' ? 'call' : 'chat'} /> : <AstrologerNotFound />}
    </MarketplacePage>
  );
}
