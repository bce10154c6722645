import { Navigate } from 'react-router-dom';
import { PageSpinner, useSession } from '@astrosetu/web-core';
import { ConsultationHistoryView } from '../features/consultation-history';
import { MarketplacePage } from '../shared/ui/marketplace-page';
import { useMarketplaceText } from '../locales/use-text';

/** /consultations, for the signed-in customer. */
export default function ConsultationsPage() {
  const { t } = useMarketplaceText();
  const { user, status } = useSession();
  if (status === 'loading') return <PageSpinner />;
  if (!user) return <Navigate to={`/login?${new URLSearchParams({ redirect: '/consultations' }).toString()}`} replace />;
  return (
    <MarketplacePage title={t('history.documentTitle')}>
      <ConsultationHistoryView userId={user.id} />
    </MarketplacePage>
  );
}
