import type { Endpoint } from './endpoint';

/** The vouchers module's endpoints (api/src/modules/vouchers): filled as its routes move onto declarations (issue 34). */
export const vouchersEndpoints = {} satisfies Record<string, Endpoint>;
