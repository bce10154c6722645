import { fulfilmentRoutes, requestTo, type FulfilmentTaskList } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** GET /api/admin/fulfilment?scope=all|overdue: every order that needs a person, or only those past their due time. */
export const adminFulfilmentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminFulfilment: build.query<FulfilmentTaskList, 'all' | 'overdue'>({
      query: (scope) => requestTo(fulfilmentRoutes.adminTasks, { query: { scope } }),
    }),
  }),
});

export const { useAdminFulfilmentQuery } = adminFulfilmentApi;
