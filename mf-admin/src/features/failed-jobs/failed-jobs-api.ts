import { jobsRoutes, requestTo, type FailedJobsResponse } from '@astrosetu/contracts';
import { adminApi } from '../../shared/api/admin-api';

/** A background job that failed every attempt, as GET /api/admin/jobs/failed answers. */
export type { FailedJob } from '@astrosetu/contracts';

/** Background jobs (PDFs, receipts, e-mails) that failed every attempt; an admin can run one again. */
export const failedJobsApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminFailedJobs'] }).injectEndpoints({
  endpoints: (build) => ({
    failedJobs: build.query<FailedJobsResponse, void>({
      query: () => requestTo(jobsRoutes.failed),
      providesTags: ['AdminFailedJobs'],
    }),
    retryJob: build.mutation<void, string>({
      query: (jobId) => requestTo(jobsRoutes.retry, { params: { id: jobId } }),
      invalidatesTags: ['AdminFailedJobs'],
    }),
  }),
});

export const { useFailedJobsQuery, useRetryJobMutation } = failedJobsApi;
