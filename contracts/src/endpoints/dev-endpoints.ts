import type { Endpoint } from './endpoint';

/** The dev module's endpoints (api/src/modules/dev): filled as its routes move onto declarations (issue 34). */
export const devEndpoints = {} satisfies Record<string, Endpoint>;
