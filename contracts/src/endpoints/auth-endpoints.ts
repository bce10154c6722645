import type { Endpoint } from './endpoint';

/** The auth module's endpoints (api/src/modules/auth): filled as its routes move onto declarations (issue 34). */
export const authEndpoints = {} satisfies Record<string, Endpoint>;
