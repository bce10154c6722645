import { paymentsRoutes, requestTo, taxInvoicesRoutes, type RefundToSourceQuote, type RefundToSourceResponse, type TaxInvoiceSummary } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/**
 * The wallet's money documents beside the statement. GET /api/wallet/refund-to-source: what a refund would send back now (cash only, newest payment first);
 * POST: sends it. The POST changes the balance, so it refreshes everything tagged CurrentUser (the statement).
 */
export const walletRefundApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    refundToSourceQuote: build.query<RefundToSourceQuote, void>({
      query: () => requestTo(paymentsRoutes.refundToSourceQuote),
      providesTags: ['CurrentUser'],
    }),
    /** GET /api/tax-invoices: the GST tax invoices of the consultations paid from the wallet, newest first. */
    taxInvoices: build.query<TaxInvoiceSummary[], void>({
      query: () => requestTo(taxInvoicesRoutes.mine),
      providesTags: ['CurrentUser'],
    }),
    refundToSource: build.mutation<RefundToSourceResponse, void>({
      query: () => requestTo(paymentsRoutes.refundToSource),
      invalidatesTags: ['CurrentUser'],
    }),
  }),
});

export const { useRefundToSourceQuoteQuery, useRefundToSourceMutation, useTaxInvoicesQuery } = walletRefundApi;
