import type { RefundToSourceQuote, RefundToSourceResponse, TaxInvoiceSummary } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/**
 * The wallet's money documents beside the statement. GET /api/wallet/refund-to-source: what a refund would send back now (cash only, newest payment first);
 * POST: sends it. The POST changes the balance, so it refreshes everything tagged CurrentUser (the statement).
 */
export const walletRefundApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    refundToSourceQuote: build.query<RefundToSourceQuote, void>({
      query: () => ({ url: 'wallet/refund-to-source' }),
      providesTags: ['CurrentUser'],
    }),
    /** GET /api/tax-invoices: the GST tax invoices of the consultations paid from the wallet, newest first. */
    taxInvoices: build.query<TaxInvoiceSummary[], void>({
      query: () => ({ url: 'tax-invoices' }),
      providesTags: ['CurrentUser'],
    }),
    refundToSource: build.mutation<RefundToSourceResponse, void>({
      query: () => ({ url: 'wallet/refund-to-source', method: 'POST', body: {} }),
      invalidatesTags: ['CurrentUser'],
    }),
  }),
});

export const { useRefundToSourceQuoteQuery, useRefundToSourceMutation, useTaxInvoicesQuery } = walletRefundApi;
