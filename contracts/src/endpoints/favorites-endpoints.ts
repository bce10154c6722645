import type { Endpoint } from './endpoint';

/** The favorites module's endpoints (api/src/modules/favorites): filled as its routes move onto declarations (issue 34). */
export const favoritesEndpoints = {} satisfies Record<string, Endpoint>;
