import type { Endpoint } from './endpoint';

/** The payments module's endpoints (api/src/modules/payments): filled as its routes move onto declarations (issue 34). */
export const paymentsEndpoints = {} satisfies Record<string, Endpoint>;
