import type { Endpoint } from './endpoint';

/** The admin module's endpoints (api/src/modules/admin): filled as its routes move onto declarations (issue 34). */
export const adminEndpoints = {} satisfies Record<string, Endpoint>;
