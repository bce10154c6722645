import {
  astrologerCatalogRoutes,
  consultationsRoutes,
  paymentsRoutes,
  rechargePacksRoutes,
  requestTo,
  walletRoutes,
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
      query: (astrologerId) => requestTo(astrologerCatalogRoutes.detail, { params: { id: astrologerId } }),
    }),
    extendConsultation: build.mutation<Consultation, { consultationId: number } & ExtendConsultationRequest>({
      query: ({ consultationId, ...body }) => requestTo(consultationsRoutes.extend, { params: { id: consultationId }, body }),
      invalidatesTags: [...CHANGED],
    }),
    extendAsAstrologer: build.mutation<Consultation, { consultationId: number }>({
      query: ({ consultationId }) => requestTo(consultationsRoutes.extendByAstrologer, { params: { id: consultationId } }),
      invalidatesTags: [...CHANGED],
    }),
    rechargeWalletForExtension: build.mutation<CreatePaymentResponse, { amount: number }>({
      query: (body) => requestTo(paymentsRoutes.createWalletRecharge, { body }),
    }),
    /** Both balances: an extension is paid from bonus credit first, then cash (as the server counts). */
    walletForExtension: build.query<WalletBalances, void>({
      query: () => requestTo(walletRoutes.balances),
      providesTags: ['CurrentUser'],
    }),
    /** The active recharge packs: topping up exactly a pack's amount adds its bonus credit. */
    rechargePacksForExtension: build.query<RechargePack[], void>({
      query: () => requestTo(rechargePacksRoutes.active),
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
