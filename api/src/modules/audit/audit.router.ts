import { Router } from 'express';
import { auditEndpoints } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { endpointServer } from '../../shared/http/serve-endpoint';
import { auditRepository } from './audit.repository';

/** GET /api/admin/audit-log: who did what to which record, newest first (admins only). */
export function createAuditRouter(ctx: AppContext): Router {
  const router = Router();
  const serve = endpointServer(router, ctx.guards);
  serve(auditEndpoints.log, async ({ query }) => auditRepository.list(query));
  return router;
}
