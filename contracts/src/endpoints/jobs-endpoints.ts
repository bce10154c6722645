import { z } from 'zod';
import { endpoint, emptyResponse, jsonResponse } from './endpoint';

/** A background job that failed every attempt (api/src/shared/jobs/job-queue.ts). */
export interface FailedJob {
  queue: string;
  name: string;
  jobId: string;
  attempts: number;
  /** The last attempt's error message. */
  error: string;
  failedAt: string;
}

export interface FailedJobsResponse {
  failed: FailedJob[];
}

/** A queue's job id, as GET /admin/jobs/failed lists it (e.g. receipt:T0). */
export const jobIdParamsSchema = z.object({ id: z.string() });

/**
 * Background jobs (PDFs, receipts, e-mails) that failed every attempt (api/src/shared/jobs/jobs.router.ts); jobs are
 * idempotent, so a retry never repeats what an earlier attempt completed.
 */
export const jobsEndpoints = {
  failed: endpoint({
    method: 'GET',
    path: '/admin/jobs/failed',
    summary: 'The latest jobs that failed every attempt, with their last error',
    access: 'admin',
    response: jsonResponse<FailedJobsResponse>('FailedJobsResponse'),
  }),
  retry: endpoint({
    method: 'POST',
    path: '/admin/jobs/:id/retry',
    summary: 'Runs a failed job again from its first attempt (e.g. once the mail server is back)',
    access: 'admin',
    params: jobIdParamsSchema,
    response: emptyResponse,
  }),
};
