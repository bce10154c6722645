import type { Endpoint } from './endpoint';

/** The jobs module's endpoints (api/src/modules/jobs): filled as its routes move onto declarations (issue 34). */
export const jobsEndpoints = {} satisfies Record<string, Endpoint>;
