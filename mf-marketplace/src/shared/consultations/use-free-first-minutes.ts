import { useSession } from '@astrosetu/web-core';
import { useFreeFirstMinutesQuery } from '../api/consultations-api';

/**
 * The free first minutes the signed-in customer's next booking gets: 0 unless the server says they are
 * eligible (signed out, other roles, while loading and after an error too), so the offer is never shown
 * to someone who would not get it.
 */
export function useFreeFirstMinutes(): number {
  const { user } = useSession();
  const isCustomer = user?.role === 'user';
  const { data } = useFreeFirstMinutesQuery(undefined, { skip: !isCustomer, refetchOnMountOrArgChange: true });
  return isCustomer && data?.eligible ? data.minutes : 0;
}
