import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../shared/app-context';
import { currentUser } from '../../shared/http/auth-guards';
import { parseQuery } from '../../shared/http/validate';
import { listMyVouchers } from './use-cases/list-my-vouchers';

const listQuerySchema = z.object({ order: z.string().trim().max(64).optional() });

export function createVouchersRouter(ctx: AppContext): Router {
  const router = Router();
  const { requireRole } = ctx.guards;

  /** The caller's consultation vouchers, newest first; `?order=<txnid>` gives one order's. */
  router.get('/vouchers', requireRole('user'), async (req, res) => {
    const { order } = parseQuery(listQuerySchema, req);
    res.json({ items: await listMyVouchers(currentUser(req).id, order) });
  });

  return router;
}
