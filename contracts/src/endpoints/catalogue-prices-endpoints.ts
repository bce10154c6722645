import type { Endpoint } from './endpoint';

/** The catalogue-prices module's endpoints (api/src/modules/catalogue-prices): filled as its routes move onto declarations (issue 34). */
export const cataloguePricesEndpoints = {} satisfies Record<string, Endpoint>;
