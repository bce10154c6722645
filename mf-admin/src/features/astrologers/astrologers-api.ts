import {
  adminRoutes,
  requestTo,
  type AdminAstrologer,
  type AdminAstrologersPage,
  type AdminAstrologersQuery,
  type AstrologerStats,
  type CreateAstrologerRequest,
  type UpdateAstrologerRequest,
} from '@astrosetu/contracts';
import { adminApi, afterAdminWrite } from '../../shared/api/admin-api';
import { booleanQueryValue, withoutEmptyValues } from '../../shared/api/page-query';

export type AstrologersQuery = Omit<AdminAstrologersQuery, 'q'> & { q?: string };

const astrologerWrite = ['AdminAstrologers', ...afterAdminWrite] as const;

/** The admin's astrologer calls. */
export const astrologersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminAstrologers: build.query<AdminAstrologersPage, AstrologersQuery>({
      query: (query) => requestTo(adminRoutes.astrologers, { query: withoutEmptyValues({ ...query, isOnline: booleanQueryValue(query.isOnline) }) }),
      providesTags: ['AdminAstrologers'],
    }),
    astrologerStats: build.query<AstrologerStats, number>({
      query: (id) => requestTo(adminRoutes.astrologerStats, { params: { id } }),
      providesTags: ['AdminAstrologers'],
    }),
    createAstrologer: build.mutation<AdminAstrologer, CreateAstrologerRequest>({
      query: (body) => requestTo(adminRoutes.createAstrologer, { body }),
      // A login may be created with the profile.
      invalidatesTags: [...astrologerWrite, 'AdminUsers'],
    }),
    updateAstrologer: build.mutation<AdminAstrologer, { id: number; body: UpdateAstrologerRequest }>({
      query: ({ id, body }) => requestTo(adminRoutes.updateAstrologer, { params: { id }, body }),
      invalidatesTags: [...astrologerWrite],
    }),
    deleteAstrologer: build.mutation<void, number>({
      query: (id) => requestTo(adminRoutes.deleteAstrologer, { params: { id } }),
      // The linked login is switched off with the profile.
      invalidatesTags: [...astrologerWrite, 'AdminUsers'],
    }),
    approveAstrologer: build.mutation<AdminAstrologer, number>({
      query: (id) => requestTo(adminRoutes.approveAstrologer, { params: { id } }),
      invalidatesTags: [...astrologerWrite],
    }),
    rejectAstrologer: build.mutation<AdminAstrologer, { id: number; reason?: string }>({
      query: ({ id, reason }) => requestTo(adminRoutes.rejectAstrologer, { params: { id }, body: reason ? { reason } : {} }),
      invalidatesTags: [...astrologerWrite],
    }),
    setAstrologerOnline: build.mutation<AdminAstrologer, { id: number; isOnline: boolean }>({
      query: ({ id, isOnline }) => requestTo(adminRoutes.setAstrologerOnline, { params: { id }, body: { isOnline } }),
      invalidatesTags: [...astrologerWrite],
    }),
  }),
});

export const {
  useAdminAstrologersQuery,
  useAstrologerStatsQuery,
  useCreateAstrologerMutation,
  useUpdateAstrologerMutation,
  useDeleteAstrologerMutation,
  useApproveAstrologerMutation,
  useRejectAstrologerMutation,
  useSetAstrologerOnlineMutation,
} = astrologersApi;
