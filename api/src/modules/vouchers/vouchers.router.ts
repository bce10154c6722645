import { Router } from 'express';
import { vouchersEndpoints } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { currentUser } from '../../shared/http/auth-guards';
import { endpointServer } from '../../shared/http/serve-endpoint';
import { listMyVouchers } from './use-cases/list-my-vouchers';

export function createVouchersRouter(ctx: AppContext): Router {
  const router = Router();
  const serve = endpointServer(router, ctx.guards);

  /** The caller's consultation vouchers, newest first; `?order=<txnid>` gives one order's. */
  serve(vouchersEndpoints.mine, async ({ query: { order } }, req) => ({ items: await listMyVouchers(currentUser(req).id, order) }));

  return router;
}
