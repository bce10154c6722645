import { useSession } from '@astrosetu/web-core';
import { useWalletBalancesQuery } from '../api/wallet-api';

/** The signed-in customer's bonus credit in paise (0 for others, while loading and after an error). */
export function useBonusBalance(): number {
  const { user } = useSession();
  const isCustomer = user?.role === 'user';
  const { data } = useWalletBalancesQuery(undefined, { skip: !isCustomer, refetchOnMountOrArgChange: true });
  return isCustomer ? (data?.bonusBalance ?? 0) : 0;
}
