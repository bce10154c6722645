import type { RefundToSourceQuote, RefundToSourceResponse } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/**
 * GET /api/wallet/refund-to-source: what a refund would send back now (cash only, newest payment first);
 * POST: sends it. The POST changes the balance, so it refreshes everything tagged CurrentUser (the statement).
 */
export const walletRefundApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    refundToSourceQuote: build.query<RefundToSourceQuote, void>({
      query: () => ({ url: 'wallet/refund-to-source' }),
      providesTags: ['CurrentUser'],
    }),
    refundToSource: build.mutation<RefundToSourceResponse, void>({
      query: () => ({ url: 'wallet/refund-to-source', method: 'POST', body: {} }),
      invalidatesTags: ['CurrentUser'],
    }),
  }),
});

export const { useRefundToSourceQuoteQuery, useRefundToSourceMutation } = walletRefundApi;
