import type {
  AdminAstrologer,
  AdminAstrologersPage,
  AdminAstrologersQuery,
  AstrologerStats,
  CreateAstrologerRequest,
  UpdateAstrologerRequest,
} from '@astrosetu/contracts';
import { adminApi, afterAdminWrite } from '../../shared/api/admin-api';
import { queryParams } from '../../shared/api/page-query';

export type AstrologersQuery = Omit<AdminAstrologersQuery, 'q'> & { q?: string };

const astrologerWrite = ['AdminAstrologers', ...afterAdminWrite] as const;

/** The admin's astrologer calls. */
export const astrologersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminAstrologers: build.query<AdminAstrologersPage, AstrologersQuery>({
      query: (query) => ({ url: 'admin/astrologers', params: queryParams(query) }),
      providesTags: ['AdminAstrologers'],
    }),
    astrologerStats: build.query<AstrologerStats, number>({
      query: (id) => `admin/astrologers/${id}/stats`,
      providesTags: ['AdminAstrologers'],
    }),
    createAstrologer: build.mutation<AdminAstrologer, CreateAstrologerRequest>({
      query: (body) => ({ url: 'admin/astrologers', method: 'POST', body }),
      // A login may be created with the profile.
      invalidatesTags: [...astrologerWrite, 'AdminUsers'],
    }),
    updateAstrologer: build.mutation<AdminAstrologer, { id: number; body: UpdateAstrologerRequest }>({
      query: ({ id, body }) => ({ url: `admin/astrologers/${id}`, method: 'PATCH', body }),
      invalidatesTags: [...astrologerWrite],
    }),
    deleteAstrologer: build.mutation<void, number>({
      query: (id) => ({ url: `admin/astrologers/${id}`, method: 'DELETE' }),
      // The linked login is switched off with the profile.
      invalidatesTags: [...astrologerWrite, 'AdminUsers'],
    }),
    approveAstrologer: build.mutation<AdminAstrologer, number>({
      query: (id) => ({ url: `admin/astrologers/${id}/approve`, method: 'PATCH' }),
      invalidatesTags: [...astrologerWrite],
    }),
    rejectAstrologer: build.mutation<AdminAstrologer, { id: number; reason?: string }>({
      query: ({ id, reason }) => ({ url: `admin/astrologers/${id}/reject`, method: 'PATCH', body: reason ? { reason } : {} }),
      invalidatesTags: [...astrologerWrite],
    }),
    setAstrologerOnline: build.mutation<AdminAstrologer, { id: number; isOnline: boolean }>({
      query: ({ id, isOnline }) => ({ url: `admin/astrologers/${id}/status`, method: 'PATCH', body: { isOnline } }),
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
