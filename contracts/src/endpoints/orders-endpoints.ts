import type { Endpoint } from './endpoint';

/** The orders module's endpoints (api/src/modules/orders): filled as its routes move onto declarations (issue 34). */
export const ordersEndpoints = {} satisfies Record<string, Endpoint>;
