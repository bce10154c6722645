import type { Endpoint } from './endpoint';

/** The articles module's endpoints (api/src/modules/articles): filled as its routes move onto declarations (issue 34). */
export const articlesEndpoints = {} satisfies Record<string, Endpoint>;
