import type { Endpoint } from './endpoint';

/** The health module's endpoints (api/src/modules/health): filled as its routes move onto declarations (issue 34). */
export const healthEndpoints = {} satisfies Record<string, Endpoint>;
