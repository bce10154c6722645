import { Navigate } from 'react-router-dom';
import { PageSpinner, useSession } from '@astrosetu/web-core';
import { ProfileView } from '../features/profile';
import { MarketplacePage } from '../shared/ui/marketplace-page';

/** /profile (spec 2.12), for any signed-in account. */
export default function ProfilePage() {
  const { user, status } = useSession();
  if (status === 'loading') return <PageSpinner />;
  if (!user) return <Navigate to={`/login?${new URLSearchParams({ redirect: '/profile' }).toString()}`} replace />;
  return (
    <MarketplacePage title="My Profile">
      <ProfileView user={user} />
    </MarketplacePage>
  );
}
