import type { PayoutDue, RecordPayoutRequest } from '@astrosetu/contracts';
import { adminApi, afterAdminWrite } from '../../shared/api/admin-api';

/** GET /api/admin/payouts: what the platform owes each astrologer; POST records money paid out. */
export const payoutsApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminPayouts'] }).injectEndpoints({
  endpoints: (build) => ({
    payoutsDue: build.query<PayoutDue[], void>({
      query: () => 'admin/payouts',
      providesTags: ['AdminPayouts'],
    }),
    recordPayout: build.mutation<unknown, RecordPayoutRequest>({
      query: (body) => ({ url: 'admin/payouts', method: 'POST', body }),
      invalidatesTags: ['AdminPayouts', ...afterAdminWrite],
    }),
  }),
});

export const { usePayoutsDueQuery, useRecordPayoutMutation } = payoutsApi;
