import { earningsRoutes, requestTo, type PayoutDue, type RecordPayoutRequest } from '@astrosetu/contracts';
import { adminApi, afterAdminWrite } from '../../shared/api/admin-api';

/** GET /api/admin/payouts: what the platform owes each astrologer; POST records money paid out. */
export const payoutsApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminPayouts'] }).injectEndpoints({
  endpoints: (build) => ({
    payoutsDue: build.query<PayoutDue[], void>({
      query: () => requestTo(earningsRoutes.payoutsDue),
      providesTags: ['AdminPayouts'],
    }),
    recordPayout: build.mutation<unknown, RecordPayoutRequest>({
      query: (body) => requestTo(earningsRoutes.recordPayout, { body }),
      invalidatesTags: ['AdminPayouts', ...afterAdminWrite],
    }),
  }),
});

export const { usePayoutsDueQuery, useRecordPayoutMutation } = payoutsApi;
