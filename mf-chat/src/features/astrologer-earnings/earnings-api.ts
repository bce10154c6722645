import { earningsRoutes, requestTo, type EarningsGrouping, type EarningsStatement, type EarningsSummary } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** The astrologer's earnings ledger: totals by day or month, and a statement per period (IST dates). */
export const earningsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Consultations'] }).injectEndpoints({
  endpoints: (build) => ({
    earningsSummary: build.query<EarningsSummary, { groupBy: EarningsGrouping; from?: string; to?: string }>({
      // An empty date is left out (the server's default range applies).
      query: ({ groupBy, from, to }) => requestTo(earningsRoutes.summary, { query: { groupBy, from: from || undefined, to: to || undefined } }),
      providesTags: ['Consultations'],
    }),
    earningsStatement: build.query<EarningsStatement, { from: string; to: string }>({
      query: ({ from, to }) => requestTo(earningsRoutes.statement, { query: { from, to } }),
      providesTags: ['Consultations'],
    }),
  }),
});

export const { useEarningsSummaryQuery, useEarningsStatementQuery } = earningsApi;
