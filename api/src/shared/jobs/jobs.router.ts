import { Router } from 'express';
import type { AppContext } from '../app-context';
import type { FailedJob, JobQueue } from './job-queue';

export interface FailedJobsResponse {
  failed: FailedJob[];
}

/** GET /admin/jobs/failed (admins): the latest jobs that failed every attempt, with their last error. */
export function createJobsRouter(ctx: AppContext, queueOf: () => JobQueue): Router {
  const router = Router();
  router.get('/admin/jobs/failed', ctx.guards.requireRole('admin'), async (_req, res) => {
    const body: FailedJobsResponse = { failed: await queueOf().failures(50) };
    res.set('Cache-Control', 'no-store').json(body);
  });
  return router;
}
