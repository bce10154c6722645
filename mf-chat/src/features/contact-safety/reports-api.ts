import { moderationRoutes, requestTo, type CreateReportRequest, type ReportReceipt } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** POST /api/reports: the customer reports one of the astrologer's messages. */
export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reportMessage: build.mutation<ReportReceipt, CreateReportRequest>({
      query: (body) => requestTo(moderationRoutes.report, { body }),
    }),
  }),
});

export const { useReportMessageMutation } = reportsApi;
