import type { Endpoint } from './endpoint';

/** The earnings module's endpoints (api/src/modules/earnings): filled as its routes move onto declarations (issue 34). */
export const earningsEndpoints = {} satisfies Record<string, Endpoint>;
