import { healthResponseSchema, readinessResponseSchema } from '../health';
import { endpoint, schemaResponse } from './endpoint';

/** What the load balancer and the orchestrator probe (api/src/shared/http/health.ts); never cached. */
export const healthEndpoints = {
  liveness: endpoint({
    method: 'GET',
    path: '/health',
    summary: 'Liveness: the process answers (restart it if not)',
    access: 'public',
    response: schemaResponse('HealthResponse', healthResponseSchema),
  }),
  readiness: endpoint({
    method: 'GET',
    path: '/ready',
    summary: 'Readiness: the database and Redis answer and no shutdown began; 503 naming what is down otherwise',
    access: 'public',
    response: schemaResponse('ReadinessResponse', readinessResponseSchema),
  }),
};
