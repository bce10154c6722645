import type { Endpoint } from './endpoint';

/** The profile module's endpoints (api/src/modules/profile): filled as its routes move onto declarations (issue 34). */
export const profileEndpoints = {} satisfies Record<string, Endpoint>;
