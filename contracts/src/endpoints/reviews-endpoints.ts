import type { Endpoint } from './endpoint';

/** The reviews module's endpoints (api/src/modules/reviews): filled as its routes move onto declarations (issue 34). */
export const reviewsEndpoints = {} satisfies Record<string, Endpoint>;
