import { adminRoutes, requestTo, type AnalyticsPeriod, type AnalyticsResponse } from '@astrosetu/contracts';
import { adminApi } from '../../shared/api/admin-api';

/** GET /api/admin/analytics?period=: consultations, ledger revenue (paise) and new users per day or month. */
export const analyticsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminAnalytics: build.query<AnalyticsResponse, AnalyticsPeriod>({
      query: (period) => requestTo(adminRoutes.analytics, { query: { period } }),
      providesTags: ['AdminAnalytics'],
    }),
  }),
});

export const { useAdminAnalyticsQuery } = analyticsApi;
