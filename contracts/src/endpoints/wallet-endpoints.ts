import type { Endpoint } from './endpoint';

/** The wallet module's endpoints (api/src/modules/wallet): filled as its routes move onto declarations (issue 34). */
export const walletEndpoints = {} satisfies Record<string, Endpoint>;
