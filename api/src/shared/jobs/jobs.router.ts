import { Router } from 'express';
import { jobsEndpoints } from '@astrosetu/contracts';
import type { AppContext } from '../app-context';
import { AppError } from '../errors/app-error';
import { endpointServer } from '../http/serve-endpoint';
import type { JobQueue } from './job-queue';

/**
 * GET /admin/jobs/failed (admins): the latest jobs that failed every attempt, with their last error.
 * POST /admin/jobs/:id/retry (admins): runs one of them again (204), e.g. once the mail server is back; jobs are
 * idempotent, so a retry never repeats what an earlier attempt completed.
 */
export function createJobsRouter(ctx: AppContext, queueOf: () => JobQueue): Router {
  const router = Router();
  const serve = endpointServer(router, ctx.guards);
  serve(jobsEndpoints.failed, async (_request, _req, res) => {
    res.set('Cache-Control', 'no-store');
    return { failed: await queueOf().failures(50) };
  });
  serve(jobsEndpoints.retry, async ({ params: { id: jobId } }) => {
    if (!(await queueOf().retry(jobId))) throw AppError.notFound('failedJob');
    ctx.logger.info(`Job ${jobId} retried by an admin`);
  });
  return router;
}
