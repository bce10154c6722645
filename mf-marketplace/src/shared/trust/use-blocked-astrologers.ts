import { useMemo } from 'react';
import { useSession } from '@astrosetu/web-core';
import { useBlocksQuery } from '../api/trust-api';

/** Ids of the astrologers the signed-in customer has blocked (empty for anyone else), to leave them out of lists. */
export function useBlockedAstrologerIds(): ReadonlySet<number> {
  const { user } = useSession();
  const { data } = useBlocksQuery(undefined, { skip: user?.role !== 'user' });
  return useMemo(() => new Set((data ?? []).map((block) => block.astrologerId)), [data]);
}
