import {
  paymentsEndpoints,
  requestTo,
  type Astrologer,
  type Consultation,
  type CreatePaymentResponse,
  type ExtendConsultationRequest,
  type RechargePack,
  type WalletBalances,
} from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** A booking, an end or an extension changes these lists and the wallet. */
const CHANGED = ['Consultations', 'CurrentUser'] as const;

/** Session extensions (docs/product-rules.md#chat-session), and the wallet recharge that pays the part the wallet does not cover. */
export const extensionApi = baseApi.enhanceEndpoints({ addTagTypes: ['Consultations'] }).injectEndpoints({
  endpoints: (build) => ({
    astrologerForExtension: build.query<Astrologer, number>({
      query: (astrologerId) => `astrologers/${astrologerId}`,
    }),
    extendConsultation: build.mutation<Consultation, { consultationId: number } & ExtendConsultationRequest>({
      query: ({ consultationId, ...body }) => ({ url: `consultations/${consultationId}/extend`, method: 'POST', body }),
      invalidatesTags: [...CHANGED],
    }),
    extendAsAstrologer: build.mutation<Consultation, { consultationId: number }>({
      query: ({ consultationId }) => ({ url: `consultations/${consultationId}/extend-astrologer`, method: 'POST', body: { duration: 5 } }),
      invalidatesTags: [...CHANGED],
    }),
    rechargeWalletForExtension: build.mutation<CreatePaymentResponse, { amount: number }>({
      query: (body) => requestTo(paymentsEndpoints.createWalletRecharge, { body }),
    }),
    /** Both balances: an extension is paid from bonus credit first, then cash (as the server counts). */
    walletForExtension: build.query<WalletBalances, void>({
      query: () => 'wallet',
      providesTags: ['CurrentUser'],
    }),
    /** The active recharge packs: topping up exactly a pack's amount adds its bonus credit. */
    rechargePacksForExtension: build.query<RechargePack[], void>({
      query: () => 'recharge-packs',
    }),
  }),
});

export const {
  useAstrologerForExtensionQuery,
  useExtendConsultationMutation,
  useExtendAsAstrologerMutation,
  useRechargeWalletForExtensionMutation,
  useWalletForExtensionQuery,
  useRechargePacksForExtensionQuery,
} = extensionApi;
