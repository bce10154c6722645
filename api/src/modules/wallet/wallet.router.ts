import { Router } from 'express';
import { walletEndpoints } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { endpointServer } from '../../shared/http/serve-endpoint';
import { userRepository } from '../users/user.repository';
import { ledgerRepository } from './ledger.repository';
import { bonusBalanceRepository } from './bonus-balance.repository';
import { readSpendingCap, setSpendingCap } from './use-cases/spending-cap';

export function createWalletRouter(ctx: AppContext): Router {
  const router = Router();
  const serve = endpointServer(router, ctx.guards);

  /** An admin reads a user's wallet history, newest first, beside the current balance. */
  serve(walletEndpoints.userLedger, async ({ params: { id } }) => {
    const user = await userRepository.findById(id);
    if (!user) throw AppError.notFound('user');
    return { userId: user.id, balance: user.balance, bonusBalance: await bonusBalanceRepository.find(id), entries: await ledgerRepository.listForUser(id) };
  });

  /** The customer's two balances: cash and bonus credit (spent first, never paid out). */
  serve(walletEndpoints.balances, async (_request, req) => {
    const user = currentUser(req);
    return { balance: (await userRepository.findBalance(user.id)) ?? 0, bonusBalance: await bonusBalanceRepository.find(user.id) };
  });

  /** The customer's own ledger, newest first: cash and bonus entries, each with its account. */
  serve(walletEndpoints.ledger, async (_request, req) => {
    const user = currentUser(req);
    return {
      userId: user.id,
      balance: (await userRepository.findBalance(user.id)) ?? 0,
      bonusBalance: await bonusBalanceRepository.find(user.id),
      entries: await ledgerRepository.listForUser(user.id),
    };
  });

  /** The customer's own monthly spending cap and this IST month's consultation spending. */
  serve(walletEndpoints.spendingCap, async (_request, req) => readSpendingCap(currentUser(req).id));

  serve(walletEndpoints.setSpendingCap, async ({ body: { monthlyCap } }, req) => setSpendingCap(currentUser(req).id, monthlyCap));

  return router;
}
