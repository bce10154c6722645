import { Router } from 'express';
import { createRechargePackRequestSchema, idParamsSchema, updateRechargePackRequestSchema } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { currentUser } from '../../shared/http/auth-guards';
import { parseBody, parseParams } from '../../shared/http/validate';
import { rechargePackRepository } from './recharge-pack.repository';
import { createRechargePack, updateRechargePack } from './use-cases/manage-recharge-packs';

export function createRechargePacksRouter(ctx: AppContext): Router {
  const router = Router();
  const adminOnly = ctx.guards.requireRole('admin');

  /** Public: the active packs (the top-up buttons show their bonus). */
  router.get('/recharge-packs', async (_req, res) => {
    res.json(await rechargePackRepository.list({ activeOnly: true }));
  });

  router.get('/admin/recharge-packs', adminOnly, async (_req, res) => {
    res.json(await rechargePackRepository.list());
  });

  router.post('/admin/recharge-packs', adminOnly, async (req, res) => {
    const input = parseBody(createRechargePackRequestSchema, req);
    res.status(201).json(await createRechargePack(currentUser(req), input));
  });

  router.patch('/admin/recharge-packs/:id', adminOnly, async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    res.json(await updateRechargePack(currentUser(req), id, parseBody(updateRechargePackRequestSchema, req)));
  });

  return router;
}
