import type { Endpoint } from './endpoint';

/** The recharge-packs module's endpoints (api/src/modules/recharge-packs): filled as its routes move onto declarations (issue 34). */
export const rechargePacksEndpoints = {} satisfies Record<string, Endpoint>;
