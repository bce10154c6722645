import { requestTo, vouchersRoutes, type ConsultationVoucherList } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/**
 * The customer's consultation vouchers (GET /api/vouchers). Tagged with the consultations, so a booking (which
 * uses one) or a session end (which may give one back) refreshes them.
 */
export const vouchersApi = baseApi.enhanceEndpoints({ addTagTypes: ['Consultations'] }).injectEndpoints({
  endpoints: (build) => ({
    myVouchers: build.query<ConsultationVoucherList, { order?: string } | void>({
      query: (args) => requestTo(vouchersRoutes.mine, { query: { order: args?.order || undefined } }),
      providesTags: ['Consultations'],
    }),
  }),
});

export const { useMyVouchersQuery } = vouchersApi;
