import { Router } from 'express';
import { walletStatementEndpoints } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { currentUser } from '../../shared/http/auth-guards';
import { endpointServer } from '../../shared/http/serve-endpoint';
import { requestLanguage } from '../../shared/http/request-language';
import { readWalletStatement } from './use-cases/wallet-statement';

/**
 * The wallet statement names what each entry was for (the consultation's astrologer, the order's product, the
 * voucher), so it reads the modules that pay from the wallet: it stands above them, apart from the wallet itself.
 */
export function createWalletStatementRouter(ctx: AppContext): Router {
  const router = Router();
  const serve = endpointServer(router, ctx.guards);

  /** The customer's wallet statement: a page of their own entries, newest first, with both running balances (docs/billing.md). */
  serve(walletStatementEndpoints.statement, async ({ query }, req) => readWalletStatement(currentUser(req).id, query, requestLanguage(req)));

  return router;
}
