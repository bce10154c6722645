import { Router } from 'express';
import { idParamsSchema } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { parseParams } from '../../shared/http/validate';
import { userRepository } from '../users/user.repository';
import { ledgerRepository } from './ledger.repository';

export function createWalletRouter(ctx: AppContext): Router {
  const router = Router();

  /** An admin reads a user's wallet history, newest first, beside the current balance. */
  router.get('/admin/users/:id/ledger', ctx.guards.requireRole('admin'), async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    const user = await userRepository.findById(id);
    if (!user) throw AppError.notFound('User');
    res.json({ userId: user.id, balance: user.balance, entries: await ledgerRepository.listForUser(id) });
  });

  return router;
}
