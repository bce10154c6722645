import { requestTo, walletStatementRoutes, type WalletStatementResponse } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

export interface WalletStatementArgs {
  /** The previous page's `nextCursor`; absent for the newest page. */
  before?: number;
  limit: number;
}

/**
 * GET /api/wallet/statement, a page at a time. The newest page is tagged CurrentUser, so whatever changes the
 * wallet (a top-up, a booking, an end) refreshes it; older pages never change.
 */
export const walletStatementApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    walletStatement: build.query<WalletStatementResponse, WalletStatementArgs>({
      query: ({ before, limit }) => requestTo(walletStatementRoutes.statement, { query: { limit, before } }),
      providesTags: (_result, _error, { before }) => (before === undefined ? ['CurrentUser'] : []),
    }),
  }),
});

export const { useWalletStatementQuery } = walletStatementApi;
