import type { Endpoint } from './endpoint';

/** The profile-photos module's endpoints (api/src/modules/profile-photos): filled as its routes move onto declarations (issue 34). */
export const profilePhotosEndpoints = {} satisfies Record<string, Endpoint>;
