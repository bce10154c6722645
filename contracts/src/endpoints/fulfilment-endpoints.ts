import type { Endpoint } from './endpoint';

/** The fulfilment module's endpoints (api/src/modules/fulfilment): filled as its routes move onto declarations (issue 34). */
export const fulfilmentEndpoints = {} satisfies Record<string, Endpoint>;
