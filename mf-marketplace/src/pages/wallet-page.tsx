import { Navigate } from 'react-router-dom';
import { PageSpinner, useSession } from '@astrosetu/web-core';
import { WalletTopUpButtons } from '../features/payments';
import { WalletStatementView } from '../features/wallet-statement';
import { RefundToSourceSection, TaxInvoicesSection } from '../features/wallet-refund';
import { MarketplacePage } from '../shared/ui/marketplace-page';
import { useMarketplaceText } from '../locales/use-text';

/** /wallet, for the signed-in customer: opened from the balance chip in the navigation bar. */
export default function WalletPage() {
  const { t } = useMarketplaceText();
  const { user, status } = useSession();
  if (status === 'loading') return <PageSpinner />;
  if (!user) return <Navigate to={`/login?${new URLSearchParams({ redirect: '/wallet' }).toString()}`} replace />;
  return (
    <MarketplacePage title={t('walletPage.documentTitle')}>
      <WalletStatementView topUp={<WalletTopUpButtons balance={user.balance} always />} />
      <TaxInvoicesSection />
      <RefundToSourceSection />
    </MarketplacePage>
  );
}
