import { useMemo } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { rupeesToPaise } from '@astrosetu/contracts';
import { formatPaise } from '@astrosetu/design-system/format';
import { PageSpinner, useSession } from '@astrosetu/web-core';
import { MarketplacePage } from '../shared/ui/marketplace-page';
import { LoginFirstCard } from '../features/payments/components/login-first-card';
import { PaymentPageFrame } from '../features/payments/components/payment-page-frame';
import { ServicePaymentPanel } from '../features/payments/components/service-payment-panel';
import { WalletTopUpPanel } from '../features/payments/components/wallet-top-up-panel';
import { backPathOf, loginPathFor, readPaymentPageQuery, type PaymentPageQuery } from '../features/payments/payment-page-query';
import { serviceTitle } from '../features/payments/service-labels';
import type { DetailRow } from '../features/payments/components/detail-rows';

function linkDetails(query: Exclude<PaymentPageQuery, { mode: 'none' }>): DetailRow[] {
  if (query.mode === 'service') {
    // The catalogue's price when the link names an item on sale; else the link's own amount, unless it is not one.
    const amountInPaise = query.item ? rupeesToPaise(query.item.price) : query.linkAmountInPaise;
    return [
      { label: 'Service', value: serviceTitle(query.service) },
      ...(query.packageName ? [{ label: 'Package', value: query.item?.packageName ?? query.packageName }] : []),
      ...(amountInPaise === undefined ? [] : [{ label: 'Amount', value: formatPaise(amountInPaise) }]),
    ];
  }
  return [
    { label: 'Consultation', value: `${query.duration} minutes` },
    { label: 'Package price', value: formatPaise(query.price) },
  ];
}

/** /payment (docs/product-rules.md#payments): service mode or wallet top-up mode; anything else goes to /astrologers. */
export default function PaymentPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const session = useSession();
  const query = useMemo(() => readPaymentPageQuery(params), [params]);

  if (query.mode === 'none') return <Navigate to="/astrologers" replace />;
  if (session.status === 'loading') return <PageSpinner />;
  if (!session.isAuthenticated) {
    return (
      <MarketplacePage title="Payment Required - Login First">
        <LoginFirstCard details={linkDetails(query)} loginPath={loginPathFor(location.pathname, location.search)} />
      </MarketplacePage>
    );
  }

  return (
    <MarketplacePage title="Payment">
      <PaymentPageFrame
        title="Payment"
        subtitle={query.mode === 'service' ? 'Complete your purchase securely.' : 'Top up your wallet to book this consultation.'}
        backTo={backPathOf(query)}
      >
        {query.mode === 'service' ? <ServicePaymentPanel query={query} /> : <WalletTopUpPanel query={query} />}
      </PaymentPageFrame>
    </MarketplacePage>
  );
}
