import { rechargePacksRoutes, requestTo, walletRoutes, type RechargePack, type WalletBalances } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/**
 * The customer's two balances (cash, and bonus credit from recharge packs) and the active packs. Tagged
 * CurrentUser: everything that changes the wallet (bookings, ends, payments) refreshes it.
 */
export const walletApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    walletBalances: build.query<WalletBalances, void>({
      query: () => requestTo(walletRoutes.balances),
      providesTags: ['CurrentUser'],
    }),
    rechargePacks: build.query<RechargePack[], void>({
      query: () => requestTo(rechargePacksRoutes.active),
    }),
  }),
});

export const { useWalletBalancesQuery, useRechargePacksQuery } = walletApi;
