import { Router } from 'express';
import { rechargePacksEndpoints } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { currentUser } from '../../shared/http/auth-guards';
import { endpointServer } from '../../shared/http/serve-endpoint';
import { rechargePackRepository } from './recharge-pack.repository';
import { createRechargePack, updateRechargePack } from './use-cases/manage-recharge-packs';

export function createRechargePacksRouter(ctx: AppContext): Router {
  const router = Router();
  const serve = endpointServer(router, ctx.guards);

  /** Public: the active packs (the top-up buttons show their bonus). */
  serve(rechargePacksEndpoints.active, async () => rechargePackRepository.list({ activeOnly: true }));

  serve(rechargePacksEndpoints.all, async () => rechargePackRepository.list());

  serve(rechargePacksEndpoints.create, async ({ body }, req) => createRechargePack(currentUser(req), body));

  serve(rechargePacksEndpoints.update, async ({ params: { id }, body }, req) => updateRechargePack(currentUser(req), id, body));

  return router;
}
