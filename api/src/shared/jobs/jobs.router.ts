import { Router } from 'express';
import type { AppContext } from '../app-context';
import { AppError } from '../errors/app-error';
import type { FailedJob, JobQueue } from './job-queue';

export interface FailedJobsResponse {
  failed: FailedJob[];
}

/**
 * GET /admin/jobs/failed (admins): the latest jobs that failed every attempt, with their last error.
 * POST /admin/jobs/:id/retry (admins): runs one of them again (204), e.g. once the mail server is back; jobs are
 * idempotent, so a retry never repeats what an earlier attempt completed.
 */
export function createJobsRouter(ctx: AppContext, queueOf: () => JobQueue): Router {
  const router = Router();
  router.get('/admin/jobs/failed', ctx.guards.requireRole('admin'), async (_req, res) => {
    const body: FailedJobsResponse = { failed: await queueOf().failures(50) };
    res.set('Cache-Control', 'no-store').json(body);
  });
  router.post('/admin/jobs/:id/retry', ctx.guards.requireRole('admin'), async (req, res) => {
    const jobId = String(req.params.id);
    if (!(await queueOf().retry(jobId))) throw AppError.notFound('failedJob');
    ctx.logger.info(`Job ${jobId} retried by an admin`);
    res.status(204).end();
  });
  return router;
}
