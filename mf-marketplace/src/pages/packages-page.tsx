import { useCallback, useMemo } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { idSchema } from '@astrosetu/contracts';
import { PageSpinner, useCurrentUserQuery, useSession } from '@astrosetu/web-core';
import { WalletTopUpButtons, shouldOfferTopUp } from '../features/payments';
import { PackagesView, WalletOverview } from '../features/packages';
import { WaitlistPanel } from '../features/waitlist';
import { VoucherBookingOffer } from '../features/vouchers';
import { useAstrologerQuery, useAstrologersQuery } from '../shared/api/astrologers-api';
import { useActiveConsultationOfUserQuery } from '../shared/api/consultations-api';
import { MarketplacePage } from '../shared/ui/marketplace-page';
import { useMarketplaceText } from '../locales/use-text';

/** The wallet balance, fetched fresh on arrival (it may have changed in another tab or at the gateway). */
function useFreshBalance(): number | null {
  const { user } = useSession();
  const current = useCurrentUserQuery(undefined, { refetchOnMountOrArgChange: true, skip: !user });
  return current.data?.balance ?? user?.balance ?? null;
}

function useActiveConsultation(userId: number | undefined) {
  const { data, isError } = useActiveConsultationOfUserQuery(userId ?? 0, { skip: !userId, refetchOnMountOrArgChange: true });
  // A failed check shows nothing: the server still guards every booking.
  return isError ? null : data;
}

// The top-up buttons show below ₹500, or always where topping up is the point (the wallet, the offer).
const renderTopUp = (balance: number, options?: { always?: boolean }) =>
  options?.always || shouldOfferTopUp(balance) ? <WalletTopUpButtons balance={balance} always={options?.always} /> : null;

function AstrologerPackages({ astrologerId }: { astrologerId: number }) {
  const { t } = useMarketplaceText();
  const { user } = useSession();
  const astrologer = useAstrologerQuery(astrologerId);
  const balance = useFreshBalance();
  const active = useActiveConsultation(user?.id);
  return (
    <MarketplacePage title={astrologer.data ? t('packages.documentTitle', { name: astrologer.data.name }) : t('packages.documentTitleLoading')}>
      <PackagesView
        astrologer={astrologer.data}
        notFound={astrologer.isError}
        balance={balance}
        activeConsultation={active}
        renderTopUp={renderTopUp}
        waitlist={astrologer.data && user?.role === 'user' ? <WaitlistPanel astrologer={astrologer.data} /> : null}
        voucher={astrologer.data && user?.role === 'user' ? <VoucherBookingOffer astrologer={astrologer.data} /> : null}
      />
    </MarketplacePage>
  );
}

function Wallet() {
  const { t } = useMarketplaceText();
  const { user } = useSession();
  const balance = useFreshBalance();
  const active = useActiveConsultation(user?.id);
  const astrologers = useAstrologersQuery();
  const lowestRate = useMemo(
    () => (astrologers.data?.length ? Math.min(...astrologers.data.map((astrologer) => astrologer.ratePerMinute)) : undefined),
    [astrologers.data],
  );
  return (
    <MarketplacePage title={t('wallet.documentTitle')}>
      <WalletOverview balance={balance} activeConsultation={active} renderTopUp={renderTopUp} lowestRatePerMinute={lowestRate} />
    </MarketplacePage>
  );
}

/** /packages/{astrologerId} and /packages (the wallet). Signed-in customers only. */
export default function PackagesPage() {
  const { t } = useMarketplaceText();
  const { astrologerId } = useParams();
  const { status, isAuthenticated } = useSession();
  const { pathname, search } = useLocation();
  const loginPath = useCallback(() => `/login?${new URLSearchParams({ redirect: `${pathname}${search}` }).toString()}`, [pathname, search]);

  if (status === 'loading') return <PageSpinner />;
  if (!isAuthenticated) return <Navigate to={loginPath()} replace />;
  if (astrologerId === undefined) return <Wallet />;
  const id = idSchema.safeParse(astrologerId);
  if (!id.success) {
    return (
      <MarketplacePage title={t('notFound.title')}>
        <PackagesView astrologer={undefined} notFound balance={null} activeConsultation={null} renderTopUp={renderTopUp} />
      </MarketplacePage>
    );
  }
  return <AstrologerPackages astrologerId={id.data} />;
}
