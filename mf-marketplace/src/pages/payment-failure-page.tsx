import { useSearchParams } from 'react-router-dom';
import { PaymentFailedView } from '../features/payments/components/payment-failed-view';
import { MarketplacePage } from '../shared/ui/marketplace-page';
import { useMarketplaceText } from '../locales/use-text';

/** /payment/failure: nothing was taken; try again, browse astrologers or go home. */
export default function PaymentFailurePage() {
  const { t } = useMarketplaceText();
  const [params] = useSearchParams();
  const txnid = params.get('txnid');
  return (
    <MarketplacePage title={t('payment.failedTitle')}>
      <PaymentFailedView {...(txnid && /^[A-Za-z0-9]{1,40}$/.test(txnid) ? { txnid } : {})} />
    </MarketplacePage>
  );
}
