import {
  astrologerSelfRoutes,
  consultationsRoutes,
  earningsRoutes,
  requestTo,
  type AdminAstrologer,
  type AstrologerDashboardFigures,
  type Consultation,
  type OnlineStatusRequest,
} from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** The astrologer's own profile, online switch and consultations. */
export const dashboardApi = baseApi.enhanceEndpoints({ addTagTypes: ['Consultations', 'AstrologerProfile'] }).injectEndpoints({
  endpoints: (build) => ({
    ownAstrologerProfile: build.query<AdminAstrologer, void>({
      query: () => requestTo(astrologerSelfRoutes.profile),
      providesTags: ['AstrologerProfile'],
    }),
    setOwnOnlineStatus: build.mutation<AdminAstrologer, OnlineStatusRequest>({
      query: (body) => requestTo(astrologerSelfRoutes.setOnline, { body }),
      invalidatesTags: ['AstrologerProfile'],
    }),
    dashboardActiveConsultations: build.query<Consultation[], void>({
      query: () => requestTo(consultationsRoutes.astrologerActive),
      providesTags: ['Consultations'],
    }),
    dashboardRecentConsultations: build.query<Consultation[], void>({
      query: () => requestTo(consultationsRoutes.astrologerHistory, { query: { limit: 10 } }),
      providesTags: ['Consultations'],
    }),
    /** The cards' figures, from the earnings ledger (as the Earnings panel and the admin's payouts). */
    dashboardFigures: build.query<AstrologerDashboardFigures, void>({
      query: () => requestTo(earningsRoutes.dashboardFigures),
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
