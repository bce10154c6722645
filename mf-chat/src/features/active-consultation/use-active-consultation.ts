import { useEffect, useState } from 'react';
import type { Consultation, User } from '@astrosetu/contracts';
import { normaliseApiError, type ApiError } from '@astrosetu/web-core';
import { activeConsultationApi } from './active-consultation-api';

export interface ActiveConsultation {
  consultation: Consultation | null;
  /** True until the first answer read on this visit has arrived. */
  loading: boolean;
  error?: ApiError;
}

/**
 * The consultation the chat opens. A customer has at most one; an astrologer opens the one asked for
 * (?consultation=id, from the dashboard) or else the newest running one. Read fresh on every visit: a
 * session may have started or ended since the data was cached.
 */
export function useActiveConsultation(user: User | null, requestedId?: number): ActiveConsultation {
  const isCustomer = user?.role === 'user';
  const isAstrologer = user?.role === 'astrologer';
  const customer = activeConsultationApi.useCustomerActiveConsultationQuery(user?.id ?? 0, { skip: !isCustomer, refetchOnMountOrArgChange: true });
  const astrologer = activeConsultationApi.useAstrologerActiveConsultationsQuery(undefined, { skip: !isAstrologer, refetchOnMountOrArgChange: true });
  const query = isCustomer ? customer : astrologer;

  // Cached data from an earlier visit must not open a chat before the fresh answer is in.
  const [fresh, setFresh] = useState(false);
  useEffect(() => {
    if (!query.isFetching && !query.isUninitialized) setFresh(true);
  }, [query.isFetching, query.isUninitialized]);

  if (!isCustomer && !isAstrologer) return { consultation: null, loading: false };
  const error = query.error ? normaliseApiError(query.error) : undefined;
  if (!fresh) return { consultation: null, loading: !error, ...(error ? { error } : {}) };
  if (isCustomer) return { consultation: customer.data ?? null, loading: false, ...(error ? { error } : {}) };
  const list = astrologer.data ?? [];
  return {
    consultation: list.find((candidate) => candidate.id === requestedId) ?? list[0] ?? null,
    loading: false,
    ...(error ? { error } : {}),
  };
}
