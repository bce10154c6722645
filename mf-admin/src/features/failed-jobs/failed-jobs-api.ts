import { adminApi } from '../../shared/api/admin-api';

/** A background job that failed every attempt, as GET /api/admin/jobs/failed answers (api/src/shared/jobs/job-queue.ts). */
export interface FailedJob {
  queue: string;
  name: string;
  jobId: string;
  attempts: number;
  /** The last attempt's error message. */
  error: string;
  failedAt: string;
}

/** Background jobs (PDFs, receipts, e-mails) that failed every attempt; an admin can run one again. */
export const failedJobsApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminFailedJobs'] }).injectEndpoints({
  endpoints: (build) => ({
    failedJobs: build.query<{ failed: FailedJob[] }, void>({
      query: () => 'admin/jobs/failed',
      providesTags: ['AdminFailedJobs'],
    }),
    retryJob: build.mutation<void, string>({
      query: (jobId) => ({ url: `admin/jobs/${encodeURIComponent(jobId)}/retry`, method: 'POST', body: {} }),
      invalidatesTags: ['AdminFailedJobs'],
    }),
  }),
});

export const { useFailedJobsQuery, useRetryJobMutation } = failedJobsApi;
