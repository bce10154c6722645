import type { Endpoint } from './endpoint';

/** The notifications module's endpoints (api/src/modules/notifications): filled as its routes move onto declarations (issue 34). */
export const notificationsEndpoints = {} satisfies Record<string, Endpoint>;
