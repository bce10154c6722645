import type { EarningsGrouping, EarningsStatement, EarningsSummary } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** The astrologer's earnings ledger: totals by day or month, and a statement per period (IST dates). */
export const earningsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Consultations'] }).injectEndpoints({
  endpoints: (build) => ({
    earningsSummary: build.query<EarningsSummary, { groupBy: EarningsGrouping; from?: string; to?: string }>({
      query: ({ groupBy, from, to }) => ({ url: 'astrologer/earnings', params: { groupBy, ...(from ? { from } : {}), ...(to ? { to } : {}) } }),
      providesTags: ['Consultations'],
    }),
    earningsStatement: build.query<EarningsStatement, { from: string; to: string }>({
      query: ({ from, to }) => ({ url: 'astrologer/earnings/statement', params: { from, to } }),
      providesTags: ['Consultations'],
    }),
  }),
});

export const { useEarningsSummaryQuery, useEarningsStatementQuery } = earningsApi;
