import { adminRoutes, requestTo, type AdminStats } from '@astrosetu/contracts';
import { adminApi } from '../../shared/api/admin-api';

/** GET /api/admin/stats: the summary cards and the top 5 approved astrologers by consultations. */
export const statsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminStats: build.query<AdminStats, void>({
      query: () => requestTo(adminRoutes.stats),
      providesTags: ['AdminStats'],
    }),
  }),
});

export const { useAdminStatsQuery } = statsApi;
