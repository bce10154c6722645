import { Router } from 'express';
import { idParamsSchema, spendingCapRequestSchema } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { parseBody, parseParams } from '../../shared/http/validate';
import { userRepository } from '../users/user.repository';
import { ledgerRepository } from './ledger.repository';
import { bonusBalanceRepository } from './bonus-balance.repository';
import { readSpendingCap, setSpendingCap } from './use-cases/spending-cap';

export function createWalletRouter(ctx: AppContext): Router {
  const router = Router();

  /** An admin reads a user's wallet history, newest first, beside the current balance. */
  router.get('/admin/users/:id/ledger', ctx.guards.requireRole('admin'), async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    const user = await userRepository.findById(id);
    if (!user) throw AppError.notFound('user');
    res.json({ userId: user.id, balance: user.balance, bonusBalance: await bonusBalanceRepository.find(id), entries: await ledgerRepository.listForUser(id) });
  });

  /** The customer's two balances: cash and bonus credit (spent first, never paid out). */
  router.get('/wallet', ctx.guards.requireRole('user'), async (req, res) => {
    const user = currentUser(req);
    res.json({ balance: (await userRepository.findBalance(user.id)) ?? 0, bonusBalance: await bonusBalanceRepository.find(user.id) });
  });

  /** The customer's own ledger, newest first: cash and bonus entries, each with its account. */
  router.get('/wallet/ledger', ctx.guards.requireRole('user'), async (req, res) => {
    const user = currentUser(req);
    res.json({
      userId: user.id,
      balance: (await userRepository.findBalance(user.id)) ?? 0,
      bonusBalance: await bonusBalanceRepository.find(user.id),
      entries: await ledgerRepository.listForUser(user.id),
    });
  });

  /** The customer's own monthly spending cap and this IST month's consultation spending. */
  router.get('/wallet/spending-cap', ctx.guards.requireRole('user'), async (req, res) => {
    res.json(await readSpendingCap(currentUser(req).id));
  });

  router.put('/wallet/spending-cap', ctx.guards.requireRole('user'), async (req, res) => {
    const { monthlyCap } = parseBody(spendingCapRequestSchema, req);
    res.json(await setSpendingCap(currentUser(req).id, monthlyCap));
  });

  return router;
}
