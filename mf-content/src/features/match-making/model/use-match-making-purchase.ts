import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { CatalogueItem } from '@astrosetu/contracts';
import { useSession } from '@astrosetu/web-core';
import { catalogueItems, loginPath, matchMakingPackageId, matchMakingPaymentPath } from '../../../shared/payment/payment-links';

const MATCH_MAKING_PATH = '/match-making';

/**
 * Buying a match-making package: a guest signs in first and comes back here with the package
 * in the URL (?package=detailed); a signed-in customer then goes straight on to /payment.
 */
export function useMatchMakingPurchase() {
  const navigate = useNavigate();
  const { isAuthenticated, status } = useSession();
  const [params] = useSearchParams();
  const chosenAfterLogin = params.get('package');

  const select = useCallback(
    (item: CatalogueItem) => {
      if (isAuthenticated) navigate(matchMakingPaymentPath(item));
      else navigate(loginPath(`${MATCH_MAKING_PATH}?package=${matchMakingPackageId(item)}`));
    },
    [isAuthenticated, navigate],
  );

  useEffect(() => {
    if (status !== 'authenticated' || !chosenAfterLogin) return;
    const item = catalogueItems('match-making').find((candidate) => matchMakingPackageId(candidate) === chosenAfterLogin);
    if (item) navigate(matchMakingPaymentPath(item), { replace: true });
  }, [status, chosenAfterLogin, navigate]);

  return select;
}

/** The expert consultation button: marriage astrologers, after signing in. */
export function useConsultExpert() {
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const target = '/astrologers?category=marriage';
  return useCallback(() => navigate(isAuthenticated ? target : loginPath(target)), [isAuthenticated, navigate]);
}
