import type { Endpoint } from './endpoint';

/** The avatars module's endpoints (api/src/modules/avatars): filled as its routes move onto declarations (issue 34). */
export const avatarsEndpoints = {} satisfies Record<string, Endpoint>;
