import { Router } from 'express';
import { cataloguePricesEndpoints } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { endpointServer } from '../../shared/http/serve-endpoint';
import { listCataloguePrices } from './use-cases/list-catalogue-prices';

/** GET /api/catalogue/prices: public; each item's price and, only when it was really charged, a reference price. */
export function createCataloguePricesRouter(ctx: AppContext): Router {
  const router = Router();
  const serve = endpointServer(router, ctx.guards);
  serve(cataloguePricesEndpoints.list, async () => listCataloguePrices());
  return router;
}
