import { Router } from 'express';
import { auditLogQuerySchema } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { parseQuery } from '../../shared/http/validate';
import { auditRepository } from './audit.repository';

/** GET /api/admin/audit-log: who did what to which record, newest first (admins only). */
export function createAuditRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/admin/audit-log', ctx.guards.requireRole('admin'), async (req, res) => {
    res.json(await auditRepository.list(parseQuery(auditLogQuerySchema, req)));
  });
  return router;
}
