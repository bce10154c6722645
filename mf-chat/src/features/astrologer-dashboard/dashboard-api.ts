import {
  astrologerSelfEndpoints,
  consultationsEndpoints,
  earningsEndpoints,
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
      query: () => requestTo(astrologerSelfEndpoints.profile),
      providesTags: ['AstrologerProfile'],
    }),
    setOwnOnlineStatus: build.mutation<AdminAstrologer, OnlineStatusRequest>({
      query: (body) => requestTo(astrologerSelfEndpoints.setOnline, { body }),
      invalidatesTags: ['AstrologerProfile'],
    }),
    dashboardActiveConsultations: build.query<Consultation[], void>({
      query: () => requestTo(consultationsEndpoints.astrologerActive),
      providesTags: ['Consultations'],
    }),
    dashboardRecentConsultations: build.query<Consultation[], void>({
      query: () => requestTo(consultationsEndpoints.astrologerHistory, { query: { limit: 10 } }),
      providesTags: ['Consultations'],
    }),
    /** The cards' figures, from the earnings ledger (as the Earnings panel and the admin's payouts). */
    dashboardFigures: build.query<AstrologerDashboardFigures, void>({
      query: () => requestTo(earningsEndpoints.dashboardFigures),
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
