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
import { useMarketplaceText, type MarketplaceTranslate } from '../locales/use-text';

function linkDetails(query: Exclude<PaymentPageQuery, { mode: 'none' }>, t: MarketplaceTranslate): DetailRow[] {
  if (query.mode === 'service') {
    // The catalogue's price when the link names an item on sale; else the link's own amount, unless it is not one.
    const amountInPaise = query.item ? rupeesToPaise(query.item.price) : query.linkAmountInPaise;
    return [
      { label: t('payment.rows.service'), value: serviceTitle(query.service, t) },
      ...(query.packageName ? [{ label: t('payment.rows.package'), value: query.item?.packageName ?? query.packageName }] : []),
      ...(amountInPaise === undefined ? [] : [{ label: t('payment.rows.amount'), value: formatPaise(amountInPaise) }]),
    ];
  }
  return [
    { label: t('payment.rows.consultation'), value: t('common.minutes', { count: query.duration }) },
    { label: t('payment.rows.packagePrice'), value: formatPaise(query.price) },
  ];
}

/** /payment (docs/product-rules.md#payments): service mode or wallet top-up mode; anything else goes to /astrologers. */
export default function PaymentPage() {
  const { t } = useMarketplaceText();
  const [params] = useSearchParams();
  const location = useLocation();
  const session = useSession();
  const query = useMemo(() => readPaymentPageQuery(params), [params]);

  if (query.mode === 'none') return <Navigate to="/astrologers" replace />;
  if (session.status === 'loading') return <PageSpinner />;
  if (!session.isAuthenticated) {
    return (
      <MarketplacePage title={t('payment.loginFirst.title')}>
        <LoginFirstCard details={linkDetails(query, t)} loginPath={loginPathFor(location.pathname, location.search)} />
      </MarketplacePage>
    );
  }

  return (
    <MarketplacePage title={t('payment.title')}>
      <PaymentPageFrame
        title={t('payment.title')}
        subtitle={query.mode === 'service' ? t('payment.subtitleService') : t('payment.subtitleWallet')}
        backTo={backPathOf(query)}
      >
        {query.mode === 'service' ? <ServicePaymentPanel query={query} /> : <WalletTopUpPanel query={query} />}
      </PaymentPageFrame>
    </MarketplacePage>
  );
}
