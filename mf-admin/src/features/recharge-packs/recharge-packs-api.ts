import { rechargePacksRoutes, requestTo, type CreateRechargePackRequest, type RechargePack, type UpdateRechargePackRequest } from '@astrosetu/contracts';
import { adminApi, afterAdminWrite } from '../../shared/api/admin-api';

/** Recharge packs: a top-up of exactly a pack's amount earns its bonus credit (every change is audited). */
export const rechargePacksApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminRechargePacks'] }).injectEndpoints({
  endpoints: (build) => ({
    rechargePacks: build.query<RechargePack[], void>({
      query: () => requestTo(rechargePacksRoutes.all),
      providesTags: ['AdminRechargePacks'],
    }),
    createRechargePack: build.mutation<RechargePack, CreateRechargePackRequest>({
      query: (body) => requestTo(rechargePacksRoutes.create, { body }),
      invalidatesTags: ['AdminRechargePacks', ...afterAdminWrite],
    }),
    updateRechargePack: build.mutation<RechargePack, { id: number } & UpdateRechargePackRequest>({
      query: ({ id, ...body }) => requestTo(rechargePacksRoutes.update, { params: { id }, body }),
      invalidatesTags: ['AdminRechargePacks', ...afterAdminWrite],
    }),
  }),
});

export const { useRechargePacksQuery, useCreateRechargePackMutation, useUpdateRechargePackMutation } = rechargePacksApi;
