import type { AdminAstrologer, AstrologerDashboardFigures, Consultation, OnlineStatusRequest } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** The astrologer's own profile, online switch and consultations. */
export const dashboardApi = baseApi.enhanceEndpoints({ addTagTypes: ['Consultations', 'AstrologerProfile'] }).injectEndpoints({
  endpoints: (build) => ({
    ownAstrologerProfile: build.query<AdminAstrologer, void>({
      query: () => 'astrologer/profile',
      providesTags: ['AstrologerProfile'],
    }),
    setOwnOnlineStatus: build.mutation<AdminAstrologer, OnlineStatusRequest>({
      query: (body) => ({ url: 'astrologer/status', method: 'PATCH', body }),
      invalidatesTags: ['AstrologerProfile'],
    }),
    dashboardActiveConsultations: build.query<Consultation[], void>({
      query: () => 'astrologer/consultations/active',
      providesTags: ['Consultations'],
    }),
    dashboardRecentConsultations: build.query<Consultation[], void>({
      query: () => 'astrologer/consultations/history?limit=10',
      providesTags: ['Consultations'],
    }),
    /** The cards' figures, from the earnings ledger (as the Earnings panel and the admin's payouts). */
    dashboardFigures: build.query<AstrologerDashboardFigures, void>({
      query: () => 'astrologer/dashboard-figures',
      providesTags: ['Consultations'],
    }),
  }),
});

export const {
  useOwnAstrologerProfileQuery,
  useSetOwnOnlineStatusMutation,
  useDashboardActiveConsultationsQuery,
  useDashboardRecentConsultationsQuery,
  useDashboardFiguresQuery,
} = dashboardApi;
