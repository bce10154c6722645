import { Router } from 'express';
import type { AppContext } from '../../shared/app-context';
import { listCataloguePrices } from './use-cases/list-catalogue-prices';

/** GET /api/catalogue/prices: public; each item's price and, only when it was really charged, a reference price. */
export function createCataloguePricesRouter(_ctx: AppContext): Router {
  const router = Router();
  router.get('/catalogue/prices', async (_req, res) => {
    res.json(await listCataloguePrices());
  });
  return router;
}
