import { cataloguePricesResponseSchema } from '../catalogue-prices';
import { endpoint, schemaResponse, type Endpoint } from './endpoint';

/** What the catalogue's items cost (api/src/modules/catalogue-prices, docs/orders.md#prices). */
export const cataloguePricesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/catalogue/prices',
    summary: "Each item's price and, only when it was really charged, a higher reference price",
    access: 'public',
    response: schemaResponse('CataloguePricesResponse', cataloguePricesResponseSchema),
  }),
} satisfies Record<string, Endpoint>;
