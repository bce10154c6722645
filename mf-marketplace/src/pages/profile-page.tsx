import { lazy } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner, useSession } from '@astrosetu/web-core';
import { AstrologerProfileView } from '../features/astrologer-profile';
import { ProfileView } from '../features/profile';
import { MyVouchers } from '../features/vouchers';
import { MarketplacePage } from '../shared/ui/marketplace-page';
import { useMarketplaceText } from '../locales/use-text';

// Purchases loads only when its tab is opened (its downloads, statuses and pagination are not needed before).
const OrdersTab = lazy(() => import('../features/orders/components/purchases-tab').then((module) => ({ default: module.PurchasesTab })));

/** The account's consultation vouchers (with their expiry) above the orders that gave them. */
function PurchasesTab() {
  return (
    <>
      <MyVouchers />
      <OrdersTab />
    </>
  );
}

/** /profile, for any signed-in account; an astrologer gets their own listing instead (issue 15). */
export default function ProfilePage() {
  const { t } = useMarketplaceText();
  const { user, status } = useSession();
  if (status === 'loading') return <PageSpinner />;
  if (!user) return <Navigate to={`/login?${new URLSearchParams({ redirect: '/profile' }).toString()}`} replace />;
  return (
    <MarketplacePage title={t('profile.documentTitle')}>
      {user.role === 'astrologer' ? <AstrologerProfileView user={user} /> : <ProfileView user={user} PurchasesTab={PurchasesTab} />}
    </MarketplacePage>
  );
}
